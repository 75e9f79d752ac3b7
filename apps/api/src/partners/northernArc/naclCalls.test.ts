import { randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, TestClock } from '../../test/auth.js';
import { testDbKinds } from '../../test/testDb.js';
import { sandboxBureau } from '../bureau/sandbox.js';
import { type PartnerCall, type PartnerCallInput, PartnerUnavailable } from '../partnerCall.js';
import type { SmsMessage } from '../sms/types.js';
import { PULL_FAILED } from './creditReportCall.js';
import { naclCalls } from './naclCalls.js';
import { sandboxNorthernArc } from './sandbox.js';
import { naclSandboxScenario, sandboxOffer } from './sandboxRules.js';
import { NACL_CALL, PAN_UNAVAILABLE } from './types.js';

const PAN = 'ABCPE1234K';
const ACCOUNT = '50100123456789';

describe('the Northern Arc sandbox table (decision 036)', () => {
  it.each([
    ['ABCPE1101F', 'rejectAt11'],
    ['ABCPE1501F', 'rejectAt15'],
    ['abcpe2101f', 'rejectAt21'],
    ['ABCPE5801F', 'transient'],
    ['ABCPE5901F', 'unreachable'],
    ['ABCPE1234F', 'approve'],
    ['ABCPE1102F', 'approve'],
  ])('%s → %s', (pan, scenario) => {
    expect(naclSandboxScenario(pan)).toBe(scenario);
  });

  it('offers ₹50,000 per 6 months asked, at most ₹3,00,000, at 24 %', () => {
    expect(sandboxOffer(6)).toEqual({
      offeredAmountPaise: 5_000_000,
      interestRateBps: 2400,
      tenureMonths: 6,
    });
    expect(sandboxOffer(12).offeredAmountPaise).toBe(10_000_000);
    expect(sandboxOffer(60).offeredAmountPaise).toBe(30_000_000);
  });
});

