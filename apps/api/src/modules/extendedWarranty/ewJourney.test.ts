import {
  type Answers,
  EW_CONGRATES_ROUTE,
  EW_PAY_CALL,
  ewQuote,
  ewJourney as j,
  OBJECT_TYPES,
  sampleAnswers,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendedWarranties, leadCalls, leads, purchases, users } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { webhookBody } from '../../partners/razorpay/webhookEvent.js';
import { freshMobile, logIn, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { pdfText } from '../../test/pdfText.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { deliverWebhook } from '../payments/sandboxRoutes.js';
import { NOT_PAID_YET, OTHER_TRANSACTION, WARRANTY_NOT_FOUND } from './offlinePay.js';

const P = j.prefix;

interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
const checkoutOf = (res: { json: unknown }): Checkout =>
  (res.json as { data: { results: { response: Checkout } } }).data.results.response;

// The extended warranty through the API (decision 044): step3 quotes the warranty from the
// lead's answers and opens its order (objectType 18) for the lead's user, the lead waits,
// the payment's fulfilment (callback and webhook, once) makes the warranty active and moves
// the lead on; /ew/pay/offline records the payment of the user's own warranty only.
describe.each(testDbKinds())('the extended warranty on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  // The sample purchase date is relative to the real clock (inside the purchase window).
  const clock = new TestClock(new Date());

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [j] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A visitor's lead saved through step3 (waiting on the payment) on a fresh mobile. */
  async function throughStep3() {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const answers: Answers = {};
    let leadId: string | undefined;
    for (const step of ['step1', 'step2', 'step3']) {
      const values = {
        ...sampleAnswers(P, step, { answers }),
        ...(step === 'step1' ? { mobile } : {}),
      };
      const res = await saveStep(browser, step, values, leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
      Object.assign(answers, values);
    }
    if (!leadId) throw new Error('no lead');
    const call = await payCall(leadId);
    const [quote] = await database.db
      .select()
      .from(extendedWarranties)
      .where(eq(extendedWarranties.leadId, leadId));
    const ewId = String(quote?.id);
    return { browser, mobile, leadId, answers, orderId: String(call?.facts?.orderId), call, ewId };
  }

  const leadRow = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const payCall = async (leadId: string) =>
    (
      await database.db
        .select()
        .from(leadCalls)
        .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, EW_PAY_CALL)))
    )[0];
  const warrantiesOf = (userId: string) =>
    database.db.select().from(extendedWarranties).where(eq(extendedWarranties.userId, userId));

  /** Paid at the sandbox (webhooks sent), then the checkout's callback from a logged-in browser. */
  async function paidAndVerified() {
    const w = await throughStep3();
    const paid = await sandboxPay(app, w.orderId, 'success@razorpay', 'send');
    expect(paid.statusCode, paid.body).toBe(200);
    const checkout = checkoutOf(paid);
    await logIn(app, w.browser, w.mobile);
    const verified = await w.browser.post('/api/pay/verify', checkout);
    expect(verified.statusCode, verified.body).toBe(200);
    const userId = String((await leadRow(w.leadId))?.userId);
    return { ...w, checkout, userId, verified };
  }

  it('quotes step3 from the lead’s answers on the server, and waits for the payment', async () => {
    const w = await throughStep3();
    expect((await leadRow(w.leadId))?.current).toBe('step3');
    expect(w.call?.state).toBe('waiting');
    const expected = ewQuote(w.answers)?.split;
    expect(expected?.totalPaise).toBe(2_125_00);
    expect(w.call?.facts?.amountPaise).toBe(expected?.totalPaise);
    expect(w.call?.facts?.gstPaise).toBe(expected?.gstPaise);
    const userId = String((await leadRow(w.leadId))?.userId);
    const [quoted] = await warrantiesOf(userId);
    expect(quoted).toMatchObject({ state: 'quoted', premiumPaise: 2_125_00, coverYears: 2 });
    const [purchase] = await database.db
      .select()
      .from(purchases)
      .where(eq(purchases.objectId, String(quoted?.id)));
    expect(purchase).toMatchObject({ objectType: OBJECT_TYPES.ew, state: 'pending' });

    // Saving step3 again while it waits opens no second order.
    const again = sampleAnswers(P, 'step3', { answers: w.answers });
    await saveStep(w.browser, 'step3', again, w.leadId, {}, P);
    expect(String((await payCall(w.leadId))?.facts?.orderId)).toBe(w.orderId);
    expect(await warrantiesOf(userId)).toHaveLength(1);
  });

  it('refuses an amount the browser changed (the price is the server’s)', async () => {
    const w = await throughStep3();
    await logIn(app, w.browser, w.mobile);
    const userId = String((await leadRow(w.leadId))?.userId);
    const ewId = w.ewId;
    const init = (amount: number) =>
      w.browser.post('/api/pay/init', {
        userId,
        deviceType: 1,
        amount,
        pg: 1,
        objectType: OBJECT_TYPES.ew,
        objectId: ewId,
      });
    expect((await init(1)).statusCode).toBe(400);
    expect(orderIdOf(await init(2125))).toMatch(/^order_/);
    // Another user cannot buy this warranty.
    const other = await buyer(app, database);
    const theirs = await other.browser.post('/api/pay/init', {
      userId: other.user.id,
      deviceType: 1,
      amount: 2125,
      pg: 1,
      objectType: OBJECT_TYPES.ew,
      objectId: ewId,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('fulfils once through callback and webhook, activates the warranty, moves the lead on', async () => {
    const w = await paidAndVerified();
    expect(w.verified.json.data.results.state).toBe('fulfilled');
    // The webhook again, under a new event id: nothing changes.
    const payment = await sandboxRazorpay(database.db).fetchPayment(w.checkout.razorpay_payment_id);
    if (!payment) throw new Error('no sandbox payment');
    const captured = webhookBody('payment.captured', payment, clock.now());
    expect(await deliverWebhook(app, captured, { eventId: 'evt_EwReplay000001' })).toBe(200);
    expect((await w.browser.post('/api/pay/verify', w.checkout)).statusCode).toBe(200);

    const rows = await warrantiesOf(w.userId);
    expect(rows).toHaveLength(1);
    const [warranty] = rows;
    expect(warranty?.state).toBe('active');
    expect(warranty?.certificateNo).toMatch(/^EW-\d{4}-[0-9A-F]{10}$/);
    expect(warranty?.coverFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [purchase] = await database.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, w.userId));
    expect(purchase?.state).toBe('fulfilled');
    expect(purchase?.fulfilment).toMatchObject({ certificateNo: warranty?.certificateNo });

    const lead = await leadRow(w.leadId);
    expect(lead?.current).toBe('step4');
    const step4 = sampleAnswers(P, 'step4', { answers: w.answers });
    const done = await saveStep(w.browser, 'step4', step4, w.leadId, {}, P);
    expect(done.statusCode, done.body).toBe(200);
    expect(String(done.json.metadata?.last_loc)).toBe(EW_CONGRATES_ROUTE);

    const mine = await w.browser.get('/api/ew/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json.data.results).toMatchObject([
      {
        state: 'active',
        certificate_no: warranty?.certificateNo,
        premium: '2,125',
        serial_masked: 'XXXXXXXXXXX7891',
        payment_id: w.checkout.razorpay_payment_id,
        gst: { gst_paise: 324_15, rate_percent: 18 },
      },
    ]);
    expect(mine.body).not.toContain('356789104567891');
  });

  it('gives an active warranty’s certificate PDF to its owner only (decision 086)', async () => {
    const w = await paidAndVerified();
    const [warranty] = await warrantiesOf(w.userId);
    const url = `/api/ew/${w.ewId}/certificate.pdf`;
    const mine = (await w.browser.get('/api/ew/mine')).json.data.results;
    expect(mine[0]).toMatchObject({ certificate_url: url, provider: { sample: true } });
    const raw = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: [...w.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(String(raw.headers['content-disposition'])).toContain('attachment');
    const text = await pdfText(raw.rawPayload);
    expect(text).toContain(`Certificate number ${warranty?.certificateNo}`);
    expect(text).toContain('Serial number or IMEI XXXXXXXXXXX7891');
    expect(text).not.toContain('356789104567891');

    // Another user, a visitor and a quote not paid yet get none.
    const other = await buyer(app, database);
    const theirs = await other.browser.get(url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(String(warranty?.certificateNo));
    expect((await new Visitor(app).get(url)).statusCode).toBe(401);
    const unpaid = await throughStep3();
    await logIn(app, unpaid.browser, unpaid.mobile);
    const quote = (await unpaid.browser.get('/api/ew/mine')).json.data.results;
    expect(quote[0]).toMatchObject({ state: 'quoted', certificate_url: null });
    const none = await unpaid.browser.get(`/api/ew/${unpaid.ewId}/certificate.pdf`);
    expect(none.statusCode).toBe(404);
  });

  it('records the offline pay once (EW-04): a repeat is harmless', async () => {
    const w = await paidAndVerified();
    const ewId = w.ewId;
    const body = { ewId, transactionId: w.checkout.razorpay_payment_id, userId: 2521 };
    const first = await w.browser.post('/api/ew/pay/offline', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.data.results).toMatchObject({ ew_id: ewId, offline_recorded: true });
    const [recorded] = await warrantiesOf(w.userId);
    clock.advance(60_000);
    const again = await w.browser.post('/api/ew/pay/offline', body);
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual(first.json);
    const [after] = await warrantiesOf(w.userId);
    expect(after?.offlineRecordedAt).toEqual(recorded?.offlineRecordedAt);
    expect(after?.offlineTransactionId).toBe(w.checkout.razorpay_payment_id);
  });

  it('answers 400 with errors for what is not a fulfilled ew purchase of this user', async () => {
    const w = await paidAndVerified();
    const ewId = w.ewId;
    const pay = w.checkout.razorpay_payment_id;
    const post = (browser: Visitor, body: Record<string, unknown>) =>
      browser.post('/api/ew/pay/offline', body);

    const wrong = await post(w.browser, { ewId, transactionId: 'pay_SomethingElse01' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors).toEqual([OTHER_TRANSACTION]);

    // Another user's warranty, even with its payment id and its owner's userId: not found.
    const other = await buyer(app, database);
    const theirs = await post(other.browser, { ewId, transactionId: pay, userId: w.userId });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json.errors).toEqual([WARRANTY_NOT_FOUND]);
    expect((await other.browser.get('/api/ew/mine')).json.data.results).toEqual([]);

    // A quote not paid yet.
    const unpaid = await throughStep3();
    await logIn(app, unpaid.browser, unpaid.mobile);
    const notYet = await post(unpaid.browser, {
      ewId: unpaid.ewId,
      transactionId: pay,
    });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json.errors).toEqual([NOT_PAID_YET]);

    // Not logged in, and a malformed body.
    expect((await post(new Visitor(app), { ewId, transactionId: pay })).statusCode).toBe(401);
    expect((await post(w.browser, { ewId })).statusCode).toBe(422);
  });

  it('keeps the lead at step3 when the payment fails', async () => {
    const w = await throughStep3();
    await sandboxPay(app, w.orderId, 'failure@razorpay', 'send');
    expect((await leadRow(w.leadId))?.current).toBe('step3');
    expect((await payCall(w.leadId))?.state).toBe('waiting');
  });

  it('registers the ew user by mobile and updates the signed-in one with profileId 7', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const added = await browser.post('/api/ew/user/register', { mobile, first_name: 'Ravi' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json.data.results).toMatchObject({ action: 'add', mobile });
    const id = String(added.json.data.results.id);
    const known = await browser.post('/api/ew/user/register', { mobile });
    expect(known.json.data.results).toEqual({ action: 'update', id, mobile });
    expect((await browser.post('/api/ew/user/register', { mobile: '12345' })).statusCode).toBe(422);

    const body = {
      profileId: 7,
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.com',
    };
    expect((await browser.post('/api/ew/user/update', body)).statusCode).toBe(401);
    await logIn(app, browser, mobile);
    const updated = await browser.post('/api/ew/user/update', body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json.data.results).toEqual({ action: 'update', id, mobile });
    const wrongProfile = await browser.post('/api/ew/user/update', { ...body, profileId: 3 });
    expect(wrongProfile.statusCode).toBe(422);
    expect(wrongProfile.body).toContain('profileId must be 7');
    const badEmail = await browser.post('/api/ew/user/update', { profileId: 7, email: 'x@' });
    expect(badEmail.statusCode).toBe(422);
    // Another user's id or mobile in the body names nobody: the session's record is updated.
    const other = await buyer(app, database);
    const someoneElse = await browser.post('/api/ew/user/update', {
      ...body,
      user_id: other.user.id,
      mobile: other.user.mobile,
      utmSource: 'google',
    });
    expect(someoneElse.statusCode, someoneElse.body).toBe(200);
    expect(someoneElse.json.data.results).toEqual({ action: 'update', id, mobile });
    const [untouched] = await database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(untouched?.firstName).toBe(other.user.firstName);
    const [mine] = await database.db.select().from(users).where(eq(users.id, id));
    expect(mine).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' });
  });
});
