import { coverOfPrefix } from '../../insurance/covers/insuranceCovers.js';
import { coverVariantOf, groupPlanOf } from '../../insurance/coverVariants.js';
import { groupHealthQuote } from '../../insurance/groupHealthPlans.js';
import { type InsurancePlan, type PlanProduct, planById } from '../../insurance/insurancePlans.js';
import type { Answers } from '../../journeyModel/types.js';
import { PLAN_ANSWER } from './insuranceFields.js';

/** The single cover an insurance journey's prefix sells (decision 048), or null (not one, or a combo). */
export function insuranceProductOf(prefix: string): PlanProduct | null {
  const cover = coverOfPrefix(prefix);
  return cover?.kind === 'single' ? cover.id : null;
}

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
