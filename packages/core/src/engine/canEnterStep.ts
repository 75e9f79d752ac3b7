import { isFilled } from '../journeyModel/evaluateCondition.js';
import type { JourneyDef } from '../journeyModel/types.js';
import { findStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';

export type EntryRefusal = 'unknownStep' | 'exited' | 'pending' | 'guard' | 'unreachable';

export type EntryCheck =
  | { allowed: true }
  | { allowed: false; reason: EntryRefusal; missing: string[] };

/**
 * May the user open (or save) `stepId` now? Only a step already answered or the current one,
 * and only when its guard's answers exist. Anything else is skipping ahead; while a call is
 * pending, a step ahead of the waiting one is refused as `pending` (the waiting step itself may
 * be saved again, e.g. to resend the link; an earlier one too, which abandons the wait). A lead
 * that left by an exit (a rejection) is closed: nothing may be saved.
 */
export function canEnterStep(journey: JourneyDef, state: JourneyState, stepId: string): EntryCheck {
  const step = findStep(journey, stepId);
  if (!step) return { allowed: false, reason: 'unknownStep', missing: [] };
  if (state.exit) return { allowed: false, reason: 'exited', missing: [] };
  const missing = (step.guard ?? []).filter((key) => !isFilled(state.answers[key]));
  if (missing.length > 0) return { allowed: false, reason: 'guard', missing };
  if (state.current !== stepId && !state.history.includes(stepId)) {
    const reason = state.pending ? 'pending' : 'unreachable';
    return { allowed: false, reason, missing: [] };
  }
  return { allowed: true };
}
