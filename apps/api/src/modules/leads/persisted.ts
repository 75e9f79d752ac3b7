import { type JourneyDef, type JourneyState, lastLocation, maskAadhaarAnswers } from '@tara/core';
import type { LeadExit } from '../../db/schema.js';
import { withoutCallOnly } from './callOnlyAnswers.js';

/** The columns of a lead a journey state writes (`persisted`). */
export type StateColumns = ReturnType<typeof persisted>;

/**
 * The columns a saved state writes. Every step save passes here (and a new lead's row, see
 * `newLeadRow`): an Aadhaar answer is masked to its last 4 digits before anything is written
 * or answered (decision 061), so the row, the save's response and its stored Idempotency-Key
 * response never hold the whole number.
 */
export function persisted(def: JourneyDef, saved: { state: JourneyState }) {
  const { state } = saved;
  return {
    exit: exitOf(state),
    version: state.version,
    // Written masked (an Aadhaar to its last 4, decision 061) and without a value meant for the
    // step's call only (a share code, decision 062).
    answers: maskAadhaarAnswers(def.steps, withoutCallOnly(def, state.answers)),
    history: state.history,
    current: state.current,
    lastLoc: lastLocation(def, state),
    status: state.exit ? 'exited' : state.current === null ? 'complete' : 'incomplete',
    calls: state.calls ?? {},
    pending: state.pending ?? null,
  };
}

/** The exit a state left by, and why: the outcome of the exit step's call, or its answers. */
function exitOf(state: JourneyState): LeadExit | null {
  if (!state.exit) return null;
  const { name, stepId } = state.exit;
  const call = Object.entries(state.calls ?? {}).find(([, record]) => record.stepId === stepId);
  const reason = call ? `${call[0]}: ${call[1].outcome}` : 'answers';
  return { name, stepId, reason };
}
