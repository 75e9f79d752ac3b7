import type { GstSplit } from '../payments/gstSplit.js';
import { type CoverVariant, coverPlansOf, coverVariantOf } from './coverVariants.js';
import { insuranceAgeProblem } from './insuranceAges.js';
import { type InsurancePlan, planById } from './insurancePlans.js';
import { planPremium } from './planPremium.js';

// The premium of POST /insurances/get_updated_premium (INS-COM-32, payload OPEN; decision 054):
// asked again whenever the plan or the insured's date of birth changes. The spec's tables are
// flat (one premium per plan, whatever the age), so the age does not change the premium: it
// decides whether the plan can be sold at all, by the product's entry ages.

export const COVER_NOT_SOLD = 'This cover is not available.';
export const PLAN_NOT_OF_COVER = 'Please choose one of the plans of this cover.';

export interface CoverPremiumInput {
  /** The journey's slug (`prettyName`) or prefix. */
  cover: string;
  /** The plan chosen; a group policy's own plan when absent. */
  planId?: number | string | null;
  /** The insured's birth year, when known. */
  birthYear?: number | null;
}

export type CoverPremiumAnswer =
  | {
      ok: true;
      variant: CoverVariant;
      plan: InsurancePlan;
      premium: GstSplit;
      /** The insured's age problem ('Maximum entry age 65'), null when the age fits or is unknown. */
      ageProblem: string | null;
    }
  | { ok: false; field: 'cover' | 'planId'; message: string };

/** The premium of a cover's plan for an insured born in `birthYear`, or why there is none. */
export function coverPremium(input: CoverPremiumInput, today: Date): CoverPremiumAnswer {
  const variant = coverVariantOf(input.cover);
  if (!variant) return { ok: false, field: 'cover', message: COVER_NOT_SOLD };
  const plans = coverPlansOf(variant);
  const asked = input.planId === undefined || input.planId === null ? null : planById(input.planId);
  // A group policy has one plan: asking none means it.
  const plan = asked ?? (plans.length === 1 ? plans[0] : null);
  if (!plan || !plans.some((p) => p.planId === plan.planId)) {
    return { ok: false, field: 'planId', message: PLAN_NOT_OF_COVER };
  }
  const ageProblem =
    input.birthYear === undefined || input.birthYear === null
      ? null
      : insuranceAgeProblem(variant.product, input.birthYear, today);
  return {
    ok: true,
    variant,
    plan,
    premium: planPremium(plan, { journey: variant.slug }),
    ageProblem,
  };
}
