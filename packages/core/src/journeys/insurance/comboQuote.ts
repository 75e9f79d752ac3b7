import { type ComboPlan, comboPlanById } from '../../insurance/comboPlans.js';
import type { ComboProduct } from '../../insurance/covers/insuranceCover.js';
import { COMBO_COVERS, coverPrefixes } from '../../insurance/covers/insuranceCovers.js';
import type { Answers } from '../../journeyModel/types.js';
import { PLAN_ANSWER } from './insuranceFields.js';

/** The combo of a journey's prefix (`insurance/<combo slug>`), or null. */
export const comboOfPrefix = (prefix: string): ComboProduct | null =>
  COMBO_COVERS.find((combo) => coverPrefixes(combo).includes(prefix))?.id ?? null;

/** The combo journeys' prefixes. */
export const COMBO_PREFIXES: readonly string[] = COMBO_COVERS.flatMap(coverPrefixes);

/**
 * The combo plan a lead's answers chose, priced by core's tables (decision 055: the sum of its
 * parts), or null when none is chosen or the plan is another combo's.
 */
export function comboQuote(prefix: string, answers: Answers): ComboPlan | null {
  const combo = comboOfPrefix(prefix);
  const raw = answers[PLAN_ANSWER];
  if (!combo || (typeof raw !== 'string' && typeof raw !== 'number')) return null;
  const plan = comboPlanById(raw);
  return plan && plan.combo === combo ? plan : null;
}
