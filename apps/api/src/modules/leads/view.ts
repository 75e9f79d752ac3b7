import {
  getStep,
  type JourneyDef,
  type JourneyState,
  type LeadPending,
  type LeadView,
  lastLocation,
  leadOptionLabels,
  progress,
} from '@tara/core';
import type { LeadRow } from './data.js';

export const stateOf = (row: LeadRow): JourneyState => ({
  version: row.version,
  answers: row.answers,
  history: row.history,
  current: row.current,
  calls: row.calls,
  pending: row.pending,
  exit: row.exit ? { name: row.exit.name, stepId: row.exit.stepId } : null,
});

/**
 * What the owner of a lead reads back. `mobileVerified`: the lead's mobile answer is verified
 * (the caller decides with `isMobileVerified`, which needs the form user).
 */
export function leadView(row: LeadRow, def: JourneyDef, mobileVerified: boolean): LeadView {
  const state = stateOf(row);
  return {
    lead_id: row.id,
    journey: row.journey,
    version: row.version,
    answers: row.answers,
    history: row.history,
    current: row.current,
    last_loc: lastLocation(def, state),
    progress: progress(def, row.history, row.current),
    status: row.exit ? 'exited' : row.status === 'complete' ? 'complete' : 'incomplete',
    pending: pendingView(def, row),
    calls: Object.fromEntries(
      Object.entries(row.calls ?? {}).map(([name, r]) => [
        name,
        { step: r.stepId, outcome: r.outcome, facts: r.facts ?? {} },
      ]),
    ),
    ...optionLabelsOf(def, row),
    mobile_verified: mobileVerified,
    exit: row.exit
      ? {
          name: row.exit.name,
          step: row.exit.stepId,
          message: def.exits?.[row.exit.name]?.message ?? null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The options labelled for this lead (decision 092), only when there are some. */
function optionLabelsOf(def: JourneyDef, row: LeadRow): Pick<LeadView, 'option_labels'> {
  const labels = leadOptionLabels(def, row.answers);
  return Object.keys(labels).length > 0 ? { option_labels: labels } : {};
}

function pendingView(def: JourneyDef, row: LeadRow): LeadPending | null {
  const pending = row.pending;
  if (!pending) return null;
  const wait = getStep(def, pending.stepId).call?.wait;
  return {
    step: pending.stepId,
    call: pending.call,
    since: pending.since,
    resend_after_seconds: wait?.resendAfterSeconds ?? null,
    poll_seconds: wait?.pollSeconds ?? null,
  };
}
