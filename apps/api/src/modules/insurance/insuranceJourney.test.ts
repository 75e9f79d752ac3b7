import {
  INSURANCE_LEAD_STATUS,
  lombardShopInsuranceJourney,
  OBJECT_TYPES,
  shopInsuranceJourney,
  termInsuranceJourney,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStatusHistory, leads, purchases } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { webhookBody } from '../../partners/razorpay/webhookEvent.js';
import { TestClock } from '../../test/auth.js';
import { addPath, checkoutOf, countingInsurer, insuranceKit } from '../../test/insurance.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { deliverWebhook } from '../payments/sandboxRoutes.js';
import { OTHER_PAYMENT } from './insuranceLeadAdd.js';

// The shop covers through the API (decision 048): the journey walked to its last step, the
// validate-only lead creation quoting the policy from the lead's plan (a refusal is a 400 with
// the insurer's message), the payment (objectType 19) fulfilled once by callback and webhook,
// the policy issued once after it, and its display_data.
describe.each(testDbKinds())('the shop covers on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: clock.now,
      journeys: [shopInsuranceJourney, lombardShopInsuranceJourney, termInsuranceJourney],
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

  it.each([
    [shopInsuranceJourney, 102, 599_00, 3_00_000_00],
    [lombardShopInsuranceJourney, 201, 1882_00, 10_50_000_00],
    [termInsuranceJourney, 302, 745_00, 5_00_000_00],
  ])(
    '%# quotes the lead’s plan on the server with the disclosure, before payment',
    async (journey, planId, premium, cover) => {
      const w = await walked(journey);
      const res = await w.browser.post(addPath(journey), {
        leadId: w.leadId,
        validateOnly: 1,
        paymentId: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { payment_item: item, disclosure } = res.json.data.results;
      expect(item).toMatchObject({ id: planId, object_type: 19, invoice_amount: premium / 100 });
      expect(disclosure).toMatchObject({
        plan_id: planId,
        premium_paise: premium,
        sum_insured_paise: cover,
      });
      expect(disclosure.insurer_name).not.toBe('');
      expect(disclosure.key_exclusions.length).toBeGreaterThan(0);
      const [policy] = await policiesOfLead(w.leadId);
      expect(policy).toMatchObject({
        state: 'quoted',
        premiumPaise: premium,
        leadStatus: INSURANCE_LEAD_STATUS.quoteGenerated,
      });
      // The other path does not know this lead; another user cannot pay for it.
      const other =
        journey === lombardShopInsuranceJourney
          ? shopInsuranceJourney
          : lombardShopInsuranceJourney;
      const wrongPath = await w.browser.post(addPath(other), { leadId: w.leadId, validateOnly: 1 });
      expect(wrongPath.statusCode).toBe(404);
      const stranger = await buyer(app, database);
      const theirs = await stranger.browser.post('/api/pay/init', {
        userId: stranger.user.id,
        deviceType: 1,
        amount: premium / 100,
        pg: 1,
        objectType: OBJECT_TYPES.insurance,
        objectId: item.object_id,
      });
      expect(theirs.statusCode).toBe(404);
      expect(
        (await stranger.browser.post(addPath(journey), { leadId: w.leadId, validateOnly: 1 }))
          .statusCode,
      ).toBe(404);
      // A changed amount is refused: the price is the server's.
      const changed = await w.browser.post('/api/pay/init', {
        userId: w.userId,
        deviceType: 1,
        amount: 1,
        pg: 1,
        objectType: OBJECT_TYPES.insurance,
        objectId: item.object_id,
      });
      expect(changed.statusCode).toBe(400);
    },
  );

  it.each([shopInsuranceJourney, lombardShopInsuranceJourney, termInsuranceJourney])(
    '%# is paid, fulfilled once and issued once when the callback and the webhook both arrive',
    async (journey) => {
      const before = insurer.issued;
      const w = await paid(journey);
      const payment = await sandboxRazorpay(database.db).fetchPayment(
        w.checkout.razorpay_payment_id,
      );
      if (!payment) throw new Error('no sandbox payment');
      const captured = webhookBody('payment.captured', payment, clock.now());
      expect(await deliverWebhook(app, captured, { eventId: `evt_InsReplay${Date.now()}` })).toBe(
        200,
      );
      expect((await w.browser.post('/api/pay/verify', w.checkout)).statusCode).toBe(200);
      expect(insurer.issued - before).toBe(1);

      const rows = await policiesOfLead(w.leadId);
      expect(rows).toHaveLength(1);
      const [policy] = rows;
      if (journey === termInsuranceJourney) {
        expect(policy?.proposal.insured).toEqual([
          { name: 'Asha Verma', relation: 'self', dob: '1990-08-15' },
        ]);
        expect(policy?.proposal.nominee).toEqual({
          name: 'Ravi Verma',
          relation: 'Spouse',
          dob: '1988-03-02',
        });
      }
      expect(policy).toMatchObject({
        state: 'issued',
        leadStatus: INSURANCE_LEAD_STATUS.paymentCompleted,
      });
      expect(policy?.policyNumber).toMatch(/^SBX-(KGI|ICL|KLI)-\d{4}-\d{8}$/);
      const bought = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, w.userId));
      expect(bought.map((p) => p.state)).toEqual(['fulfilled']);
      // The receipt is billed to the proposer the insurer validated (decision 077).
      const proposer = policy?.proposal.proposer.name ?? '';
      expect(proposer).not.toBe('');
      const receipt = await app.inject({
        method: 'GET',
        url: `/api/payments/${w.checkout.razorpay_payment_id}/receipt`,
        headers: { cookie: [...w.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(receipt.statusCode).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(receipt.rawPayload));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text.replace(/\s+/g, ' ')).toContain(`Billed to ${proposer} Item`);

      // The lead creation with the payment answers the display data.
      const added = await w.browser.post(addPath(journey), {
        leadId: w.leadId,
        validateOnly: 0,
        paymentId: w.checkout.razorpay_payment_id,
      });
      expect(added.statusCode, added.body).toBe(200);
      const display = added.json.data.metadata.display_data;
      expect(display).toMatchObject({
        status: 'Issued',
        policy_number: policy?.policyNumber,
        policyFailed: false,
      });
      expect(display.valid_till).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(added.json.data.metadata.policy_download_link).toBe(
        `/api/insurances/policy/${policy?.id}/document`,
      );
      // Validating again after paying quotes nothing new: the payment is not taken twice.
      const again = await w.browser.post(addPath(journey), { leadId: w.leadId, validateOnly: 1 });
      expect(again.json.data.results.payment_item).toBeNull();
      expect(await policiesOfLead(w.leadId)).toHaveLength(1);
      // Another payment id is not this lead's.
      const other = await w.browser.post(addPath(journey), {
        leadId: w.leadId,
        validateOnly: 0,
        paymentId: 'pay_Other00000001',
      });
      expect(other.json.errors).toEqual([OTHER_PAYMENT]);
      // The current view for insurance/congrates.
      const current = await w.browser.get('/api/insurances/current');
      expect(current.json.data.results).toMatchObject({
        lead_id: w.leadId,
        policy_state: 'issued',
      });
    },
  );

  /** The lead's status history as a chain (each status with the one it followed), and its status. */
  async function statusesOf(leadId: string) {
    const history = await database.db
      .select()
      .from(leadStatusHistory)
      .where(eq(leadStatusHistory.leadId, leadId));
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    const chain = history
      .map((h) => `${h.previous ?? '-'}>${h.status}`)
      .sort((a, b) => a.localeCompare(b));
    return { chain, adminStatus: lead?.adminStatus ?? null };
  }

  // Decision 059: the shop covers' steps record 256 (step1), 259 and 260 (step4.3); the quote
  // 258 and the payment 263, each once, in the order the lead passed them.
  it.each([shopInsuranceJourney, lombardShopInsuranceJourney])(
    '%# records the lead statuses as the journey passes them',
    async (journey) => {
      const w = await walked(journey);
      expect(await statusesOf(w.leadId)).toEqual({
        chain: ['->256', '256>259', '259>260'],
        adminStatus: '260',
      });
      const validated = await w.browser.post(addPath(journey), {
        leadId: w.leadId,
        validateOnly: 1,
        paymentId: null,
      });
      expect(validated.statusCode, validated.body).toBe(200);
      expect((await statusesOf(w.leadId)).adminStatus).toBe('258');
      const item = validated.json.data.results.payment_item;
      const init = await w.browser.post('/api/pay/init', {
        userId: w.userId,
        deviceType: 1,
        amount: item.invoice_amount,
        pg: 1,
        objectType: OBJECT_TYPES.insurance,
        objectId: item.object_id,
      });
      const paidAt = await sandboxPay(app, orderIdOf(init), 'success@razorpay', 'send');
      expect(paidAt.statusCode, paidAt.body).toBe(200);
      const verified = await w.browser.post('/api/pay/verify', checkoutOf(paidAt));
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await statusesOf(w.leadId)).toEqual({
        chain: ['->256', '256>259', '258>263', '259>260', '260>258'],
        adminStatus: '263',
      });
    },
  );
});
