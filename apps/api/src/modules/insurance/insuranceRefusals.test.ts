import {
  PAN_NAME_MISMATCH,
  sampleAnswers,
  shopInsuranceJourney,
  termInsuranceJourney,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, purchases } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { DECLINED } from '../../partners/insurers/sandbox.js';
import { INSURER_UNAVAILABLE } from '../../partners/insurers/types.js';
import { TestClock } from '../../test/auth.js';
import { countingInsurer, insuranceKit, mobileEnding } from '../../test/insurance.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { NOT_PAID } from './insuranceLeadAdd.js';
import { POLICY_NOT_FOUND } from './policyDocument.js';

// The insurance journeys' edges through the API (decision 048): the policy document its
// owner's alone, a refused validation (nothing quoted), the insurer failing after the payment
// (the payment kept once, the failure shown), term's PAN-and-name mismatch.
describe.each(testDbKinds())('insurance refusals and documents on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: clock.now,
      journeys: [shopInsuranceJourney, termInsuranceJourney],
      insurer,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { policiesOfLead, walked, paid } = insuranceKit(
    () => app,
    () => database,
  );

  it('serves the policy document (base64 PDF) to its owner only', async () => {
    const w = await paid();
    const [policy] = await policiesOfLead(w.leadId);
    const link = `/api/insurances/policy/${policy?.id}/document`;
    const mine = await w.browser.get(link);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      Buffer.from(String(mine.json.data.results.file), 'base64').subarray(0, 5).toString(),
    ).toBe('%PDF-');
    const stranger = await buyer(app, database);
    const theirs = await stranger.browser.get(link);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json.errors).toEqual([POLICY_NOT_FOUND]);
    expect((await new Visitor(app).get(link)).statusCode).toBe(401);
  });

  it('answers a refused validation with the insurer’s message, and quotes nothing', async () => {
    const w = await walked(shopInsuranceJourney, mobileEnding('8'));
    const res = await w.browser.post('/api/insurances/lead/add', {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual([DECLINED]);
    expect(await policiesOfLead(w.leadId)).toHaveLength(0);
    const unpaid = await w.browser.post('/api/insurances/lead/add', {
      leadId: w.leadId,
      validateOnly: 0,
      paymentId: 'pay_X0000000001',
    });
    expect(unpaid.json.errors).toEqual([NOT_PAID]);
  });

  it('keeps the payment once and shows the failure when the insurer fails after it', async () => {
    const before = insurer.issued;
    const w = await paid(shopInsuranceJourney, mobileEnding('9'));
    expect(insurer.issued - before).toBe(1);
    const [policy] = await policiesOfLead(w.leadId);
    expect(policy).toMatchObject({ state: 'failed', failure: INSURER_UNAVAILABLE });
    const bought = await database.db.select().from(purchases).where(eq(purchases.userId, w.userId));
    expect(bought.map((p) => p.state)).toEqual(['fulfilled']);
    const added = await w.browser.post('/api/insurances/lead/add', {
      leadId: w.leadId,
      validateOnly: 0,
      paymentId: w.checkout.razorpay_payment_id,
    });
    expect(added.json.data.metadata.display_data).toMatchObject({
      policyFailed: true,
      status: 'Failed',
      failure: INSURER_UNAVAILABLE,
    });
    expect(added.json.data.metadata.policy_download_link).toBeNull();
    // The callback again issues nothing more.
    await w.browser.post('/api/pay/verify', w.checkout);
    expect(insurer.issued - before).toBe(1);
  });

  it("refuses term's step2.1 when the PAN's register holds another name", async () => {
    const browser = new Visitor(app);
    const P = termInsuranceJourney.prefix;
    const first = await saveStep(
      browser,
      'step0.5',
      { insurancePremiumPlan: '301' },
      undefined,
      {},
      P,
    );
    const leadId = String(first.json.lead_id);
    await saveStep(browser, 'step1', { mobile: mobileEnding('1') }, leadId, {}, P);
    // The sandbox's register holds another name for a PAN whose fifth letter is M.
    const values = { ...sampleAnswers(P, 'step2.1'), pancard: 'ABCPM1234F' };
    const refused = await saveStep(browser, 'step2.1', values, leadId, {}, P);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.body).toContain(PAN_NAME_MISMATCH);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.current).toBe('step2.1');
  });
});
