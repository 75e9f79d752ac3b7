import type { GstSplit } from '../payments/gstSplit.js';
import type { InsurancePlan, PlanProduct } from './insurancePlans.js';
import { PRODUCT_NAMES } from './insuranceProducts.js';
import { planPremium } from './planPremium.js';

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
 * The key exclusions shown before payment. PLACEHOLDER (decision 045): the spec gives none;
 * the insurer's policy wording is the authority and replaces these before going live.
 */
export const KEY_EXCLUSIONS: Readonly<Record<PlanProduct, readonly string[]>> = {
  shop: ['Wilful or deliberate damage', 'War, invasion and nuclear risks', 'Wear and tear'],
  lombard: ['Wilful or deliberate damage', 'War, invasion and nuclear risks', 'Wear and tear'],
  term: ['Suicide within 12 months of the start of the policy'],
  accident: [
    'Self-inflicted injury',
    'Injury under the influence of alcohol or drugs',
    'War, invasion and nuclear risks',
  ],
  dengueMalaria: ['Illness diagnosed in the waiting period after the start of the policy'],
  hospicash: [
    'Hospital stays shorter than 24 hours',
    'Illness diagnosed in the waiting period after the start of the policy',
  ],
  groupHealth: [
    'Illness that began before the policy, in its first two years (pre-existing diseases)',
    'Cosmetic treatment, and treatment outside India',
    'Self-inflicted injury, and injury under the influence of alcohol or drugs',
  ],
  instaOpd: [
    'Hospitalisation and in-patient treatment',
    'Cosmetic and dental treatment, spectacles and hearing aids',
    "Consultations beyond the year's OPD limit",
  ],
};

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

export function prePaymentDisclosure(plan: InsurancePlan): PrePaymentDisclosure {
  return {
    insurerName: plan.insurerName,
    productName: PRODUCT_NAMES[plan.product],
    planId: plan.planId,
    sumInsuredPaise: plan.sumInsuredPaise,
    premium: planPremium(plan),
    keyExclusions: KEY_EXCLUSIONS[plan.product],
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
