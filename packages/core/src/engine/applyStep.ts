import type {
  Answers,
  JourneyContext,
  JourneyDef,
  Scalar,
  StepCall,
  StepDef,
} from '../journeyModel/types.js';
import { findStep } from './findStep.js';
import type { CallRecord, JourneyState } from './journeyState.js';
import { moveOn } from './moveOn.js';
import type { NextResult } from './nextStep.js';
import { pruneAnswers } from './pruneAnswers.js';
import { pruneCalls } from './pruneCalls.js';
import { activeCall, mergeStepValues } from './stepCall.js';

export interface AppliedStep {
  state: JourneyState;
  next: NextResult;
  /** Steps passed over by skip or hardSkip on the way to `next`. */
  skipped: string[];
  /** Answer keys dropped because the changed answer abandoned their branch. */
  dropped: string[];
  /** Call records dropped: their step left the history, or it was saved again. */
  droppedCalls: string[];
}

/**
 * What the server's partner call answered when the step was saved: an outcome (one of the
 * call's `outcomes`, with facts later steps show), or, for a call with `wait`, that the outcome
 * will arrive later (`settleCall`).
 */
export type CallResult =
  | { outcome: string; facts?: Record<string, Scalar> }
  | { pending: true; since: string };

/**
 * Saves a step's validated values into the journey state and moves on. Re-answering an
 * earlier step rewinds the history to it; answers of the abandoned branch are dropped, and
 * so are the call records of the steps that left the history (pending and exit are cleared
 * with them). A step whose call applies (`stepCall`) needs its `call` result: an outcome
 * routes the step's next rules; pending leaves the lead waiting on the step (`next.type`
 * `'wait'`). A missing, unexpected or undeclared result is a programming error and throws.
 */
export function applyStep(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  context: JourneyContext = {},
  call?: CallResult,
): AppliedStep {
  const step = findStep(journey, stepId);
  if (!step) throw new Error(`${journey.prefix}: no step ${stepId}`);
  const at = state.history.indexOf(stepId);
  const history = [...(at >= 0 ? state.history.slice(0, at) : state.history), stepId];
  const merged = mergeStepValues(step, state.answers, values);
  const kept = pruneCalls(state.calls, history, stepId);
  const calls = kept.calls;
  const made = activeCall(step, merged, context, calls);
  checkCallResult(journey, step, made, call);
  if (made && call && 'outcome' in call) calls[made.name] = callRecord(stepId, call);
  const pruned = pruneAnswers(journey, history, merged, context, calls);
  const saved = { version: state.version, answers: pruned.answers, history, calls };
  const dropped = { dropped: pruned.dropped, droppedCalls: kept.dropped };
  if (made && call && 'pending' in call) {
    return {
      state: {
        ...saved,
        current: stepId,
        pending: { stepId, call: made.name, since: call.since, context },
        exit: null,
      },
      next: { type: 'wait', stepId, call: made.name },
      skipped: [],
      ...dropped,
    };
  }
  return { ...moveOn(journey, saved, stepId, context), ...dropped };
}

/** The record of an outcome, facts only when the partner gave some. */
export function callRecord(
  stepId: string,
  result: { outcome: string; facts?: Record<string, Scalar> },
): CallRecord {
  return result.facts === undefined
    ? { stepId, outcome: result.outcome }
    : { stepId, outcome: result.outcome, facts: result.facts };
}

// The server decides whether to call from `stepCall`; a result that does not fit the step is
// a bug there, never the user's input, so it throws rather than answering a 4xx.
function checkCallResult(
  journey: JourneyDef,
  step: StepDef,
  made: StepCall | null,
  result: CallResult | undefined,
): void {
  const where = `${journey.prefix}/${step.id}`;
  if (!made) {
    if (result) throw new Error(`${where} makes no call now, yet a call result was given`);
    return;
  }
  if (!result) throw new Error(`${where} makes call ${made.name}: its result is required`);
  if ('pending' in result) {
    if (!made.wait) throw new Error(`${where} call ${made.name} does not wait`);
    return;
  }
  if (!made.outcomes.includes(result.outcome)) {
    throw new Error(`${where} call ${made.name} has no outcome ${result.outcome}`);
  }
}
