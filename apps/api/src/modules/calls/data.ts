import { randomUUID } from 'node:crypto';
import type { Scalar } from '@tara/core';
import { and, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { leadCalls } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

// The rows of `lead_calls` (decision 021): one per lead, call and input. Every write is one
// statement whose WHERE says which state it may move from, so racing requests and processes
// cannot both win.

export type LeadCallRow = typeof leadCalls.$inferSelect;
type Facts = Record<string, Scalar>;

export interface CallClaimKey {
  leadId: string;
  stepId: string;
  call: string;
  inputHash: string;
}

/**
 * Claims the call for this input in one statement: a new row 'calling' (attempt 1), or a
 * 'failed' row, or a 'calling' row claimed before `staleBefore` (its process died at the
 * partner), taken with one attempt more. Null when the row exists and is not ours to take.
 */
export async function claimCall(
  db: DbOrTx,
  key: CallClaimKey,
  now: Date,
  staleBefore: Date,
): Promise<LeadCallRow | null> {
  const [claimed] = await db
    .insert(leadCalls)
    .values({
      id: randomUUID(),
      ...key,
      attempt: 1,
      state: 'calling',
      claimedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [leadCalls.leadId, leadCalls.call, leadCalls.inputHash],
      set: {
        stepId: key.stepId,
        attempt: sql`${leadCalls.attempt} + 1`,
        state: 'calling',
        claimedAt: now,
        updatedAt: now,
      },
      setWhere: or(
        eq(leadCalls.state, 'failed'),
        and(eq(leadCalls.state, 'calling'), lt(leadCalls.claimedAt, staleBefore)),
      ),
    })
    .returning();
  return claimed ?? null;
}

export async function findCall(
  db: DbOrTx,
  key: Omit<CallClaimKey, 'stepId'>,
): Promise<LeadCallRow | null> {
  return firstRow(
    db,
    leadCalls,
    and(
      eq(leadCalls.leadId, key.leadId),
      eq(leadCalls.call, key.call),
      eq(leadCalls.inputHash, key.inputHash),
    ),
  );
}

/**
 * Gives the claim back after the partner could not be reached: 'failed' with the reason, so
 * the next try calls again. Only the claim this request holds (its attempt), never a later
 * one that took it over.
 */
export async function releaseCall(
  db: DbOrTx,
  claim: LeadCallRow,
  lastError: string,
  now: Date,
): Promise<void> {
  await db
    .update(leadCalls)
    .set({ state: 'failed', lastError, updatedAt: now })
    .where(
      and(
        eq(leadCalls.id, claim.id),
        eq(leadCalls.state, 'calling'),
        eq(leadCalls.attempt, claim.attempt),
      ),
    );
}

export interface CallAnswer {
  state: 'answered' | 'waiting';
  outcome: string | null;
  facts: Facts;
  externalRef: string | null;
  request: Record<string, unknown> | null;
  response: Record<string, unknown> | null;
}

/**
 * Stores the partner's answer unless the call was answered (or is waiting) already: a late
 * answer of a claim that was taken over does not replace the first one stored. Null then.
 */
export async function answerCall(
  db: DbOrTx,
  claim: LeadCallRow,
  answer: CallAnswer,
  now: Date,
): Promise<LeadCallRow | null> {
  return updatedRow(
    db,
    leadCalls,
    { ...answer, lastError: null, updatedAt: now },
    and(eq(leadCalls.id, claim.id), notInArray(leadCalls.state, ['answered', 'waiting'])),
  );
}

/** Moves a 'waiting' call to 'answered' once; null when it is not waiting (a replay). */
export async function settleCall(
  db: DbOrTx,
  where: { call: string; externalRef: string },
  answer: { outcome: string; facts: Facts; response: Record<string, unknown> | null },
  now: Date,
): Promise<LeadCallRow | null> {
  return updatedRow(
    db,
    leadCalls,
    {
      state: 'answered',
      outcome: answer.outcome,
      // The facts known when the partner took the request stay, the callback's are added.
      facts: sql`coalesce(${leadCalls.facts}, '{}'::jsonb) || ${JSON.stringify(answer.facts)}::jsonb`,
      ...(answer.response ? { response: answer.response } : {}),
      updatedAt: now,
    },
    and(
      eq(leadCalls.call, where.call),
      eq(leadCalls.externalRef, where.externalRef),
      inArray(leadCalls.state, ['waiting']),
    ),
  );
}

export async function findCallByRef(
  db: DbOrTx,
  where: { call: string; externalRef: string },
): Promise<LeadCallRow | null> {
  return firstRow(
    db,
    leadCalls,
    and(eq(leadCalls.call, where.call), eq(leadCalls.externalRef, where.externalRef)),
  );
}
