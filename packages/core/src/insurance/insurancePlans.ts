import type { FieldOption } from '../journeyModel/types.js';
import { insuranceGstRatePercent, premiumTaxNote } from '../payments/insuranceGstRule.js';
import { formatPaise } from '../payments/paise.js';
import type { InsurerId, SingleCover, SingleProduct } from './covers/insuranceCover.js';
import { SINGLE_COVERS, singleCover } from './covers/insuranceCovers.js';
import { insurerName } from './covers/insurers.js';
import { coverTaxClass } from './coverTaxClass.js';

// The premium plans of spec 03 §3 (INS-SHOP-02, INS-LOMB-02, INS-DMPA-06, INS-DMPA-07,
// INS-TERM-07), exactly as each cover's record tables them: premium → sum insured in rupees.
// Money is integer paise (decision 040). The premium is what the buyer pays, GST included
// (decision 045); `planPremium` splits it at its cover's rate (decision 075). The spec's radio value is the plan id; it shows
// none but 264 (a group health plan, not tabled), so the ids are decision 045's: the cover's
// block + row.

/** The products that have a plan table: every single cover. */
export type PlanProduct = SingleProduct;

export interface InsurancePlan {
  /** The plan's id, sent as the radio value (`insurancePremiumPlan`). */
  planId: number;
  product: PlanProduct;
  instrumentId: number;
  insurer: InsurerId;
  /** The insurer's name, shown before payment. */
  insurerName: string;
  sumInsuredPaise: number;
  /** The premium the buyer pays, GST included. */
  premiumPaise: number;
}

function buildPlans(cover: SingleCover): InsurancePlan[] {
  return cover.plans.rows.map(([premium, sumInsured, rowInsurer], row) => {
    // A row's own insurer (group health's plan 264, HDFC ERGO's network), else the cover's.
    const insurer = rowInsurer ?? cover.insurer;
    return {
      planId: cover.plans.idBlock + row + 1,
      product: cover.id,
      instrumentId: cover.instrumentId,
      insurer,
      insurerName: insurerName(insurer),
      sumInsuredPaise: sumInsured * 100,
      premiumPaise: premium * 100,
    };
  });
}

/** Every plan of every cover, in the spec's order. */
export const INSURANCE_PLANS: readonly InsurancePlan[] = SINGLE_COVERS.flatMap(buildPlans);

/** A product's plans, in the spec's order (see `orderPlansNeutrally` for showing them). */
export const plansOf = (product: PlanProduct): InsurancePlan[] =>
  INSURANCE_PLANS.filter((p) => p.product === product);

/** The plan of an id (a number or the radio's text value), or null. */
export function planById(planId: number | string): InsurancePlan | null {
  const id = typeof planId === 'number' ? planId : Number(planId);
  return INSURANCE_PLANS.find((p) => p.planId === id) ?? null;
}

/** The cover record of a plan. */
export const coverOfPlan = (plan: Pick<InsurancePlan, 'product'>): SingleCover =>
  singleCover(plan.product);

/** Whether the plan's premium, sold by that journey (its cover's own by default), is GST exempt. */
export const planGstExempt = (plan: Pick<InsurancePlan, 'product'>, journey?: string | null) =>
  insuranceGstRatePercent(coverTaxClass(plan.product, journey)) === 0;

/**
 * A plan's radio label: '₹1,00,000 cover for ₹299 (including GST)', or '… (GST exempt)' for an
 * exempt cover (decision 075). Neutral words only.
 */
export const planLabel = (plan: InsurancePlan, journey?: string | null): string =>
  `${formatPaise(plan.sumInsuredPaise)} cover for ${formatPaise(plan.premiumPaise)} (${
    planGstExempt(plan, journey) ? premiumTaxNote(0) : 'including GST'
  })`;

/** The radio options of a plan step (of that journey), valued by plan id. */
export const planOptions = (
  plans: readonly InsurancePlan[],
  journey?: string | null,
): FieldOption[] =>
  plans.map((plan) => ({ value: String(plan.planId), label: planLabel(plan, journey) }));
