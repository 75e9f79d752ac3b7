import type { Calls } from '../journeyModel/evaluateCondition.js';
import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { getStep } from './findStep.js';
import { isStepSkipped } from './isStepSkipped.js';
import { type NextResult, nextStep } from './nextStep.js';

export interface AdvanceResult {
  next: NextResult;
  /** Steps passed over because of skip or hardSkip, in order. */
  skipped: string[];
}

/** Moving on: the next step after `stepId` that is not skipped, the final route or an exit. */
export function advance(
  journey: JourneyDef,
  stepId: string,
  answers: Answers,
  context: JourneyContext = {},
  calls: Calls = {},
): AdvanceResult {
  const skipped: string[] = [];
  let from = stepId;
  for (let guard = 0; guard <= journey.steps.length; guard++) {
    const next = nextStep(journey, from, answers, context, calls);
    if (next.type !== 'step') return { next, skipped };
    const target = getStep(journey, next.stepId);
    if (!isStepSkipped(target, answers, context, calls)) return { next, skipped };
    skipped.push(target.id);
    from = target.id;
  }
  throw new Error(`${journey.prefix}: skip rules loop after ${stepId}`);
}

/** Where a journey starts for these answers: its first step, unless that is skipped. */
export function firstStep(
  journey: JourneyDef,
  answers: Answers,
  context: JourneyContext = {},
): AdvanceResult {
  const first = getStep(journey, journey.first);
  if (!isStepSkipped(first, answers, context)) {
    return { next: { type: 'step', stepId: first.id }, skipped: [] };
  }
  const rest = advance(journey, first.id, answers, context);
  return { next: rest.next, skipped: [first.id, ...rest.skipped] };
}
