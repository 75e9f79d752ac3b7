import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { advance } from './advance.js';
import type { CallRecord, JourneyState } from './journeyState.js';
import type { NextResult } from './nextStep.js';

/**
 * The state after `stepId` is done (saved, or its awaited outcome arrived): on the next step
 * that is not skipped, or finished (`current` null), or left by an exit, which records the
 * exit's name and the step whose save led to it. Nothing is pending any more.
 */
export function moveOn(
  journey: JourneyDef,
  saved: {
    version: number;
    answers: Answers;
    history: string[];
    calls: Record<string, CallRecord>;
  },
  stepId: string,
  context: JourneyContext,
): { state: JourneyState; next: NextResult; skipped: string[] } {
  const { next, skipped } = advance(journey, stepId, saved.answers, context, saved.calls);
  const state: JourneyState = {
    ...saved,
    current: next.type === 'step' ? next.stepId : null,
    pending: null,
    exit: next.type === 'exit' ? { name: next.exit, stepId } : null,
  };
  return { state, next, skipped };
}
