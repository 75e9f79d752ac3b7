import { randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
import { WORDING_CORRECTIONS } from '@tara/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, TestClock } from '../../test/auth.js';
import { testDbKinds } from '../../test/testDb.js';
import { claimResend } from '../loans/mandateLink.js';
import { type PartnerCall, type PartnerCallInput, PartnerUnavailable } from '../partnerCall.js';
import { sandboxOutbox, sandboxSms } from '../sms/sandbox.js';
import { idfcCalls } from './idfcCalls.js';
import { IDFC_CALL, PAN_UNAVAILABLE } from './types.js';

const PAN = 'ABCPE1234K';
const ACCOUNT = '001234567890';

describe.each(testDbKinds())('the IDFC calls in sandbox mode on $kind', ({ open }) => {
  let database: Database;
  let calls: Map<string, PartnerCall>;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    const list = idfcCalls({
      idfc: { mode: 'sandbox' },
      db: database.db,
      now: clock.now,
      sms: sandboxSms(database.db, clock.now),
      publicOrigin: 'https://tara.example.in',
    });
    calls = new Map(list.map((c) => [c.name, c]));
  });
  afterAll(async () => {
    await database.close();
  });

  const call = (name: string) => {
    const c = calls.get(name);
    if (!c) throw new Error(`no call ${name}`);
    return c;
  };
  const input = (answers: Answers, more: Partial<PartnerCallInput> = {}): PartnerCallInput => ({
    leadId: randomUUID(),
    stepId: 'step',
    attempt: 1,
    answers: { fullName: 'Asha Kumari Verma', mobile: freshMobile(), pan: PAN, ...answers },
    context: {},
    facts: {},
    userId: null,
    ...more,
  });
  const account = {
    bankAccountNo: ACCOUNT,
    bankIfscCode: 'HDFC0000001',
    accountHolderName: 'Asha Verma',
    accountType: 7,
  };

  it('are exported as partner calls with their declared outcomes, in sandbox mode', () => {
    expect([...calls.keys()].sort()).toEqual(Object.values(IDFC_CALL).sort());
    for (const c of calls.values()) {
      expect(c.mode).toBe('sandbox');
      expect(c.outcomes.length).toBeGreaterThan(0);
    }
    expect(call(IDFC_CALL.enach).outcomes).toEqual(['registered', 'declined']);
  });

  it('rejects the approval at ₹65,000 (step13) and approves other amounts', async () => {
    const approval = call(IDFC_CALL.approvalStatus);
    const rejected = await approval.run(input({ loanAmount: 65_000 }));
    expect(rejected).toMatchObject({ kind: 'answered', outcome: 'rejected' });
    const approved = await approval.run(input({ loanAmount: 150_000 }));
    expect(approved).toMatchObject({ kind: 'answered', outcome: 'approved' });
  });

  it('rejects the final offer at ₹1,15,000 (step23); else offers the amount asked, in paise', async () => {
    const cb = call(IDFC_CALL.creditApproval);
    expect(await cb.run(input({ loanAmount: 115_000 }))).toMatchObject({ outcome: 'declined' });
    const eligible = await cb.run(input({ loanAmount: 150_000 }));
    expect(eligible).toMatchObject({
      kind: 'answered',
      outcome: 'offered',
      facts: {
        offeredAmountPaise: 15_000_000,
        interestRateBps: 1850,
        tenureMinMonths: 12,
        tenureMaxMonths: 36,
      },
    });
    // Step23's cost block (decision 080): with the EMI, every cost; no fee invented.
    expect(Object.keys(eligible.facts ?? {})).toEqual(
      expect.arrayContaining([
        'emiPaise',
        'processingFeeText',
        'aprText',
        'totalPayableText',
        'penalChargesText',
        'coolingOffText',
      ]),
    );
    expect(eligible).toMatchObject({
      facts: {
        processingFeeText: 'As per the lender’s KFS (this offer does not state it)',
        aprText: '18.5\u00a0% a year before fees: the lender’s fees, as per its KFS, add to it',
        totalPayableText: expect.stringMatching(
          /^₹[\d,]+ \(amount and interest\), plus the lender’s fees as per its KFS$/,
        ),
      },
    });
  });

  it('cannot reach the bank at ₹2,95,000, and reaches it on a retry at ₹2,90,000', async () => {
    const approval = call(IDFC_CALL.approvalStatus);
    for (const attempt of [1, 2, 3]) {
      await expect(
        approval.run(input({ loanAmount: 295_000 }, { attempt })),
      ).rejects.toBeInstanceOf(PartnerUnavailable);
    }
    const first = approval.run(input({ loanAmount: 290_000 }, { attempt: 1 }));
    await expect(first).rejects.toMatchObject({ kind: 'timeout', call: IDFC_CALL.approvalStatus });
    const retry = await approval.run(input({ loanAmount: 290_000 }, { attempt: 2 }));
    expect(retry).toMatchObject({ outcome: 'approved' });
  });

  it('checks the PAN: valid, a name mismatch with the spec sentence, refused, or the 5xx text', async () => {
    const pan = call(IDFC_CALL.validatePan);
    expect(await pan.run(input({}))).toMatchObject({ outcome: 'valid' });
    expect(await pan.run(input({ pan: 'ABCPM1234K' }))).toMatchObject({
      outcome: 'mismatch',
      facts: { message: 'The name associated with entered PAN is RAVI MEHTA' },
    });
    expect(await pan.run(input({ pan: 'ABCPX1234K' }))).toMatchObject({
      outcome: 'invalid',
      facts: { message: 'Invalid PAN, PAN is not active' },
    });
    expect(await pan.run(input({ pan: 'NOTAPAN' }))).toMatchObject({
      outcome: 'invalid',
      facts: { message: 'Please enter a valid PAN' },
    });
    const down = pan.run(input({ pan: 'ABCPF1234K' }));
    await expect(down).rejects.toBeInstanceOf(PartnerUnavailable);
    await expect(down).rejects.toMatchObject({ userMessage: PAN_UNAVAILABLE });
    // The spec's MSG-065 with its typo corrected, as the corrections list says (decision 094).
    expect(PAN_UNAVAILABLE).toBe(WORDING_CORRECTIONS.find((c) => c.id === 'MSG-065')?.ours);
  });

  it('sends the PAN split from the full name, and keeps only its last four characters', async () => {
    const pan = call(IDFC_CALL.validatePan);
    const i = input({});
    expect(pan.input(i)).toEqual({
      pan: PAN,
      firstName: 'Asha',
      middleName: 'Kumari',
      lastName: 'Verma',
    });
    const result = await pan.run(i);
    expect(JSON.stringify(result)).not.toContain(PAN);
    expect(JSON.stringify(result)).toContain('XXXXXX234K');
  });

  it('knows which banks take e-NACH: a co-operative bank does not', async () => {
    const bank = call(IDFC_CALL.enachBank);
    expect(await bank.run(input({ bankIfscCode: 'HDFC0000001' }))).toMatchObject({
      outcome: 'supported',
      facts: { bankName: 'HDFC Bank' },
    });
    expect(await bank.run(input({ bankIfscCode: 'ABHY0065001' }))).toMatchObject({
      outcome: 'unsupported',
      facts: { bankName: 'Abhyudaya Co-operative Bank' },
    });
    expect(bank.input(input({ bankIfscCode: 'hdfc0000001', mandateType: 'physical' }))).toEqual({
      bankIfscCode: 'HDFC0000001',
      leadId: expect.any(String),
      mandateType: 'PHYSICAL',
    });
  });

  it('keeps the physical mandate waiting at ₹2,10,000 and signs the e-agreement', async () => {
    expect(await call(IDFC_CALL.pnachStatus).run(input({ loanAmount: 210_000 }))).toMatchObject({
      kind: 'waiting',
    });
    expect(await call(IDFC_CALL.pnachStatus).run(input({ loanAmount: 100_000 }))).toMatchObject({
      outcome: 'accepted',
    });
    expect(await call(IDFC_CALL.eAgreement).run(input({}))).toMatchObject({ outcome: 'signed' });
  });

  it('rejects the business KYC (step17) at ₹85,000 and verifies it otherwise', async () => {
    const kyc = call(IDFC_CALL.businessKyc);
    expect(await kyc.run(input({ loanAmount: 85_000 }))).toMatchObject({ outcome: 'rejected' });
    expect(await kyc.run(input({ loanAmount: 100_000 }))).toMatchObject({ outcome: 'verified' });
  });

  it('creates the partner lead with a reference later calls send', async () => {
    const i = input({ loanAmount: 100_000 });
    const created = await call(IDFC_CALL.addLead).run(i);
    const ref = created.facts?.partnerLeadRef;
    expect(ref).toMatch(/^IDFC-[0-9A-F]{10}$/);
    const later = call(IDFC_CALL.approvalStatus).input({
      ...i,
      facts: { [IDFC_CALL.addLead]: { partnerLeadRef: ref as string } },
    });
    expect(later).toEqual({ partnerLeadRef: ref, loanAmount: 100_000, tenure: null });
  });

  it('makes a mandate, texts its link, and keeps no whole account number or mobile', async () => {
    const i = input({ loanAmount: 150_000, ...account });
    const mobile = i.answers.mobile as string;
    const sent = await call(IDFC_CALL.sendEnachUrl).run(i);
    if (sent.kind !== 'answered') throw new Error('not answered');
    expect(sent.outcome).toBe('sent');
    expect(sent.externalRef).toMatch(/^MDT-[0-9A-F]{16}$/);
    expect(sent.facts).toEqual({
      mandateId: sent.externalRef,
      accountLast4: '7890',
      amountPaise: 15_000_000,
    });
    expect(sent.record?.request).toMatchObject({
      mandateId: sent.externalRef,
      bankAccountNo: 'XXXXXXXX7890',
      bankIfscCode: 'HDFC0000001',
      amountPaise: 15_000_000,
      loanAmount: 150_000,
    });
    const stored = JSON.stringify(sent);
    expect(stored).not.toContain(ACCOUNT);
    expect(stored).not.toContain(mobile);
    const [sms] = await sandboxOutbox(database.db, mobile);
    expect(sms?.text).toContain(`https://tara.example.in/api/sandbox/enach/${sent.externalRef}`);
    expect(sms?.text).not.toContain(ACCOUNT);
    // The link just went: a resend must wait its 10 s.
    expect((await claimResend(database.db, i.leadId, clock.now())).allowed).toBe(false);
  });

  it('asks the mandate for the offer when there is one', async () => {
    const i = input(
      { loanAmount: 150_000, ...account },
      { facts: { [IDFC_CALL.creditApproval]: { offeredAmountPaise: 12_000_000 } } },
    );
    const sent = await call(IDFC_CALL.sendEnachUrl).run(i);
    expect(sent.facts?.amountPaise).toBe(12_000_000);
  });

  it('waits on the mandate sent before (idfc.enach), or makes one when none was', async () => {
    const enach = call(IDFC_CALL.enach);
    const facts = { [IDFC_CALL.sendEnachUrl]: { mandateId: 'MDT-00000000000000AB' } };
    const i = input({ loanAmount: 150_000, ...account }, { facts });
    expect(enach.input(i)).toEqual({ mandateId: 'MDT-00000000000000AB' });
    expect(await enach.run(i)).toMatchObject({
      kind: 'waiting',
      externalRef: 'MDT-00000000000000AB',
    });
    const fresh = input({ loanAmount: 150_000, ...account });
    const made = await enach.run(fresh);
    expect(made.kind).toBe('waiting');
    expect(made.externalRef).toMatch(/^MDT-/);
    expect(made.record?.request).toMatchObject({ bankAccountNo: 'XXXXXXXX7890' });
    const [sms] = await sandboxOutbox(database.db, fresh.answers.mobile as string);
    expect(sms?.text).toContain(made.externalRef as string);
  });

  it('refuses to make a mandate without a complete account (a journey bug, not an outcome)', async () => {
    await expect(
      call(IDFC_CALL.sendEnachUrl).run(input({ loanAmount: 150_000, bankAccountNo: ACCOUNT })),
    ).rejects.toThrow(/no complete bank account/);
  });

  it('gives the same input for the same answers, and a new one when the account changes', () => {
    const send = call(IDFC_CALL.sendEnachUrl);
    const i = input({ loanAmount: 150_000, ...account });
    expect(send.input(i)).toEqual(send.input({ ...i, attempt: 2 }));
    const other = { ...i, answers: { ...i.answers, bankAccountNo: '009999999999' } };
    expect(send.input(other)).not.toEqual(send.input(i));
  });
});
