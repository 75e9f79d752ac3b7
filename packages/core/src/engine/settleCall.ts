import type { JourneyContext, JourneyDef, Scalar } from '../journeyModel/types.js';
import { type AppliedStep, callRecord } from './applyStep.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import { moveOn } from './moveOn.js';
import { pruneAnswers } from './pruneAnswers.js';

export type SettledCall =
  | ({ changed: true } & AppliedStep)
  /** The call was not pending (settled already, or the lead went back): nothing changes. */
  | { changed: false; state: JourneyState };

/**
 * The awaited outcome of a waiting call arrives (a callback or a poll). When the lead is
 * pending on this call, the outcome is recorded and the lead moves on from the waiting step
 * by its next rules (a step, the final route or an exit). Otherwise the state is returned
 * unchanged: a second arrival of the same outcome, or one for a wait the user abandoned by
 * going back, changes nothing. The outcome is routed with the context the wait was entered
 * with, overlaid by `context` (what the settling side knows now, e.g. the lead's ids).
 */
export function settleCall(
  journey: JourneyDef,
  state: JourneyState,
  callName: string,
  outcome: string,
  facts?: Record<string, Scalar>,
  now: JourneyContext = {},
): SettledCall {
  const pending = state.pending;
  if (!pending || pending.call !== callName) return { changed: false, state };
  const context = { ...pending.context, ...now };
  const call = getStep(journey, pending.stepId).call;
  if (call?.name !== callName) {
    throw new Error(`${journey.prefix}/${pending.stepId} does not make call ${callName}`);
  }
  if (!call.outcomes.includes(outcome)) {
    throw new Error(
      `${journey.prefix}/${pending.stepId} call ${callName} has no outcome ${outcome}`,
    );
  }
  const record = callRecord(pending.stepId, facts === undefined ? { outcome } : { outcome, facts });
  const calls = { ...state.calls, [callName]: record };
  const pruned = pruneAnswers(journey, state.history, state.answers, context, calls);
  const saved = { version: state.version, answers: pruned.answers, history: state.history, calls };
  const moved = moveOn(journey, saved, pending.stepId, context);
  return { changed: true, ...moved, dropped: pruned.dropped, droppedCalls: [] };
}
