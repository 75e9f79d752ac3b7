import { evaluateCondition } from './evaluateCondition.js';
import { getStep } from './findStep.js';
import type { Answers, JourneyContext, JourneyDef } from './types.js';

export type NextResult =
  | { type: 'step'; stepId: string }
  | { type: 'final'; route: string }
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
      return { type: 'step', stepId: rule.to };
    }
  }
  return { type: 'unmatched', message: step.unmatched ?? `No next step after ${stepId}` };
}
