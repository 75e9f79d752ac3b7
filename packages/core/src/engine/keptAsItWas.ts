import type { Answers, JourneyDef } from '../journeyModel/types.js';
import type { AppliedStep } from './applyStep.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import type { NextResult } from './nextStep.js';
import { stepAnswerKeys } from './stepFields.js';

/**
 * An earlier step saved again with the answers it already has (issue 22 §5): nothing changes —
 * no history rewound, no answer or call record dropped, no partner call made again — and the
 * applicant goes back to where they were. Null when the step is not an earlier one or any of
 * its answers differs (a value only a call reads, such as a share code, is never saved, so
 * such a step always counts as changed and is asked again).
 */
export function keptAsItWas(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
): AppliedStep | null {
  if (!state.history.includes(stepId) || state.exit) return null;
  const keys = new Set(stepAnswerKeys(getStep(journey, stepId)));
  for (const key of Object.keys(values)) keys.add(key);
  for (const key of keys) {
    if (!sameAnswer(values[key], state.answers[key])) return null;
  }
  return {
    state,
    next: whereItWas(journey, state),
    skipped: [],
    dropped: [],
    droppedCalls: [],
  };
}

function sameAnswer(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where the lead stands: waiting on a call, on its current step, or done. */
function whereItWas(journey: JourneyDef, state: JourneyState): NextResult {
  if (state.pending) {
    return { type: 'wait', stepId: state.pending.stepId, call: state.pending.call };
  }
  if (state.current !== null) return { type: 'step', stepId: state.current };
  return { type: 'final', route: journey.finalRoute };
}
