import type { Scalar } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { maskRecord } from '../../http/mask.js';
import { findCallByRef, settleCall } from './data.js';

export interface WaitingCallAnswer {
  /** The call's name, e.g. `idfc.approvalStatus`. */
  call: string;
  /** The partner's reference the call was waiting under. */
  externalRef: string;
  outcome: string;
  facts?: Record<string, Scalar>;
  /** The callback's body, for the record (masked before it is stored). */
  response?: Record<string, unknown>;
  now: Date;
}

export type SettleResult =
  /** The call was waiting and is answered now: advance the lead (core's settleCall). */
  | {
      changed: true;
      leadId: string;
      stepId: string;
      outcome: string;
      facts: Record<string, Scalar>;
    }
  /** Answered before (a replayed callback) or not waiting: nothing to do. */
  | { changed: false; leadId: string; stepId: string; state: string }
  /** No call of that name waits under that reference. */
  | { changed: false; leadId: null };

/**
 * A partner's late answer (callback or poll) for a call left waiting: moves the row from
 * 'waiting' to 'answered' once, in one statement; a replay changes nothing. The caller
 * advances the lead's journey with what this returns (decision 021).
 */
export async function settleWaitingCall(
  db: DbOrTx,
  answer: WaitingCallAnswer,
): Promise<SettleResult> {
  const where = { call: answer.call, externalRef: answer.externalRef };
  const row = await settleCall(
    db,
    where,
    {
      outcome: answer.outcome,
      facts: maskRecord(answer.facts ?? {}),
      response: answer.response ? maskRecord(answer.response) : null,
    },
    answer.now,
  );
  if (row) {
    return {
      changed: true,
      leadId: row.leadId,
      stepId: row.stepId,
      outcome: answer.outcome,
      facts: row.facts ?? {},
    };
  }
  const existing = await findCallByRef(db, where);
  if (!existing) return { changed: false, leadId: null };
  return {
    changed: false,
    leadId: existing.leadId,
    stepId: existing.stepId,
    state: existing.state,
  };
}
