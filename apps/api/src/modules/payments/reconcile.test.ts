import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { MINUTE, TestClock } from '../../test/auth.js';
import {
  buyer,
  fulfilments,
  orderIdOf,
  PLAN,
  PLAN2,
  payInit,
  sandboxPay,
} from '../../test/payments.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { membershipPurchasable } from '../membership/membershipPurchasable.js';
import type { SettleDeps } from './deps.js';
import { type Purchasable, purchasableRegistry } from './purchasable.js';
import { reconcilePayments } from './reconcile.js';
import { scheduleReconciliation } from './reconcileSchedule.js';

/**
 * The membership plan's handler, except that while `dying` is set the process "dies" in the
 * middle of it (after the capture was recorded, before the fulfilment committed).
 */
const crashable = { dying: false };
const dyingMembership: Purchasable = {
  ...membershipPurchasable,
  fulfil: async (tx, purchase, now) => {
    const done = await membershipPurchasable.fulfil(tx, purchase, now);
    if (crashable.dying) throw new Error('killed');
    return done;
  },
};

describe.each(testDbKinds())('payment reconciliation on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();
  let deps: SettleDeps;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, purchasables: [dyingMembership] });
    // What another API process (the one left running) reconciles with: same database and keys.
    deps = {
      db: database.db,
      now: clock.now,
      gateway: sandboxRazorpay(database.db),
      purchasables: purchasableRegistry([membershipPurchasable]),
      log: app.log,
    };
  });
  afterEach(() => {
    crashable.dying = false;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('fulfils a capture whose callback and webhook never arrived, once the grace is over', async () => {
    const { browser, user } = await buyer(app, database);
    const orderId = orderIdOf(await payInit(browser, user.id));
    expect((await sandboxPay(app, orderId, 'success@razorpay', 'skip')).statusCode).toBe(200);
    // Within the grace period the order is left to its callback.
    expect((await reconcilePayments(deps)).asked).toBe(0);
    clock.advance(3 * MINUTE);
    const counts = await reconcilePayments(deps);
    expect(counts).toMatchObject({ captured: 1, fulfilled: 1, errors: 0 });
    expect(await fulfilments(database, user.id)).toEqual({
      memberships: 1,
      credits: 1,
      coins: PLAN.coins,
      purchases: 1,
    });
    // A second run (or a second process) finds nothing to do.
    expect((await reconcilePayments(deps)).fulfilled).toBe(0);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1 });
  });

  it('completes a purchase whose process was killed after the capture and before fulfilment', async () => {
    const { browser, user } = await buyer(app, database);
    const orderId = orderIdOf(await payInit(browser, user.id));
    crashable.dying = true;
    const paid = await sandboxPay(app, orderId, 'success@razorpay', 'send');
    expect(paid.statusCode).toBe(200);
    const checkout = paid.json.data.results.response;
    // The callback too dies in fulfilment: the payment is recorded, the purchase stays paid.
    const res = await browser.post('/api/pay/verify', checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results.state).toBe('paid');
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0, credits: 0 });
    const counts = await reconcilePayments(deps);
    expect(counts.fulfilled).toBe(1);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, credits: 1 });
    crashable.dying = false;
    const after = await browser.post('/api/pay/verify', checkout);
    expect(after.json.data.results.state).toBe('fulfilled');
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, credits: 1 });
  });

  it('leaves unpaid and failed orders open, and marks them checked', async () => {
    const { browser, user } = await buyer(app, database);
    const unpaid = orderIdOf(await payInit(browser, user.id));
    // Another plan: the same plan's second call would get the same order back (decision 066).
    const other = orderIdOf(await payInit(browser, user.id, PLAN2.rupees, PLAN2.id));
    await sandboxPay(app, other, 'failure@razorpay', 'skip');
    clock.advance(3 * MINUTE);
    const counts = await reconcilePayments(deps);
    expect(counts.asked).toBeGreaterThanOrEqual(2);
    expect(counts.fulfilled).toBe(0);
    expect((await browser.get(`/api/pay/orders/${unpaid}`)).json.data.results.state).toBe(
      'pending',
    );
    // Asked once within the grace: not again until it passes.
    expect((await reconcilePayments(deps)).asked).toBe(0);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 0 });
  });

  it('runs on a schedule from when the app is ready, and stops with it', async () => {
    const { browser, user } = await buyer(app, database);
    const orderId = orderIdOf(await payInit(browser, user.id));
    await sandboxPay(app, orderId, 'success@razorpay', 'skip');
    clock.advance(3 * MINUTE);
    const host = Fastify({ logger: false });
    const schedule = scheduleReconciliation(host, deps, 60);
    await host.ready();
    // The run started on ready is the one `run` joins.
    expect(await schedule.run()).toMatchObject({ errors: 0 });
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1 });
    await host.close();
    expect(await schedule.run()).toBeNull();
  });
});
