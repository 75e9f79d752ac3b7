import { advance } from './advance.js';
import { findStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import type { NextResult } from './nextStep.js';
import { pruneAnswers } from './pruneAnswers.js';
import { stepAnswerKeys } from './stepFields.js';
import type { Answers, JourneyContext, JourneyDef } from './types.js';

export interface AppliedStep {
  state: JourneyState;
  next: NextResult;
  /** Steps passed over by skip or hardSkip on the way to `next`. */
  skipped: string[];
  /** Answer keys dropped because the changed answer abandoned their branch. */
  dropped: string[];
}

/**
 * Saves a step's validated values into the journey state and moves on. Re-answering an
 * earlier step rewinds the history to it; answers of the abandoned branch are dropped.
 */
export function applyStep(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  context: JourneyContext = {},
): AppliedStep {
  const step = findStep(journey, stepId);
  if (!step) throw new Error(`${journey.prefix}: no step ${stepId}`);
  const at = state.history.indexOf(stepId);
  const history = [...(at >= 0 ? state.history.slice(0, at) : state.history), stepId];
  const merged: Answers = { ...state.answers };
  for (const key of stepAnswerKeys(step)) delete merged[key];
  Object.assign(merged, values);
  // A one-time code is checked by the server, never kept.
  for (const field of step.fields) if (field.kind === 'otp') delete merged[field.name];
  const pruned = pruneAnswers(journey, history, merged, context);
  const { next, skipped } = advance(journey, stepId, pruned.answers, context);
  return {
    state: {
      version: state.version,
      answers: pruned.answers,
      history,
      current: next.type === 'step' ? next.stepId : null,
    },
    next,
    skipped,
    dropped: pruned.dropped,
  };
}
