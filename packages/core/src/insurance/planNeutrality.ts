import type { GstSplit } from '../payments/gstSplit.js';
import { coverOfPlan, type InsurancePlan } from './insurancePlans.js';
import { type PremiumTaxContext, planPremium } from './planPremium.js';

// IRDAI's web aggregator rules (decision 045): plans are listed in an order anyone can check,
// never ranked or praised ('best', 'top'), and before paying the buyer sees the insurer, the
// sum insured, the premium with its GST and the key exclusions.

/** Words a plan's label or name may not carry (checked case-insensitively, anywhere). */
export const PRAISE_WORDS = ['best', 'top'] as const;

export const isNeutralText = (text: string): boolean =>
  !PRAISE_WORDS.some((word) => text.toLowerCase().includes(word));

/**
 * The neutral order: premium, lowest first; then sum insured, lowest first; then the insurer's
 * name and the plan id, so equal plans of different insurers keep a fixed, unfavoured order.
 * A new list; the input is not changed.
 */
export function orderPlansNeutrally(plans: readonly InsurancePlan[]): InsurancePlan[] {
  return [...plans].sort(
    (a, b) =>
      a.premiumPaise - b.premiumPaise ||
      a.sumInsuredPaise - b.sumInsuredPaise ||
      a.insurerName.localeCompare(b.insurerName, 'en') ||
      a.planId - b.planId,
  );
}

/**
 * The key exclusions shown before payment: the cover's neutrality rule. PLACEHOLDER (decision
 * 045): the spec gives none; the insurer's policy wording is the authority and replaces them
 * in the cover's record before going live.
 */
export const keyExclusionsOf = (plan: Pick<InsurancePlan, 'product'>): readonly string[] =>
  coverOfPlan(plan).neutrality.keyExclusions;

/** What must be on screen before the buyer pays (IRDAI disclosure). */
export interface PrePaymentDisclosure {
  insurerName: string;
  productName: string;
  planId: number;
  sumInsuredPaise: number;
  /** The premium, GST included, with its split. */
  premium: GstSplit;
  keyExclusions: readonly string[];
}

export function prePaymentDisclosure(
  plan: InsurancePlan,
  context: PremiumTaxContext = {},
): PrePaymentDisclosure {
  return {
    insurerName: plan.insurerName,
    productName: coverOfPlan(plan).name,
    planId: plan.planId,
    sumInsuredPaise: plan.sumInsuredPaise,
    premium: planPremium(plan, context),
    keyExclusions: keyExclusionsOf(plan),
  };
}

/** Every part is there: a named insurer, a cover, a premium and at least one exclusion. */
export function disclosureComplete(d: PrePaymentDisclosure): boolean {
  return (
    d.insurerName.trim() !== '' &&
    d.sumInsuredPaise > 0 &&
    d.premium.totalPaise > 0 &&
    d.keyExclusions.length > 0
  );
}
