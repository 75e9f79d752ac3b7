import { isFilled } from './evaluateCondition.js';
import { findStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import type { JourneyDef } from './types.js';

export type EntryCheck =
  | { allowed: true }
  | { allowed: false; reason: 'unknownStep' | 'guard' | 'unreachable'; missing: string[] };

/**
 * May the user open (or save) `stepId` now? Only a step already answered or the current one,
 * and only when its guard's answers exist. Anything else is skipping ahead.
 */
export function canEnterStep(journey: JourneyDef, state: JourneyState, stepId: string): EntryCheck {
  const step = findStep(journey, stepId);
  if (!step) return { allowed: false, reason: 'unknownStep', missing: [] };
  const missing = (step.guard ?? []).filter((key) => !isFilled(state.answers[key]));
  if (missing.length > 0) return { allowed: false, reason: 'guard', missing };
  if (state.current !== stepId && !state.history.includes(stepId)) {
    return { allowed: false, reason: 'unreachable', missing: [] };
  }
  return { allowed: true };
}
