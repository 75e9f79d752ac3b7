import { partyById } from '../catalog/parties.js';
import { formatDate } from '../format/formatDate.js';
import { formatPercent } from '../format/formatPercent.js';
import type { GstSplit } from '../payments/gstSplit.js';
import { insuranceGstPeriod } from '../payments/insuranceGstRule.js';
import { formatPaise } from '../payments/paise.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';
import { coverOf } from './covers/insuranceCovers.js';
import { coverOfPlan, type InsurancePlan } from './insurancePlans.js';
import { type PremiumTaxContext, planPremium } from './planPremium.js';

// What a plan card shows before the buyer chooses (issue 22 §1, IRDAI disclosure; decision
// 083): the insurer's legal name, the sum insured, the premium with its tax shown apart, the
// key inclusions and exclusions, the waiting periods and the policy wording. The figures are
// the plan's; the words are its cover record's (`facts`, `neutrality`).

/** Where a cover's sample policy wording is read (while no insurer wording is given to us). */
export const POLICY_WORDING_PATH = '/insurance/policy-wording';

/** Where a cover's plans are compared, each with all its facts. */
export const COMPARE_PLANS_PATH = '/insurance/plans';

/** A product's policy wording: its insurer's, or the sample page `/insurance/policy-wording/<slug>`. */
export function policyWordingHref(product: InsuranceProduct): string {
  const cover = coverOf(product);
  const own = cover.kind === 'single' ? cover.facts.wordingUrl : null;
  return own ?? `${POLICY_WORDING_PATH}/${cover.slug}`;
}

/**
 * A product's compare page: `/insurance/plans/<slug>`, the slug of the journey that sells it
 * (a voluntary variant's premiums are taxed as the buyer's own cover), else the cover's.
 */
export const comparePlansPath = (product: InsuranceProduct, journey?: string | null): string =>
  `${COMPARE_PLANS_PATH}/${journey ? journey.replace(/^insurance\//, '') : coverOf(product).slug}`;

export interface PlanFacts {
  planId: number;
  /** The cover's name ('Term Insurance'). */
  coverName: string;
  /** The insurer's registered legal name (the catalogue's party). */
  insurerLegalName: string;
  sumInsuredPaise: number;
  /** The premium split at its cover's rate: `basePaise` + `gstPaise` = `totalPaise`. */
  premium: GstSplit;
  /** '₹253.39 + GST ₹45.61 (18 %)', or '₹447 + GST: exempt (…, from 22/09/2025)'. */
  premiumText: string;
  inclusions: readonly string[];
  exclusions: readonly string[];
  waitingPeriods: readonly string[];
  wordingHref: string;
  /** True while the words are sample ones (no insurer wording given to us). */
  sample: boolean;
}

/**
 * A premium with its tax apart: '₹253.39 + GST ₹45.61 (18 %)'; an exempt one names the
 * exemption and the day it began: '₹447 + GST: exempt (individual life and health cover, from
 * 22/09/2025)' (decision 075).
 */
export function premiumTaxText(split: GstSplit, boughtOn?: Date): string {
  if (split.ratePercent === 0) {
    const from = formatDate(insuranceGstPeriod(boughtOn).from);
    return `${formatPaise(split.totalPaise)} + GST: exempt (individual life and health cover, from ${from})`;
  }
  return `${formatPaise(split.basePaise)} + GST ${formatPaise(split.gstPaise)} (${formatPercent(split.ratePercent)})`;
}

/** Every fact of a plan, sold by that journey (its tax class may differ). */
export function planFacts(plan: InsurancePlan, context: PremiumTaxContext = {}): PlanFacts {
  const cover = coverOfPlan(plan);
  const premium = planPremium(plan, context);
  return {
    planId: plan.planId,
    coverName: cover.name,
    insurerLegalName: partyById(plan.insurer).legalName ?? plan.insurerName,
    sumInsuredPaise: plan.sumInsuredPaise,
    premium,
    premiumText: premiumTaxText(premium, context.boughtOn),
    inclusions: cover.facts.inclusions,
    exclusions: cover.neutrality.keyExclusions,
    waitingPeriods: cover.facts.waitingPeriods,
    wordingHref: policyWordingHref(cover.id),
    sample: cover.facts.wordingUrl === null,
  };
}

/** Whether nothing is missing: the test every plan of the catalogue must pass. */
export function planFactsComplete(f: PlanFacts): boolean {
  const filled = (list: readonly string[]) => list.length > 0 && list.every((s) => s.trim() !== '');
  return (
    f.insurerLegalName.trim() !== '' &&
    f.sumInsuredPaise > 0 &&
    f.premium.totalPaise > 0 &&
    f.premium.basePaise + f.premium.gstPaise === f.premium.totalPaise &&
    f.premiumText.includes('GST') &&
    filled(f.inclusions) &&
    filled(f.exclusions) &&
    filled(f.waitingPeriods) &&
    f.wordingHref !== ''
  );
}
