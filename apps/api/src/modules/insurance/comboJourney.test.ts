import {
  INSURANCE_LEAD_STATUS,
  type JourneyDef,
  OBJECT_TYPES,
  termAccidentJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceCombos, leadStatusHistory, leads, purchases } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { DECLINED, NOT_ISSUED } from '../../partners/insurers/sandbox.js';
import { INSURER_UNAVAILABLE } from '../../partners/insurers/types.js';
import { sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { webhookBody } from '../../partners/razorpay/webhookEvent.js';
import { TestClock } from '../../test/auth.js';
import { checkoutOf, countingInsurer, insuranceKit, mobileEnding } from '../../test/insurance.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { deliverWebhook } from '../payments/sandboxRoutes.js';
import { COMBO_LEAD_ADD_PATH } from './comboCurrent.js';
import { COMBO_FAILED_TITLE, COMBO_ISSUED_TITLE } from './comboView.js';

// The combos through the API (decision 055): walked to the last step, validated (every part by
// its insurer), one payment for the total (objectType 20), fulfilled once by callback and
// webhook, each part issued once after it; the items of display_data; the refusals.
describe.each(testDbKinds())('the insurance combos on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: clock.now,
      journeys: [termHospicashSurakshaJourney, termSurakshaAccidentJourney, termAccidentJourney],
      insurer,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { policiesOfLead, walked } = insuranceKit(
    () => app,
    () => database,
  );

  /** Validated, paid at the sandbox (webhooks sent), then the checkout's callback. */
  async function paidCombo(journey: JourneyDef, mobile = mobileEnding('1')) {
    const w = await walked(journey, mobile);
    const validated = await w.browser.post(COMBO_LEAD_ADD_PATH, {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const item = validated.json.data.results.payment_item;
    const init = await w.browser.post('/api/pay/init', {
      userId: w.userId,
      deviceType: 1,
      amount: item.invoice_amount,
      pg: 1,
      objectType: OBJECT_TYPES.insuranceCombo,
      objectId: item.object_id,
    });
    expect(init.statusCode, init.body).toBe(200);
    const paidAt = await sandboxPay(app, orderIdOf(init), 'success@razorpay', 'send');
    expect(paidAt.statusCode, paidAt.body).toBe(200);
    const checkout = checkoutOf(paidAt);
    const verified = await w.browser.post('/api/pay/verify', checkout);
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...w, checkout, item, validated };
  }

  it.each([
    [termHospicashSurakshaJourney, 912, 745_00 + 349_00 + 999_00, ['term', 'hospicash', 'shop']],
    [termSurakshaAccidentJourney, 922, 745_00 + 999_00 + 745_00, ['term', 'shop', 'accident']],
    [termAccidentJourney, 931, 447_00 + 447_00, ['term', 'accident']],
  ])(
    '%# quotes every part and one payment item for the total, its own user only',
    async (journey, planId, total, products) => {
      const w = await walked(journey);
      const res = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 1,
        paymentId: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { payment_item: item, disclosure, partner_payment_link } = res.json.data.results;
      expect(item).toMatchObject({
        id: planId,
        object_type: OBJECT_TYPES.insuranceCombo,
        invoice_amount: total / 100,
      });
      expect(partner_payment_link).toBeNull();
      expect(disclosure.premium_paise).toBe(total);
      expect([...disclosure.parts].map((p) => p.key_exclusions.length > 0)).toEqual(
        products.map(() => true),
      );
      const parts = await policiesOfLead(w.leadId);
      expect(parts.map((p) => p.product).sort()).toEqual([...products].sort());
      expect(new Set(parts.map((p) => p.comboId))).toEqual(new Set([item.object_id]));
      expect(parts.every((p) => p.state === 'quoted' && p.purchaseId === null)).toBe(true);
      // Validating again reuses the quote; the single policies' path does not know this lead.
      const again = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 1,
      });
      expect(again.json.data.results.combo_id).toBe(item.object_id);
      expect(
        (await w.browser.post('/api/insurances/lead/add', { leadId: w.leadId, validateOnly: 1 }))
          .statusCode,
      ).toBe(404);
      const stranger = await buyer(app, database);
      const theirs = await stranger.browser.post('/api/pay/init', {
        userId: stranger.user.id,
        deviceType: 1,
        amount: total / 100,
        pg: 1,
        objectType: OBJECT_TYPES.insuranceCombo,
        objectId: item.object_id,
      });
      expect(theirs.statusCode).toBe(404);
      const changed = await w.browser.post('/api/pay/init', {
        userId: w.userId,
        deviceType: 1,
        amount: 1,
        pg: 1,
        objectType: OBJECT_TYPES.insuranceCombo,
        objectId: item.object_id,
      });
      expect(changed.statusCode).toBe(400);
    },
  );

  it.each([termHospicashSurakshaJourney, termSurakshaAccidentJourney, termAccidentJourney])(
    '%# issues each part once when the callback and the webhook both arrive',
    async (journey) => {
      const before = insurer.issued;
      const w = await paidCombo(journey);
      const payment = await sandboxRazorpay(database.db).fetchPayment(
        w.checkout.razorpay_payment_id,
      );
      if (!payment) throw new Error('no sandbox payment');
      const captured = webhookBody('payment.captured', payment, clock.now());
      expect(await deliverWebhook(app, captured, { eventId: `evt_Combo${Date.now()}` })).toBe(200);
      expect((await w.browser.post('/api/pay/verify', w.checkout)).statusCode).toBe(200);

      const parts = await policiesOfLead(w.leadId);
      expect(insurer.issued - before).toBe(parts.length);
      for (const part of parts) {
        expect(part).toMatchObject({
          state: 'issued',
          leadStatus: INSURANCE_LEAD_STATUS.paymentCompleted,
        });
        expect(part.policyNumber).toMatch(/^SBX-(KGI|KLI)-\d{4}-\d{8}$/);
      }
      const [combo] = await database.db
        .select()
        .from(insuranceCombos)
        .where(eq(insuranceCombos.leadId, w.leadId));
      expect(combo).toMatchObject({
        state: 'paid',
        premiumPaise: Number(w.item.invoice_amount) * 100,
      });
      // The lead passed every insurance status of its steps, its quote and its payment, once each.
      const history = await database.db
        .select()
        .from(leadStatusHistory)
        .where(eq(leadStatusHistory.leadId, w.leadId));
      expect(history.map((h) => h.status).sort()).toEqual([
        '256',
        '257',
        '258',
        '259',
        '260',
        '263',
      ]);
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
      expect(lead?.adminStatus).toBe('263');
      const bought = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, w.userId));
      expect(bought.map((p) => p.state)).toEqual(['fulfilled']);

      const added = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 0,
        paymentId: w.checkout.razorpay_payment_id,
      });
      expect(added.statusCode, added.body).toBe(200);
      const display = added.json.data.metadata.display_data;
      expect(display).toMatchObject({ title: COMBO_ISSUED_TITLE, policyFailed: false });
      expect([...display.body.items].map((i) => String(i.policy_number)).sort()).toEqual(
        parts.map((p) => p.policyNumber).sort(),
      );
      for (const item of [...display.body.items]) {
        expect(item.status).toBe('Issued');
        expect(item.valid_till).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        const file = await w.browser.get(String(item.policy_download_link));
        expect(file.statusCode, file.body).toBe(200);
        expect(
          Buffer.from(String(file.json.data.results.file), 'base64').subarray(0, 4).toString(),
        ).toBe('%PDF');
      }
      // Paid: validating again offers no payment.
      const again = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 1,
      });
      expect(again.json.data.results.payment_item).toBeNull();
      const current = await w.browser.get('/api/insurances/current');
      expect(current.json.data.results).toMatchObject({
        lead_id: w.leadId,
        policy_state: 'issued',
        combo: { state: 'issued' },
      });
    },
  );

  it('a proposal the insurer refuses is a 400 with its message, and nothing is quoted', async () => {
    const w = await walked(termAccidentJourney, mobileEnding('8'));
    const res = await w.browser.post(COMBO_LEAD_ADD_PATH, { leadId: w.leadId, validateOnly: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual([DECLINED]);
    expect(await policiesOfLead(w.leadId)).toEqual([]);
  });

  it.each([
    ['9', INSURER_UNAVAILABLE],
    ['7', NOT_ISSUED],
  ])(
    'a mobile ending in %s: every part fails after the payment, taken once',
    async (last, message) => {
      const w = await paidCombo(termAccidentJourney, mobileEnding(last));
      const parts = await policiesOfLead(w.leadId);
      expect(parts.map((p) => [p.state, p.failure])).toEqual([
        ['failed', message],
        ['failed', message],
      ]);
      const added = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 0,
        paymentId: w.checkout.razorpay_payment_id,
      });
      expect(added.json.data.metadata.display_data).toMatchObject({
        title: COMBO_FAILED_TITLE,
        policyFailed: true,
        failure: message,
      });
      const again = await w.browser.post(COMBO_LEAD_ADD_PATH, {
        leadId: w.leadId,
        validateOnly: 1,
      });
      expect(again.json.data.results.payment_item).toBeNull();
      // Each part's premium is given back once (decision 081), together the whole payment.
      const current = await w.browser.get('/api/insurances/current');
      const refunds = current.json.data.results.refunds as unknown as {
        status: string;
        amount_paise: number;
        reference: string;
      }[];
      expect(refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
      expect(refunds.every((r) => r.reference.startsWith('rfnd_'))).toBe(true);
      const [purchase] = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, w.userId));
      expect(refunds.reduce((sum, r) => sum + r.amount_paise, 0)).toBe(purchase?.amountPaise);
    },
  );

  it('a partner that collects the payment answers its payment link', async () => {
    const w = await walked(termAccidentJourney);
    const res = await w.browser.post(COMBO_LEAD_ADD_PATH, {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
      partnerId: 'SBXCOLLECT',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { partner_payment_link: link, combo_id: comboId } = res.json.data.results;
    expect(link).toBe(`https://pay.sandbox-partner.example/insurance?ref=${comboId}`);
  });

  it('GET /insurances/partner/detail: the session user’s own, a known partner and instrument', async () => {
    const w = await walked(termAccidentJourney);
    const detail = (partner: string, instrument: number, userId = w.userId) =>
      w.browser.get(
        `/api/insurances/partner/detail?user_id=${userId}&partner_id=${partner}&instrument_id=${instrument}`,
      );
    const ok = await detail('SBXCOLLECT', 14);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json.data.results).toMatchObject({
      partner_id: 'SBXCOLLECT',
      instrument_id: 14,
      product_name: 'Term Insurance',
      payment_mode: 'partner',
    });
    expect((await detail('SBXONLINE', 7)).json.data.results.payment_mode).toBe('online');
    expect((await detail('SBXCOLLECT', 7)).statusCode).toBe(404);
    expect((await detail('NOPE', 14)).statusCode).toBe(404);
    expect((await detail('SBXONLINE', 99)).statusCode).toBe(404);
    const stranger = await buyer(app, database);
    expect((await detail('SBXONLINE', 14, stranger.user.id)).statusCode).toBe(403);
    expect((await detail('SBXONLINE', 'x' as unknown as number)).statusCode).toBe(422);
  });
});
