import { type Scalar, settleCall } from '@tara/core';
import { findCallByRef } from '../calls/data.js';
import { settleWaitingCall, type WaitingCallAnswer } from '../calls/settleWaitingCall.js';
import { lockLeadById, saveLead } from './data.js';
import { persisted } from './persisted.js';
import { journeyOf, type LeadDeps } from './service.js';
import { stateOf } from './view.js';

/** A partner's late answer: the waiting call's answer, timed by the settling. */
export type LateAnswer = Omit<WaitingCallAnswer, 'now'>;

/**
 * A partner's late answer (a callback) moves the lead waiting on it on, once: the call's row
 * is answered in one statement (decision 021), then the lead is settled with the stored
 * outcome by the engine's settleCall, which changes nothing unless the lead still waits on
 * that call. A replay therefore has no effect, and one arriving after a crash between the two
 * writes finishes the second. Returns whether the lead moved.
 */
export async function settleLeadCall(
  deps: Pick<LeadDeps, 'db' | 'journeys' | 'now'>,
  answer: LateAnswer,
): Promise<boolean> {
  const now = deps.now();
  const settled = await settleWaitingCall(deps.db, { ...answer, now });
  if (settled.leadId === null) return false;
  const row = await findCallByRef(deps.db, answer);
  if (row?.state !== 'answered' || row.outcome === null) return false;
  const { outcome } = row;
  const facts = (row.facts ?? {}) as Record<string, Scalar>;
  const leadId = settled.leadId;
  return deps.db.transaction(async (tx) => {
    const lead = await lockLeadById(tx, leadId);
    if (!lead) return false;
    const def = journeyOf(deps.journeys, lead);
    const context = {
      productId: lead.productId,
      providerId: lead.providerId,
      instrumentId: lead.instrumentId,
    };
    const result = settleCall(def, stateOf(lead), answer.call, outcome, facts, context);
    if (!result.changed) return false;
    await saveLead(tx, lead.id, { ...persisted(def, result), updatedAt: now });
    return true;
  });
}
