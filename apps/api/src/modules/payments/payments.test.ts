import type { FastifyInstance } from 'fastify';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { SANDBOX_KEYS, sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { insertSandboxPayment } from '../../partners/razorpay/sandboxBook.js';
import { paymentSignature, webhookSignature } from '../../partners/razorpay/signatures.js';
import { webhookBody } from '../../partners/razorpay/webhookEvent.js';
import { TestClock } from '../../test/auth.js';
import {
  buyer,
  fulfilments,
  orderIdOf,
  PLAN,
  PLAN2,
  payInit,
  sandboxPay,
} from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { AMOUNT_NOT_ORDER, ORDER_NOT_FOUND, SIGNATURE_MISMATCH } from './confirmPayment.js';
import { deliverWebhook } from './sandboxRoutes.js';
import { INVALID_AMOUNT } from './schemas.js';
import { AMOUNT_MISMATCH } from './startPurchase.js';
import { RAZORPAY_SIGNATURE_HEADER, RAZORPAY_WEBHOOK_PATH } from './webhookRoutes.js';

const { validatePaymentVerification, validateWebhookSignature } = razorpayUtils;

type Checkout = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

const checkoutOf = (res: { json: unknown }): Checkout =>
  (res.json as { data: { results: { response: Checkout } } }).data.results.response;

describe.each(testDbKinds())('payments on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A buyer with an order for the plan, paid at the sandbox (webhooks sent or held back). */
  const paidOrder = async (webhooks: 'send' | 'skip') => {
    const { browser, user } = await buyer(app, database);
    const orderId = orderIdOf(await payInit(browser, user.id));
    const paid = await sandboxPay(app, orderId, 'success@razorpay', webhooks);
    expect(paid.statusCode).toBe(200);
    return { browser, user, orderId, checkout: checkoutOf(paid) };
  };

  it('opens an order in paise at the plan’s price, with the checkout’s options', async () => {
    const { browser, user } = await buyer(app, database);
    const res = await payInit(browser, user.id, '999.00');
    expect(res.statusCode).toBe(200);
    const results = res.json.data.results;
    expect(results.pg_response.amount).toBe(PLAN.paise);
    expect(results.pg_response.currency).toBe('INR');
    expect(String(results.pg_response.id)).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(String(results.pg_response.receipt).length).toBeLessThanOrEqual(40);
    expect(results.pg_api_key).toBe(SANDBOX_KEYS.keyId);
    expect(results.pg_mode).toBe('sandbox');
    expect(results.checkout.description).toBe('For ₹999, including GST');
    expect(results.checkout.prefill.contact).toBe(user.mobile);
    expect(Object.keys(results.checkout.notes).length).toBeLessThanOrEqual(15);
  });

  it('signs exactly as Razorpay: the official SDK verifies the sandbox’s signatures', async () => {
    const { checkout } = await paidOrder('skip');
    expect(
      validatePaymentVerification(
        { order_id: checkout.razorpay_order_id, payment_id: checkout.razorpay_payment_id },
        checkout.razorpay_signature,
        SANDBOX_KEYS.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: checkout.razorpay_order_id, payment_id: checkout.razorpay_payment_id },
        checkout.razorpay_signature,
        'another-secret',
      ),
    ).toBe(false);
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect(
      validateWebhookSignature(
        body,
        webhookSignature(SANDBOX_KEYS.webhookSecret, body),
        SANDBOX_KEYS.webhookSecret,
      ),
    ).toBe(true);
  });

  it('fulfils once when the webhook comes before the callback', async () => {
    const { browser, user, checkout } = await paidOrder('send');
    // The webhook (sent by the sandbox before it answered) already fulfilled it.
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, credits: 1 });
    const res = await browser.post('/api/pay/verify', checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results.state).toBe('fulfilled');
    expect(res.json.data.results.payment_id).toBe(checkout.razorpay_payment_id);
    expect(await fulfilments(database, user.id)).toEqual({
      memberships: 1,
      credits: 1,
      coins: PLAN.coins,
      purchases: 1,
    });
  });

  it('fulfils once when the callback comes before the webhook, and on replays of both', async () => {
    const { browser, user, orderId, checkout } = await paidOrder('skip');
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0 });
    const first = await browser.post('/api/pay/verify', checkout);
    expect(first.statusCode).toBe(200);
    expect(first.json.data.results.state).toBe('fulfilled');
    // The replayed callback answers the same and changes nothing.
    const replay = await browser.post('/api/pay/verify', checkout);
    expect(replay.statusCode).toBe(200);
    expect(replay.json.data.results.state).toBe('fulfilled');
    // The late webhooks, then one of them replayed with its event id, then under a new one.
    const payment = await sandboxRazorpay(database.db).fetchPayment(checkout.razorpay_payment_id);
    if (!payment) throw new Error('no sandbox payment');
    const captured = webhookBody('payment.captured', payment, clock.now());
    expect(await deliverWebhook(app, captured, { eventId: 'evt_Replay00000001' })).toBe(200);
    const again = await new Visitor(app).request({
      method: 'POST',
      url: RAZORPAY_WEBHOOK_PATH,
      payload: JSON.stringify(captured),
      headers: {
        'content-type': 'application/json',
        [RAZORPAY_SIGNATURE_HEADER]: webhookSignature(
          SANDBOX_KEYS.webhookSecret,
          JSON.stringify(captured),
        ),
        'x-razorpay-event-id': 'evt_Replay00000001',
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json.data.results.duplicate).toBe(true);
    const paid = webhookBody('order.paid', payment, clock.now(), 'r1');
    expect(await deliverWebhook(app, paid)).toBe(200);
    expect(await deliverWebhook(app, paid)).toBe(200);
    expect(await fulfilments(database, user.id)).toEqual({
      memberships: 1,
      credits: 1,
      coins: PLAN.coins,
      purchases: 1,
    });
    const status = await browser.get(`/api/pay/orders/${orderId}`);
    expect(status.json.data.results.state).toBe('fulfilled');
  });

  it('fulfils once when the callback, its replay and both webhooks arrive at the same time', async () => {
    const { browser, user, checkout } = await paidOrder('skip');
    const payment = await sandboxRazorpay(database.db).fetchPayment(checkout.razorpay_payment_id);
    if (!payment) throw new Error('no sandbox payment');
    const answers = await Promise.all([
      browser.post('/api/pay/verify', checkout),
      deliverWebhook(app, webhookBody('payment.captured', payment, clock.now())),
      browser.post('/api/pay/verify', checkout),
      deliverWebhook(app, webhookBody('order.paid', payment, clock.now(), 'r1')),
    ]);
    expect(answers.map((a) => (typeof a === 'number' ? a : a.statusCode))).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await fulfilments(database, user.id)).toEqual({
      memberships: 1,
      credits: 1,
      coins: PLAN.coins,
      purchases: 1,
    });
  });

  it('refuses a tampered signature, and a payment id of another order', async () => {
    const { browser, user, checkout } = await paidOrder('skip');
    const flipped = checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const tampered = await browser.post('/api/pay/verify', {
      ...checkout,
      razorpay_signature: flipped,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json.errors).toEqual([SIGNATURE_MISMATCH]);
    // A payment of one order signed as if it paid another (the browser swapped the order id):
    // the user's order for another plan (the same plan's would be the same order, decision 066).
    const other = orderIdOf(await payInit(browser, user.id, PLAN2.rupees, PLAN2.id));
    const swapped = await browser.post('/api/pay/verify', {
      ...checkout,
      razorpay_order_id: other,
      razorpay_signature: paymentSignature(
        SANDBOX_KEYS.keySecret,
        other,
        checkout.razorpay_payment_id,
      ),
    });
    expect(swapped.statusCode).toBe(400);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0 });
  });

  it('refuses an amount changed in the browser, and a payment of another amount', async () => {
    const { browser, user } = await buyer(app, database);
    const cheaper = await payInit(browser, user.id, 1);
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json.errors).toEqual([AMOUNT_MISMATCH]);
    const bad = await payInit(browser, user.id, '9.999');
    expect(bad.statusCode).toBe(422);
    expect(bad.json.errors).toEqual([`amount: ${INVALID_AMOUNT}`]);
    // The gateway reports a capture of ₹1 on a ₹999 order: signed, and still refused.
    const orderId = orderIdOf(await payInit(browser, user.id));
    const payment = await insertSandboxPayment(database.db, {
      id: 'pay_Cheap000000001',
      orderId,
      amountPaise: 100,
      status: 'captured',
      method: 'upi',
      errorDescription: null,
      createdAt: clock.now(),
    });
    const res = await browser.post('/api/pay/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: paymentSignature(SANDBOX_KEYS.keySecret, orderId, payment.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual([AMOUNT_NOT_ORDER]);
    expect(await deliverWebhook(app, webhookBody('payment.captured', payment, clock.now()))).toBe(
      200,
    );
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0 });
  });

  it('refuses another user’s order and payment, and a userId not the session’s', async () => {
    const { browser: owner, orderId, checkout } = await paidOrder('skip');
    const { browser: other, user: otherUser } = await buyer(app, database);
    const verify = await other.post('/api/pay/verify', checkout);
    expect(verify.statusCode).toBe(404);
    expect(verify.json.errors).toEqual([ORDER_NOT_FOUND]);
    expect((await other.get(`/api/pay/orders/${orderId}`)).statusCode).toBe(404);
    expect((await other.get(`/api/payments/${checkout.razorpay_payment_id}`)).statusCode).toBe(404);
    expect(
      (await other.get(`/api/payments/${checkout.razorpay_payment_id}/receipt`)).statusCode,
    ).toBe(404);
    expect(await fulfilments(database, otherUser.id)).toMatchObject({ memberships: 0 });
    const { user: third } = await buyer(app, database);
    expect((await payInit(other, third.id)).statusCode).toBe(403);
    expect((await new Visitor(app).post('/api/pay/verify', checkout)).statusCode).toBe(401);
    // The owner still completes it.
    expect((await owner.post('/api/pay/verify', checkout)).json.data.results.state).toBe(
      'fulfilled',
    );
  });

  it('refuses a webhook without a signature (401) or with a wrong one (403)', async () => {
    const { user, checkout } = await paidOrder('skip');
    const payment = await sandboxRazorpay(database.db).fetchPayment(checkout.razorpay_payment_id);
    if (!payment) throw new Error('no sandbox payment');
    const body = webhookBody('payment.captured', payment, clock.now());
    const payload = JSON.stringify(body);
    const post = (headers: Record<string, string>) =>
      new Visitor(app).request({
        method: 'POST',
        url: RAZORPAY_WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await post({})).statusCode).toBe(401);
    expect(
      (await post({ [RAZORPAY_SIGNATURE_HEADER]: webhookSignature('not-the-secret', payload) }))
        .statusCode,
    ).toBe(403);
    // Signed with the key secret instead of the webhook secret: refused too.
    expect(
      (
        await post({
          [RAZORPAY_SIGNATURE_HEADER]: webhookSignature(SANDBOX_KEYS.keySecret, payload),
        })
      ).statusCode,
    ).toBe(403);
    // The signature is over the bytes: the same JSON re-spaced does not pass.
    const respaced = await new Visitor(app).request({
      method: 'POST',
      url: RAZORPAY_WEBHOOK_PATH,
      payload: JSON.stringify(body, null, 1),
      headers: {
        'content-type': 'application/json',
        [RAZORPAY_SIGNATURE_HEADER]: webhookSignature(SANDBOX_KEYS.webhookSecret, payload),
      },
    });
    expect(respaced.statusCode).toBe(403);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0 });
  });

  it('shows a failed payment as failed, and a retry on a new order succeeds', async () => {
    const { browser, user } = await buyer(app, database);
    const first = orderIdOf(await payInit(browser, user.id));
    const failed = await sandboxPay(app, first, 'failure@razorpay');
    expect(failed.json.data.results.status).toBe('failed');
    const failedId = failed.json.data.results.error.metadata.payment_id as unknown as string;
    const status = await browser.get(`/api/payments/${failedId}`);
    expect(status.statusCode).toBe(200);
    expect(status.json.data.results.state).toBe('failed');
    expect(status.json.data.results.invoice_amount).toBe('999');
    const second = orderIdOf(await payInit(browser, user.id));
    expect(second).not.toBe(first);
    const paid = await sandboxPay(app, second);
    const res = await browser.post('/api/pay/verify', checkoutOf(paid));
    expect(res.json.data.results.state).toBe('fulfilled');
    expect(res.json.data.results.purchase_id).toBe(status.json.data.results.purchase_id);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, purchases: 1 });
  });

  it('gives the paid purchase’s receipt as a PDF', async () => {
    const { browser, checkout } = await paidOrder('send');
    const res = await browser.get(`/api/payments/${checkout.razorpay_payment_id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    expect(res.body.startsWith('%PDF')).toBe(true);
    // Billed to the name the buyer gave (decision 077): makeUser's Asha Verma.
    const raw = await app.inject({
      method: 'GET',
      url: `/api/payments/${checkout.razorpay_payment_id}/receipt`,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const pdf = await getDocumentProxy(new Uint8Array(raw.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Billed to Asha Verma');
  });
});
