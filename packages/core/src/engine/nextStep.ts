import { evaluateCondition } from './evaluateCondition.js';
import { getStep } from './findStep.js';
import type { Answers, JourneyContext, JourneyDef } from './types.js';

export type NextResult =
  | { type: 'step'; stepId: string }
  | { type: 'final'; route: string }
  /** Left by a named exit (`JourneyDef.exits`), e.g. a rejection. */
  | { type: 'exit'; exit: string; route: string }
  | { type: 'unmatched'; message: string };

/** The step that follows `stepId` by its own next rules (first match wins), skips not applied. */
export function nextStep(
  journey: JourneyDef,
  stepId: string,
  answers: Answers,
  context: JourneyContext = {},
): NextResult {
  const step = getStep(journey, stepId);
  if (step.last) return { type: 'final', route: journey.finalRoute };
  for (const rule of step.next ?? []) {
    if (!rule.when || evaluateCondition(rule.when, answers, context)) {
      if ('to' in rule) return { type: 'step', stepId: rule.to };
      const exit = journey.exits?.[rule.exit];
      if (!exit) throw new Error(`${journey.prefix}: ${stepId} names unknown exit ${rule.exit}`);
      return { type: 'exit', exit: rule.exit, route: exit.route };
    }
  }
  return { type: 'unmatched', message: step.unmatched ?? `No next step after ${stepId}` };
}