describe.each(testDbKinds())('the Northern Arc calls in sandbox mode on $kind', ({ open }) => {
  let database: Database;
  let calls: Map<string, PartnerCall>;
  const sent: SmsMessage[] = [];
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    const sms = { name: 'capture', send: async (m: SmsMessage) => void sent.push(m) };
    const list = naclCalls({
      client: sandboxNorthernArc({ sms, publicOrigin: 'https://tara.example.in' }),
      bureau: sandboxBureau({ now: clock.now }),
      db: database.db,
      now: clock.now,
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
    answers: { fullName: 'Asha Kumari Verma', mobile: freshMobile(), pancard: PAN, ...answers },
    context: {},
    facts: {},
    userId: null,
    ...more,
  });
  const run = (name: string, answers: Answers = {}, more: Partial<PartnerCallInput> = {}) =>
    call(name).run(input(answers, more));

  it('checks the PAN: valid, a mismatch with the spec’s sentence, invalid, 5xx with the typo', async () => {
    expect(await run(NACL_CALL.validatePan)).toMatchObject({ outcome: 'valid' });
    expect(await run(NACL_CALL.validatePan, { pancard: 'ABCPM1234K' })).toMatchObject({
      outcome: 'mismatch',
      facts: { message: 'The name associated with entered PAN is RAVI MEHTA' },
    });
    expect(await run(NACL_CALL.validatePan, { pancard: 'ABCPX1234K' })).toMatchObject({
      outcome: 'invalid',
      facts: { message: 'Invalid PAN, PAN is not active' },
    });
    await expect(run(NACL_CALL.validatePan, { pancard: 'ABCPF1234K' })).rejects.toMatchObject({
      userMessage: PAN_UNAVAILABLE,
    });
  });

  it('pulls the credit report: a score is pulled, none is not, a bureau outage is a failure', async () => {
    expect(await run(NACL_CALL.creditReport)).toMatchObject({
      outcome: 'pulled',
      facts: { message: 'We have successfully pulled your credit report' },
    });
    for (const pancard of ['ABCPE1230K', 'NOCRP1234K', 'ABCPE1236K']) {
      expect(await run(NACL_CALL.creditReport, { pancard }), pancard).toMatchObject({
        outcome: 'notPulled',
        facts: { message: 'We were unable to pull your credit report' },
      });
    }
    expect(await run(NACL_CALL.creditReport, { pancard: 'ABCPE1235K' })).toMatchObject({
      outcome: 'pulled',
    });
    const down = run(NACL_CALL.creditReport, { pancard: 'ABCPE1239K' });
    await expect(down).rejects.toBeInstanceOf(PartnerUnavailable);
    await expect(down).rejects.toMatchObject({
      call: NACL_CALL.creditReport,
      userMessage: PULL_FAILED,
    });
  });

  it('answers each decision by the PAN', async () => {
    expect(await run(NACL_CALL.validateKyc, { pancard: 'ABCPE1101K' })).toMatchObject({
      outcome: 'rejected',
    });
    expect(await run(NACL_CALL.validateKyc)).toMatchObject({ outcome: 'verified' });
    expect(await run(NACL_CALL.validateBusinessKyc, { pancard: 'ABCPE1501K' })).toMatchObject({
      outcome: 'rejected',
    });
    expect(await run(NACL_CALL.validateBusinessKyc)).toMatchObject({ outcome: 'verified' });
    expect(await run(NACL_CALL.cbEligibility, { pancard: 'ABCPE2101K' })).toMatchObject({
      outcome: 'declined',
    });
    expect(await run(NACL_CALL.cbEligibility, { expectedLoanTenure: '18' })).toMatchObject({
      outcome: 'offered',
      facts: { offeredAmountPaise: 15_000_000, interestRateBps: 2400, tenureMonths: 18 },
    });
  });

  it('keeps the offer step’s cost block with the offer: the limit’s illustration, no fee invented', async () => {
    // Decision 080: ₹1,50,000 at 24 % for 18 months, drawn whole on day one (1.02^18 =
    // 1.428246: EMI ₹10,005.30, 18 of them ₹1,80,096); the sandbox
    // gives no fee, so the fee is the lender's KFS's and the APR and total say "before fees".
    const offered = await run(NACL_CALL.cbEligibility, { expectedLoanTenure: '18' });
    expect(offered.facts).toMatchObject({
      processingFeeText: 'As per the lender’s KFS (this offer does not state it)',
      instalmentText:
        '₹10,005 a month for 18 months, if the whole limit is drawn on the first day (illustration)',
      aprText: '24\u00a0% a year before fees: the lender’s fees, as per its KFS, add to it',
      totalPayableText:
        '₹1,80,096 (amount and interest), plus the lender’s fees as per its KFS (illustration)',
      penalChargesText: expect.stringContaining('not penal interest'),
      coolingOffText: expect.stringMatching(/^At least 3 days from disbursal/),
    });
    expect(offered.facts).not.toHaveProperty('processingFeePaise');
  });

  it('fails every call but the PAN check when unreachable; only the first try when transient', async () => {
    for (const name of [NACL_CALL.addLead, NACL_CALL.validateKyc, NACL_CALL.eAgreement]) {
      await expect(run(name, { pancard: 'ABCPE5901K' })).rejects.toBeInstanceOf(PartnerUnavailable);
      await expect(run(name, { pancard: 'ABCPE5801K' })).rejects.toBeInstanceOf(PartnerUnavailable);
      await expect(run(name, { pancard: 'ABCPE5801K' }, { attempt: 2 })).resolves.toMatchObject({
        kind: 'answered',
      });
    }
    expect(await run(NACL_CALL.validatePan, { pancard: 'ABCPE5901K' })).toMatchObject({
      outcome: 'valid',
    });
  });

  const account: Answers = {
    bankName: 'HDFC Bank',
    bankIfscCode: 'hdfc0001234',
    bankAccountNo: ACCOUNT,
    accountHolderName: 'Asha Verma',
    accountType: '7',
    mandateType: 'DIGITAL',
    emandateMode: '1',
  };

  it('keeps only the last four digits of the account it sends encrypted', async () => {
    const r = await run(NACL_CALL.transactionDetails, account);
    expect(r).toMatchObject({ outcome: 'stored', facts: { accountLast4: '6789' } });
    expect(JSON.stringify(r)).not.toContain(ACCOUNT);
  });

  it('makes the e-mandate, texts its link and waits; the record is masked', async () => {
    const facts = { [NACL_CALL.cbEligibility]: { offeredAmountPaise: 10_000_000 } };
    const r = await run(NACL_CALL.enach, account, { facts });
    expect(r.kind).toBe('waiting');
    if (r.kind !== 'waiting') return;
    expect(r.externalRef).toMatch(/^MDT-[0-9A-F]{16}$/);
    expect(r.record?.request).toMatchObject({
      amountPaise: 10_000_000,
      bankIfscCode: 'HDFC0001234',
    });
    expect(JSON.stringify(r)).not.toContain(ACCOUNT);
    const sms = sent.at(-1);
    expect(sms?.text).toBe(
      `Northern Arc: authorise the e-mandate (e-NACH) for your credit line at https://tara.example.in/api/sandbox/enach/${r.externalRef}`,
    );
  });

  it('declares exactly the outcomes the journey routes', () => {
    expect(call(NACL_CALL.cbEligibility).outcomes).toEqual(['offered', 'declined']);
    expect(call(NACL_CALL.enach).outcomes).toEqual(['registered', 'declined']);
    expect(calls.size).toBe(13);
  });
});
