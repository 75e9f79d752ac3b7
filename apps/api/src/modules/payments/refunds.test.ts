import { OBJECT_TYPES, shopInsuranceJourney } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purchases, refunds, sandboxGatewayRefunds } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { TestClock } from '../../test/auth.js';
import { countingGateway } from '../../test/countingGateway.js';
import { addPath, checkoutOf, insuranceKit, mobileEnding } from '../../test/insurance.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { refundFailedPolicies } from '../insurance/refundFailedPolicies.js';
import { refundFailedPolicy } from '../insurance/refundFailedPolicy.js';
import { reconcilePayments } from './reconcile.js';

// Paid but not issued (issue 22 §3, decision 081): the sandbox insurer refuses a proposer whose
// mobile ends in 7 after the payment; the payment is refunded at once, once, through the gateway.
describe.each(testDbKinds())('refunds after the insurer refuses on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let counting: ReturnType<typeof countingGateway>;
  const clock = new TestClock(new Date());

  beforeAll(async () => {
    database = await open();
    counting = countingGateway(database.db);
    app = await testApp(database, {
      now: clock.now,
      journeys: [shopInsuranceJourney],
      paymentGateway: counting.gateway,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    counting.state.failNext = 0;
    counting.state.loseNext = 0;
  });

  const { policiesOfLead, walked, paid } = insuranceKit(
    () => app,
    () => database,
  );
  const refundsOf = (userId: string) =>
    database.db.select().from(refunds).where(eq(refunds.userId, userId));
  const purchaseOf = async (userId: string) =>
    (await database.db.select().from(purchases).where(eq(purchases.userId, userId)))[0];
  const settleDeps = () => ({
    db: database.db,
    now: clock.now,
    gateway: counting.gateway,
    purchasables: new Map(),
    log: app.log,
  });

  /** Walked and validated on `mobile`, its order opened and paid at the sandbox, no webhooks. */
  async function paidWithoutWord(mobile: string) {
    const w = await walked(shopInsuranceJourney, mobile);
    const validated = await w.browser.post(addPath(shopInsuranceJourney), {
      leadId: w.leadId,
      validateOnly: 1,
      paymentId: null,
    });
    const item = validated.json.data.results.payment_item;
    const init = await w.browser.post('/api/pay/init', {
      userId: w.userId,
      deviceType: 1,
      amount: item.invoice_amount,
      pg: 1,
      objectType: OBJECT_TYPES.insurance,
      objectId: item.object_id,
    });
    const at = await sandboxPay(app, orderIdOf(init), 'success@razorpay', 'skip');
    return { ...w, checkout: checkoutOf(at) };
  }

  it('refunds the whole payment once when the insurer refuses after it, and shows it', async () => {
    const before = counting.state.refundCalls;
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    const [policy] = await policiesOfLead(w.leadId);
    expect(policy?.state).toBe('failed');
    const purchase = await purchaseOf(w.userId);
    const rows = await refundsOf(w.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'processed',
      amountPaise: purchase?.amountPaise,
      paymentId: w.checkout.razorpay_payment_id,
      subject: `policy:${policy?.id}`,
      reason: policy?.failure,
    });
    expect(rows[0]?.gatewayRefundId).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(counting.state.refundCalls - before).toBe(1);

    // The status screen, the policy page and the account all show it.
    const status = await w.browser.get(`/api/payments/${w.checkout.razorpay_payment_id}`);
    expect(status.statusCode, status.body).toBe(200);
    const [shown] = status.json.data.results.refunds as unknown as Record<string, unknown>[];
    expect(shown).toMatchObject({
      reference: rows[0]?.gatewayRefundId,
      amount_paise: purchase?.amountPaise,
      status: 'processed',
    });
    expect(String(shown?.timeline)).toMatch(/5 to 7 working days/);
    const current = await w.browser.get('/api/insurances/current');
    expect(current.json.data.results.payment_id).toBe(w.checkout.razorpay_payment_id);
    expect(current.json.data.results.refunds[0]?.reference).toBe(rows[0]?.gatewayRefundId);
    const mine = await w.browser.get('/api/payments/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    const [payment] = mine.json.data.results.payments as unknown as {
      payment_id: string;
      refunds: { reference: string }[];
    }[];
    expect(payment?.payment_id).toBe(w.checkout.razorpay_payment_id);
    expect(payment?.refunds.map((r) => r.reference)).toEqual([rows[0]?.gatewayRefundId]);
    // The account lists the payment with its refund (issue 22 §4).
    const activity = await w.browser.get('/api/me/activity');
    const listed = (
      activity.json.data.results as unknown as { kind: string; refund: { reference: string } }[]
    ).find((item) => item.kind === 'payment');
    expect(listed?.refund.reference).toBe(rows[0]?.gatewayRefundId);

    // A retried callback (and the webhooks already sent) make no second refund.
    expect((await w.browser.post('/api/pay/verify', w.checkout)).statusCode).toBe(200);
    await reconcilePayments(settleDeps());
    expect(await refundsOf(w.userId)).toHaveLength(1);
    expect(counting.state.refundCalls - before).toBe(1);
  });

  it('makes one refund of concurrent callbacks and reconciliation', async () => {
    const before = counting.state.refundCalls;
    const w = await paidWithoutWord(mobileEnding('7'));
    clock.advance(5 * 60_000);
    const answers = await Promise.all([
      w.browser.post('/api/pay/verify', w.checkout),
      w.browser.post('/api/pay/verify', w.checkout),
      reconcilePayments(settleDeps()),
    ]);
    expect(answers.slice(0, 2).map((a) => 'statusCode' in a && a.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(w.userId)).toHaveLength(1);
    expect(counting.state.refundCalls - before).toBe(1);
  });

  it('claims a refund once when two triggers race (Promise.all)', async () => {
    const before = counting.state.refundCalls;
    const w = await paid(shopInsuranceJourney, mobileEnding('1'));
    const [policy] = await policiesOfLead(w.leadId);
    if (!policy) throw new Error('no policy');
    const deps = settleDeps();
    await Promise.all([
      refundFailedPolicy(deps, policy, 'refused'),
      refundFailedPolicy(deps, policy, 'refused'),
      refundFailedPolicy(deps, policy, 'refused'),
    ]);
    const rows = await refundsOf(w.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.gatewayRefundId).toMatch(/^rfnd_/);
    expect(counting.state.refundCalls - before).toBe(1);
  });

  it('retries a refund whose gateway call failed exactly once, by reconciliation', async () => {
    const before = counting.state.refundCalls;
    counting.state.failNext = 1;
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    const [unsent] = await refundsOf(w.userId);
    expect(unsent).toMatchObject({ status: 'requested', gatewayRefundId: null, attemptedAt: null });
    expect(counting.state.refundCalls - before).toBe(1);
    const pending = await w.browser.get(`/api/payments/${w.checkout.razorpay_payment_id}`);
    expect(pending.json.data.results.refunds[0]).toMatchObject({
      status: 'requested',
      reference: null,
    });

    await Promise.all([reconcilePayments(settleDeps()), reconcilePayments(settleDeps())]);
    const [sent] = await refundsOf(w.userId);
    expect(sent).toMatchObject({ status: 'processed', failure: null });
    expect(sent?.gatewayRefundId).toMatch(/^rfnd_/);
    expect(counting.state.refundCalls - before).toBe(2);
    await reconcilePayments(settleDeps());
    expect(counting.state.refundCalls - before).toBe(2);
    expect(await counting.gateway.fetchRefunds(w.checkout.razorpay_payment_id)).toHaveLength(1);
  });

  it('finds a refund whose answer was lost instead of refunding twice', async () => {
    const before = counting.state.refundCalls;
    counting.state.loseNext = 1;
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    expect((await refundsOf(w.userId))[0]?.gatewayRefundId).toBeNull();
    await reconcilePayments(settleDeps());
    const [found] = await refundsOf(w.userId);
    const atGateway = await counting.gateway.fetchRefunds(w.checkout.razorpay_payment_id);
    expect(atGateway).toHaveLength(1);
    expect(found?.gatewayRefundId).toBe(atGateway[0]?.id);
    expect(counting.state.refundCalls - before).toBe(1);
  });

  it('sweeps a failed policy whose refund never started (a process that died), once', async () => {
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    // As a process leaves it when it dies between the failure and the refund's claim.
    const undo = async () => {
      await database.db.delete(refunds).where(eq(refunds.userId, w.userId));
      await database.db
        .delete(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.paymentId, w.checkout.razorpay_payment_id));
    };
    await undo();
    const before = counting.state.refundCalls;
    await Promise.all([refundFailedPolicies(settleDeps()), refundFailedPolicies(settleDeps())]);
    const rows = await refundsOf(w.userId);
    expect(rows.map((r) => r.status)).toEqual(['processed']);
    expect(counting.state.refundCalls - before).toBe(1);
    expect(await refundFailedPolicies(settleDeps())).toBe(0);

    // A payment older than the sweep's window is left to support.
    await undo();
    clock.advance(8 * 86_400_000);
    expect(await refundFailedPolicies(settleDeps())).toBe(0);
    expect(await refundsOf(w.userId)).toEqual([]);
  });

  it('shows a refund to its owner only', async () => {
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    const stranger = await buyer(app, database);
    const theirs = await stranger.browser.get(`/api/payments/${w.checkout.razorpay_payment_id}`);
    expect(theirs.statusCode).toBe(404);
    const mine = await stranger.browser.get('/api/payments/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json.data.results.payments).toEqual([]);
    expect((await new Visitor(app).get('/api/payments/mine')).statusCode).toBe(401);
    const owner = await w.browser.get('/api/payments/mine');
    expect(owner.json.data.results.payments[0]?.refunds).toHaveLength(1);
  });
});
