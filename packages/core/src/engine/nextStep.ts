import { type Calls, evaluateCondition } from '../journeyModel/evaluateCondition.js';
import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { getStep } from './findStep.js';

export type NextResult =
  | { type: 'step'; stepId: string }
  | { type: 'final'; route: string }
  /** Left by a named exit (`JourneyDef.exits`), e.g. a rejection, with what the user is told. */
  | { type: 'exit'; exit: string; route: string; message?: string }
  /** The step's call answers later: the lead stays on `stepId` until `settleCall`. */
  | { type: 'wait'; stepId: string; call: string }
  | { type: 'unmatched'; message: string };

/**
 * The step that follows `stepId` by its own next rules (first match wins), skips not applied.
 * Rules read the answers, the context and the outcomes of the calls made so far.
 */
export function nextStep(
  journey: JourneyDef,
  stepId: string,
  answers: Answers,
  context: JourneyContext = {},
  calls: Calls = {},
): NextResult {
  const step = getStep(journey, stepId);
  if (step.last) return { type: 'final', route: journey.finalRoute };
  for (const rule of step.next ?? []) {
    if (!rule.when || evaluateCondition(rule.when, answers, context, calls)) {
      if ('to' in rule) return { type: 'step', stepId: rule.to };
      const exit = journey.exits?.[rule.exit];
      if (!exit) throw new Error(`${journey.prefix}: ${stepId} names unknown exit ${rule.exit}`);
      return exit.message === undefined
        ? { type: 'exit', exit: rule.exit, route: exit.route }
        : { type: 'exit', exit: rule.exit, route: exit.route, message: exit.message };
    }
  }
  return { type: 'unmatched', message: step.unmatched ?? `No next step after ${stepId}` };
}
