import {
  type Answers,
  type JourneyContext,
  type JourneyDef,
  PARTNER_CALL_USES,
  type PartnerCallUse,
  type Scalar,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { STALE_CLAIM_MS } from '../../http/idempotency.js';
import { maskRecord } from '../../http/mask.js';
import {
  type PartnerCallQuestion,
  type PartnerCallResult,
  type PartnerCalls,
  PartnerUnavailable,
} from '../../partners/partnerCall.js';
import { callGate } from './callGate.js';
import { callInputHash } from './callInput.js';
import { answerCall, claimCall, findCall, type LeadCallRow, releaseCall } from './data.js';

export interface RunCallRequest {
  lead: { id: string };
  stepId: string;
  callName: string;
  answers: Answers;
  context: JourneyContext;
  /** Facts earlier calls answered, by call name. */
  facts: Record<string, Record<string, Scalar>>;
  userId: string | null;
  now: () => Date;
  /** What decision 063's gate reads besides the above (see `callGate`). */
  gate: {
    def: JourneyDef;
    /** This save's own values (a consent ticked now is given now). */
    values: Answers;
    /** The lead's mobile is proved: leads' `leadMobileVerified` over this save's answers. */
    mobileVerified: boolean;
  };
}

export type CallResult =
  | {
      kind: 'answered';
      outcome: string;
      facts: Record<string, Scalar>;
      /** True when the answer was stored before: the partner was not called this time. */
      replayed: boolean;
    }
  | { kind: 'waiting'; externalRef: string; since: Date; replayed: boolean }
  /** Another request is calling the partner with this input right now. */
  | { kind: 'busy' };

/**
 * Makes a step's partner call once per lead and input (decision 021, decision 013's pattern):
 * claims it in `lead_calls` in one statement, calls the partner outside any transaction, stores
 * the (masked) answer. The same input again gets the stored answer without a call; a call in
 * flight elsewhere gives 'busy'; a claim left 'calling' for `STALE_CLAIM_MS` (its process
 * died) is taken over. Throws PartnerUnavailable after giving the claim back, so a retry calls
 * again; any other error leaves the claim until it goes stale (the partner may have acted).
 * First of all, the gate of decision 063: no bureau pull or submission without the lead's
 * mobile proved and the applicant's consent for it (a 4xx; nothing is claimed or written).
 */
export async function runCall(
  db: Db,
  calls: PartnerCalls,
  request: RunCallRequest,
  /** How each call is classified: core's table (tests add their own calls). */
  uses: Readonly<Record<string, PartnerCallUse>> = PARTNER_CALL_USES,
): Promise<CallResult> {
  const call = calls.get(request.callName);
  if (!call) throw new Error(`No partner call named ${request.callName}`);
  await callGate(
    db,
    {
      leadId: request.lead.id,
      stepId: request.stepId,
      callName: request.callName,
      answers: request.answers,
      facts: request.facts,
      ...request.gate,
    },
    uses,
  );
  const question: PartnerCallQuestion = {
    leadId: request.lead.id,
    stepId: request.stepId,
    answers: request.answers,
    context: request.context,
    facts: request.facts,
    userId: request.userId,
  };
  const key = {
    leadId: request.lead.id,
    stepId: request.stepId,
    call: call.name,
    // Before the claim, so no attempt yet (0): an input never depends on it.
    inputHash: callInputHash(call.input({ ...question, attempt: 0 })),
  };
  const now = request.now();
  const claim = await claimCall(db, key, now, new Date(now.getTime() - STALE_CLAIM_MS));
  if (!claim) {
    const stored = await findCall(db, key);
    return (stored && storedResult(stored)) ?? { kind: 'busy' };
  }

  // Outside any transaction: a partner's network call must not hold row locks.
  let result: PartnerCallResult;
  try {
    result = await call.run({ ...question, attempt: claim.attempt });
    if (result.kind === 'answered' && !call.outcomes.includes(result.outcome)) {
      throw new UndeclaredOutcome(call.name, result.outcome);
    }
  } catch (error) {
    if (error instanceof PartnerUnavailable || error instanceof UndeclaredOutcome) {
      const reason = error instanceof PartnerUnavailable ? error.kind : 'undeclared-outcome';
      await releaseCall(db, claim, reason, request.now());
    }
    throw error;
  }

  const saved = await answerCall(
    db,
    claim,
    {
      state: result.kind,
      outcome: result.kind === 'answered' ? result.outcome : null,
      facts: maskRecord(result.facts ?? {}),
      externalRef: result.kind === 'waiting' ? result.externalRef : (result.externalRef ?? null),
      request: result.record?.request ? maskRecord(result.record.request) : null,
      response: result.record?.response ? maskRecord(result.record.response) : null,
    },
    request.now(),
  );
  // Answered meanwhile (this claim was taken over and the other request stored first): the
  // first answer stored stands.
  const row = saved ?? (await findCall(db, key));
  const answered = row && storedResult(row);
  if (!answered) throw new Error(`lead call ${call.name} vanished`);
  return { ...answered, replayed: saved === null };
}

/** The stored answer of a row, or null while it is being called or has failed. */
function storedResult(row: LeadCallRow): Exclude<CallResult, { kind: 'busy' }> | null {
  if (row.state === 'answered' && row.outcome !== null) {
    return { kind: 'answered', outcome: row.outcome, facts: row.facts ?? {}, replayed: true };
  }
  if (row.state === 'waiting' && row.externalRef !== null) {
    return { kind: 'waiting', externalRef: row.externalRef, since: row.updatedAt, replayed: true };
  }
  return null;
}

/** An adapter answered an outcome its call does not declare: a bug, not a partner answer. */
export class UndeclaredOutcome extends Error {
  constructor(call: string, outcome: string) {
    super(`${call} answered the undeclared outcome ${outcome}`);
    this.name = 'UndeclaredOutcome';
  }
}
