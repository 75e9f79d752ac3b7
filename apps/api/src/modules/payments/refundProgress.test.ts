import { shopInsuranceJourney } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { type RefundEventName, refundWebhookBody } from '../../partners/razorpay/webhookEvent.js';
import { TestClock } from '../../test/auth.js';
import { countingGateway } from '../../test/countingGateway.js';
import { insuranceKit, mobileEnding } from '../../test/insurance.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { reconcilePayments } from './reconcile.js';
import { deliverWebhook } from './sandboxRoutes.js';

// A refund's later progress (decision 093): Razorpay's refund webhooks and the reconciliation's
// poll settle a refund the gateway accepted as pending, once, never back.
describe.each(testDbKinds())('refund progress on $kind', ({ open }) => {
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
    Object.assign(counting.state, { failNext: 0, loseNext: 0, pendingNext: 0, pendingFetches: 0 });
  });

  const { paid } = insuranceKit(
    () => app,
    () => database,
  );
  const refundOf = async (userId: string) => {
    const rows = await database.db.select().from(refunds).where(eq(refunds.userId, userId));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof refunds.$inferSelect;
  };
  const settleDeps = () => ({
    db: database.db,
    now: clock.now,
    gateway: counting.gateway,
    purchasables: new Map(),
    log: app.log,
  });

  /** Refused by the insurer after payment, its refund answered pending by the gateway. */
  async function pendingRefund() {
    counting.state.pendingNext = 1;
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    const row = await refundOf(w.userId);
    expect(row).toMatchObject({ status: 'requested', failure: null });
    expect(row.gatewayRefundId).toMatch(/^rfnd_/);
    return { ...w, row };
  }

  /** Razorpay's refund event of the payment's refund, its status `status`. */
  async function refundEvent(
    paymentId: string,
    event: RefundEventName,
    status: 'pending' | 'processed' | 'failed',
  ) {
    const [made] = await counting.gateway.fetchRefunds(paymentId);
    const payment = await counting.gateway.fetchPayment(paymentId);
    if (!made || !payment) throw new Error('no refund at the gateway');
    return refundWebhookBody(event, { ...made, status }, payment, clock.now());
  }

  const accountRefund = async (w: Awaited<ReturnType<typeof paid>>) => {
    const activity = await w.browser.get('/api/me/activity');
    expect(activity.statusCode, activity.body).toBe(200);
    return (
      activity.json.data.results as unknown as { kind: string; refund: { state: string } }[]
    ).find((item) => item.kind === 'payment')?.refund;
  };
  const shownRefund = async (w: Awaited<ReturnType<typeof paid>>) => {
    const status = await w.browser.get(`/api/payments/${w.checkout.razorpay_payment_id}`);
    expect(status.statusCode, status.body).toBe(200);
    return status.json.data.results.refunds[0] as unknown as { status: string; timeline: string };
  };

  it('settles a pending refund processed by its webhook, once, and never back', async () => {
    const w = await pendingRefund();
    expect(await accountRefund(w)).toMatchObject({ state: 'requested' });
    const paymentId = w.checkout.razorpay_payment_id;
    const processed = await refundEvent(paymentId, 'refund.processed', 'processed');

    clock.advance(60_000);
    expect(await deliverWebhook(app, processed, { eventId: `evt_RfP${Date.now()}` })).toBe(200);
    const settled = await refundOf(w.userId);
    expect(settled).toMatchObject({ status: 'processed', gatewayRefundId: w.row.gatewayRefundId });
    expect(await accountRefund(w)).toMatchObject({ state: 'processed' });
    expect((await shownRefund(w)).timeline).toMatch(/5 to 7 working days/);

    // Replayed (another delivery id), an older `refund.created` still pending, and a late
    // contrary `refund.failed`: one change was made, and stays.
    clock.advance(60_000);
    for (const body of [
      processed,
      await refundEvent(paymentId, 'refund.created', 'pending'),
      await refundEvent(paymentId, 'refund.failed', 'failed'),
    ]) {
      expect(await deliverWebhook(app, body)).toBe(200);
    }
    expect(await refundOf(w.userId)).toEqual(settled);
  });

  it('shows a refund the gateway failed as failed, with what happens next', async () => {
    const w = await pendingRefund();
    const failed = await refundEvent(w.checkout.razorpay_payment_id, 'refund.failed', 'failed');
    expect(await deliverWebhook(app, failed)).toBe(200);
    expect(await refundOf(w.userId)).toMatchObject({ status: 'failed' });
    expect(await accountRefund(w)).toMatchObject({ state: 'failed' });
    const shown = await shownRefund(w);
    expect(shown.status).toBe('failed');
    expect(shown.timeline).toMatch(/support team will contact you/);
    // A processed event after it (Razorpay sends none) does not undo what the buyer was told.
    const processed = await refundEvent(
      w.checkout.razorpay_payment_id,
      'refund.processed',
      'processed',
    );
    expect(await deliverWebhook(app, processed)).toBe(200);
    expect(await refundOf(w.userId)).toMatchObject({ status: 'failed' });
  });

  it('re-polls a refund still pending after 30 minutes, by one reconciliation', async () => {
    const w = await pendingRefund();
    const before = counting.state.fetches;
    clock.advance(10 * 60_000);
    expect((await reconcilePayments(settleDeps())).refundsPolled).toBe(0);
    expect(counting.state.fetches).toBe(before);

    // Still pending at the first poll: asked again only a poll period later.
    clock.advance(21 * 60_000);
    counting.state.pendingFetches = 1;
    expect((await reconcilePayments(settleDeps())).refundsPolled).toBe(1);
    expect(await refundOf(w.userId)).toMatchObject({ status: 'requested' });
    clock.advance(5 * 60_000);
    expect((await reconcilePayments(settleDeps())).refundsPolled).toBe(0);

    clock.advance(26 * 60_000);
    const runs = await Promise.all([
      reconcilePayments(settleDeps()),
      reconcilePayments(settleDeps()),
    ]);
    expect(runs.reduce((sum, r) => sum + r.refundsPolled, 0)).toBe(1);
    expect(await refundOf(w.userId)).toMatchObject({ status: 'processed' });
    clock.advance(60 * 60_000);
    expect((await reconcilePayments(settleDeps())).refundsPolled).toBe(0);
  });

  it("takes a webhook that comes before the call's answer, by our receipt, and refunds once", async () => {
    const calls = counting.state.refundCalls;
    counting.state.loseNext = 1;
    const w = await paid(shopInsuranceJourney, mobileEnding('7'));
    const lost = await refundOf(w.userId);
    expect(lost.gatewayRefundId).toBeNull();
    const body = await refundEvent(w.checkout.razorpay_payment_id, 'refund.processed', 'processed');
    expect(body.payload.refund.entity.receipt).toBe(lost.id);
    expect(await deliverWebhook(app, body)).toBe(200);
    const settled = await refundOf(w.userId);
    expect(settled.status).toBe('processed');
    expect(settled.gatewayRefundId).toBe(body.payload.refund.entity.id);
    clock.advance(10 * 60_000);
    await reconcilePayments(settleDeps());
    expect(counting.state.refundCalls - calls).toBe(1);
  });

  it('checks the signature of refund events as of every event, and leaves refunds not ours', async () => {
    const w = await pendingRefund();
    const body = await refundEvent(w.checkout.razorpay_payment_id, 'refund.processed', 'processed');
    expect(await deliverWebhook(app, body, { secret: 'not-the-webhook-secret' })).toBe(403);
    const stranger = {
      ...body,
      payload: {
        ...body.payload,
        refund: {
          entity: { ...body.payload.refund.entity, id: 'rfnd_NotOurs0000001', receipt: null },
        },
      },
    };
    expect(await deliverWebhook(app, stranger)).toBe(200);
    expect(await refundOf(w.userId)).toMatchObject({ status: 'requested' });
  });
});
