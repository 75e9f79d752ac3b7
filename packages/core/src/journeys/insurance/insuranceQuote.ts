import type { Answers } from '../../engine/types.js';
import { COVER_VARIANTS, coverVariantOf, groupPlanOf } from '../../insurance/coverVariants.js';
import { groupHealthQuote } from '../../insurance/groupHealthPlans.js';
import { type InsurancePlan, type PlanProduct, planById } from '../../insurance/insurancePlans.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insurancePrefix } from './shopCoverJourney.js';

/** The insurance journeys' products by prefix (decision 048). */
export const INSURANCE_JOURNEY_PRODUCTS: Readonly<Record<string, PlanProduct>> = {
  [insurancePrefix('shop')]: 'shop',
  [insurancePrefix('lombard')]: 'lombard',
  [insurancePrefix('term')]: 'term',
  // The person covers and their variants (decision 054).
  ...Object.fromEntries(
    Object.values(COVER_VARIANTS).map((v) => [`insurance/${v.slug}`, v.product]),
  ),
  [insurancePrefix('groupHealth')]: 'groupHealth',
  [insurancePrefix('instaOpd')]: 'instaOpd',
};

/** The product of an insurance journey's prefix, or null (not an insurance journey). */
export const insuranceProductOf = (prefix: string): PlanProduct | null =>
  INSURANCE_JOURNEY_PRODUCTS[prefix] ?? null;

/**
 * The plan a lead's answers chose, priced by core's tables (the server prices with this, never
 * with a browser amount), or null when none is chosen or the plan is another product's.
 */
export function insuranceQuote(prefix: string, answers: Answers): InsurancePlan | null {
  const product = insuranceProductOf(prefix);
  const variant = coverVariantOf(prefix);
  // A group policy's plan is fixed (decision 054): a plan in the answers is not the buyer's.
  const group = variant && groupPlanOf(variant);
  const raw = group ? group.planId : answers[PLAN_ANSWER];
  if (!product || (typeof raw !== 'string' && typeof raw !== 'number')) return null;
  const plan = planById(raw);
  if (!plan || plan.product !== product) return null;
  // Group health prices every insured member (decision 052).
  return product === 'groupHealth' ? groupHealthQuote(plan, answers) : plan;
}
