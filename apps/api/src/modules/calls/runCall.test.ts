import { randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { STALE_CLAIM_MS } from '../../http/idempotency.js';
import { ckycCall } from '../../partners/ckyc/ckycCall.js';
import { sandboxCkyc } from '../../partners/ckyc/sandbox.js';
import {
  type PartnerCall,
  type PartnerCallInput,
  type PartnerCallResult,
  PartnerUnavailable,
} from '../../partners/partnerCall.js';
import { SECOND, TestClock } from '../../test/auth.js';
import { testDbKinds } from '../../test/testDb.js';
import { callInputHash } from './callInput.js';
import { runCall, UndeclaredOutcome } from './runCall.js';
import { settleWaitingCall } from './settleWaitingCall.js';
import { insertTestLead, OPEN_GATE, TEST_USES } from './testLead.js';

// Decision 021: a step's partner call is made once per lead and input.

const CALL = 'test.check';

/** A test partner: answers what `next` says, and records every call that reached it. */
class FakePartner implements PartnerCall {
  readonly name = CALL;
  readonly mode = 'sandbox' as const;
  readonly outcomes = ['approved', 'rejected'];
  readonly seen: PartnerCallInput[] = [];
  next: (call: PartnerCallInput) => Promise<PartnerCallResult> = async () => ({
    kind: 'answered',
    outcome: 'approved',
    facts: { score: 7 },
  });
  input = (call: { answers: Answers }) => ({ amount: (call.answers.amount as number) ?? null });
  run = (call: PartnerCallInput) => {
    this.seen.push(call);
    return this.next(call);
  };
}

describe.each(testDbKinds())('partner calls made once on $kind', ({ open }) => {
  let database: Database;
  const clock = new TestClock();
  const partner = new FakePartner();
  const calls = new Map<string, PartnerCall>([
    [CALL, partner],
    ['ckyc', ckycCall(sandboxCkyc({ lateMs: 0 }))],
  ]);

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const newLead = async () => (await insertTestLead(database.db, clock.now())).leadId;
  const save = (leadId: string, answers: Answers, callName = CALL) =>
    runCall(
      database.db,
      calls,
      {
        lead: { id: leadId },
        stepId: 'step10',
        callName,
        answers,
        context: {},
        facts: {},
        userId: null,
        now: clock.now,
        gate: OPEN_GATE,
      },
      TEST_USES,
    );
  const seenFor = (leadId: string) => partner.seen.filter((c) => c.leadId === leadId);
  const rowsOf = (leadId: string) =>
    database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
  const answerWith = (outcome: string) => async (): Promise<PartnerCallResult> => ({
    kind: 'answered',
    outcome,
  });

  it('calls the partner once for the same input; a repeated save gets the stored answer', async () => {
    partner.next = answerWith('approved');
    const leadId = await newLead();
    const first = await save(leadId, { amount: 5 });
    partner.next = answerWith('rejected');
    const second = await save(leadId, { amount: 5 });
    expect(first).toEqual({ kind: 'answered', outcome: 'approved', facts: {}, replayed: false });
    expect(second).toEqual({ kind: 'answered', outcome: 'approved', facts: {}, replayed: true });
    expect(seenFor(leadId)).toHaveLength(1);
  });

  it('calls again when the input changed', async () => {
    partner.next = answerWith('approved');
    const leadId = await newLead();
    await save(leadId, { amount: 5 });
    partner.next = answerWith('rejected');
    const changed = await save(leadId, { amount: 6, unrelated: 'x' });
    expect(changed).toMatchObject({ kind: 'answered', outcome: 'rejected', replayed: false });
    expect(seenFor(leadId).map((c) => c.attempt)).toEqual([1, 1]);
    expect(await rowsOf(leadId)).toHaveLength(2);
  });

  it('makes one call of two simultaneous saves; the other is told to wait', async () => {
    const leadId = await newLead();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held until the other save is back; a second call reaching the partner opens it too
    // (what the claim must prevent), so a broken claim fails the test rather than hangs it.
    let arrived = 0;
    partner.next = async () => {
      arrived += 1;
      if (arrived > 1) release();
      await held;
      return { kind: 'answered', outcome: 'approved' };
    };
    const results = await Promise.all([
      save(leadId, { amount: 9 }),
      save(leadId, { amount: 9 }).finally(() => release()),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['answered', 'busy']);
    expect(seenFor(leadId)).toHaveLength(1);
    // Once answered, a third save gets the answer.
    expect(await save(leadId, { amount: 9 })).toMatchObject({ kind: 'answered', replayed: true });
  });

  it('gives the claim back when the partner is unavailable; the next try calls again', async () => {
    const leadId = await newLead();
    partner.next = async () => {
      throw new PartnerUnavailable(CALL, 'timeout', 'Try later');
    };
    await expect(save(leadId, { amount: 1 })).rejects.toBeInstanceOf(PartnerUnavailable);
    const [failed] = await rowsOf(leadId);
    expect(failed).toMatchObject({ state: 'failed', lastError: 'timeout', attempt: 1 });
    partner.next = answerWith('rejected');
    expect(await save(leadId, { amount: 1 })).toMatchObject({ outcome: 'rejected' });
    expect(seenFor(leadId).map((c) => c.attempt)).toEqual([1, 2]);
    const [answered] = await rowsOf(leadId);
    expect(answered).toMatchObject({ state: 'answered', attempt: 2, lastError: null });
  });

  it('refuses an outcome the call does not declare, and lets it be tried again', async () => {
    const leadId = await newLead();
    partner.next = answerWith('maybe');
    await expect(save(leadId, { amount: 2 })).rejects.toBeInstanceOf(UndeclaredOutcome);
    expect((await rowsOf(leadId))[0]).toMatchObject({ state: 'failed' });
  });

  it('takes over a claim left calling by a process that died, only once it is stale', async () => {
    const leadId = await newLead();
    const answers = { amount: 3 };
    const claimedAt = new Date(clock.now().getTime() - 10 * SECOND);
    await database.db.insert(leadCalls).values({
      id: randomUUID(),
      leadId,
      stepId: 'step10',
      call: CALL,
      inputHash: callInputHash(partner.input({ answers })),
      attempt: 1,
      state: 'calling',
      claimedAt,
      createdAt: claimedAt,
      updatedAt: claimedAt,
    });
    partner.next = answerWith('approved');
    expect(await save(leadId, answers)).toEqual({ kind: 'busy' });
    expect(seenFor(leadId)).toHaveLength(0);

    clock.advance(STALE_CLAIM_MS);
    expect(await save(leadId, answers)).toMatchObject({ kind: 'answered', outcome: 'approved' });
    expect(seenFor(leadId).map((c) => c.attempt)).toEqual([2]);
  });

  it('keeps the first answer stored when a call taken over comes back late', async () => {
    const leadId = await newLead();
    let finishFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    partner.next = async () => {
      await first;
      return { kind: 'answered', outcome: 'rejected' };
    };
    const late = save(leadId, { amount: 11 });
    while (seenFor(leadId).length === 0) await new Promise((r) => setTimeout(r, 5));
    clock.advance(STALE_CLAIM_MS + SECOND);
    partner.next = answerWith('approved');
    expect(await save(leadId, { amount: 11 })).toMatchObject({ outcome: 'approved' });
    finishFirst();
    expect(await late).toEqual({
      kind: 'answered',
      outcome: 'approved',
      facts: {},
      replayed: true,
    });
    expect(seenFor(leadId).map((c) => c.attempt)).toEqual([1, 2]);
    expect((await rowsOf(leadId))[0]).toMatchObject({ state: 'answered', outcome: 'approved' });
  });

  it('leaves the claim of an unexpected error in place until it goes stale', async () => {
    const leadId = await newLead();
    partner.next = async () => {
      throw new Error('process lost mid-call');
    };
    await expect(save(leadId, { amount: 4 })).rejects.toThrow('process lost mid-call');
    partner.next = answerWith('approved');
    expect(await save(leadId, { amount: 4 })).toEqual({ kind: 'busy' });
    clock.advance(STALE_CLAIM_MS + SECOND);
    expect(await save(leadId, { amount: 4 })).toMatchObject({ outcome: 'approved' });
    expect(seenFor(leadId).map((c) => c.attempt)).toEqual([1, 2]);
  });

  it('keeps a waiting call; its callback settles it once and a replay changes nothing', async () => {
    const leadId = await newLead();
    const externalRef = `REF-${randomUUID()}`;
    partner.next = async () => ({ kind: 'waiting', externalRef, facts: { mandate: 'sent' } });
    const waiting = await save(leadId, { amount: 8 });
    expect(waiting).toEqual({ kind: 'waiting', externalRef, since: clock.now(), replayed: false });
    expect(await save(leadId, { amount: 8 })).toMatchObject({ kind: 'waiting', replayed: true });

    const callback = { call: CALL, externalRef, outcome: 'approved', facts: { umrn: 'U1' } };
    const settled = await settleWaitingCall(database.db, { ...callback, now: clock.now() });
    expect(settled).toEqual({
      changed: true,
      leadId,
      stepId: 'step10',
      outcome: 'approved',
      facts: { mandate: 'sent', umrn: 'U1' },
    });
    const replay = await settleWaitingCall(database.db, {
      ...callback,
      outcome: 'rejected',
      now: clock.now(),
    });
    expect(replay).toEqual({ changed: false, leadId, stepId: 'step10', state: 'answered' });
    expect(await save(leadId, { amount: 8 })).toMatchObject({ outcome: 'approved' });
    expect(seenFor(leadId)).toHaveLength(1);
    const unknown = { ...callback, externalRef: 'NOPE', now: clock.now() };
    expect(await settleWaitingCall(database.db, unknown)).toEqual({ changed: false, leadId: null });
  });

  it('stores no whole PAN, Aadhaar, account number or mobile', async () => {
    const leadId = await newLead();
    const pan = 'ABCDE1234F';
    const answers = { pancard: pan, dob: '15/05/1990', fullName: 'Asha Verma' };
    expect(await save(leadId, answers, 'ckyc')).toMatchObject({
      outcome: 'verified',
      facts: { kycName: 'A*** V****', kycDob: '1990-XX-XX' },
    });
    // A careless adapter's record is masked by the runner all the same.
    partner.next = async () => ({
      kind: 'answered',
      outcome: 'approved',
      facts: { note: `pan ${pan}` },
      record: {
        request: { pan, aadhaar: '1234 5678 9012', account: '001234567890', mobile: '9876543210' },
        response: { echo: [pan.toLowerCase()] },
      },
    });
    await save(leadId, { amount: 10 });
    const stored = JSON.stringify(await rowsOf(leadId));
    for (const secret of [pan, pan.toLowerCase(), '123456789012', '001234567890', '9876543210']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored.replaceAll(' ', '')).not.toContain('123456789012');
    expect(stored).toContain('XXXXX1234X');
  });
});
