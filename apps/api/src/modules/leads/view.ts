import {
  type JourneyDef,
  type JourneyState,
  type LeadView,
  lastLocation,
  progress,
} from '@tara/core';
import type { LeadRow } from './data.js';

export const stateOf = (row: LeadRow): JourneyState => ({
  version: row.version,
  answers: row.answers,
  history: row.history,
  current: row.current,
});

/** What the owner of a lead reads back. */
export function leadView(row: LeadRow, def: JourneyDef): LeadView {
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
    status: row.status === 'complete' ? 'complete' : 'incomplete',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
