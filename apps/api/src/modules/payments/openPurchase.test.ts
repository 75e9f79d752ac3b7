import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, purchases } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { logIn, MINUTE, TestClock } from '../../test/auth.js';
import {
  buyer,
  fulfilments,
  orderIdOf,
  PLAN,
  PLAN2,
  payInit,
  sandboxPay,
} from '../../test/payments.js';
import type { Visitor } from '../../test/testApp.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { ORDER_REUSE_MS } from './startPurchase.js';

const RACERS = 20;

/** One open purchase per buyer and object, one open order per purchase (decision 066). */
describe.each(testDbKinds())('one open purchase per buyer and object on $kind', ({ open }) => {
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

  const pending = async (userId: string) =>
    database.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.state, 'pending')));

  const storedOrders = async (purchaseId: string) =>
    database.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.purchaseId, purchaseId));

  const purchaseIdOf = (res: { json: unknown }) =>
    (res.json as { data: { results: { purchase_id: string } } }).data.results.purchase_id;

  const race = (browser: Visitor, userId: string) =>
    Promise.all(Array.from({ length: RACERS }, () => payInit(browser, userId)));

  it('20 concurrent pay/init make one pending purchase, and every answer carries its one order', async () => {
    const { browser, user } = await buyer(app, database);
    const answers = await race(browser, user.id);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const orderIds = new Set(answers.map(orderIdOf));
    expect(orderIds.size).toBe(1);
    expect(new Set(answers.map(purchaseIdOf)).size).toBe(1);
    const open = await pending(user.id);
    expect(open).toHaveLength(1);
    // Only the order handed out is stored: no order the browser never saw can be paid.
    expect((await storedOrders(open[0]?.id ?? '')).map((o) => o.id)).toEqual([...orderIds]);
    // Paying it once gives one membership.
    const [orderId] = orderIds;
    const paid = await sandboxPay(app, orderId ?? '');
    expect(paid.json.data.results.status).toBe('captured');
    expect(await fulfilments(database, user.id)).toEqual({
      memberships: 1,
      credits: 1,
      coins: PLAN.coins,
      purchases: 1,
    });
  });

  it('the membership route and /pay/init share the one open order of a plan', async () => {
    const { browser, user } = await buyer(app, database);
    const initiate = () =>
      browser.post('/api/membership/pay/initiate', { userId: user.id, planId: PLAN.id });
    const answers = await Promise.all([
      ...Array.from({ length: RACERS / 2 }, initiate),
      ...Array.from({ length: RACERS / 2 }, () => payInit(browser, user.id)),
    ]);
    expect(new Set(answers.map(orderIdOf)).size).toBe(1);
    expect(await pending(user.id)).toHaveLength(1);
  });

  it('a second pay/init gets the first order while it is open', async () => {
    const { browser, user } = await buyer(app, database);
    const first = orderIdOf(await payInit(browser, user.id));
    expect(orderIdOf(await payInit(browser, user.id))).toBe(first);
    expect(await pending(user.id)).toHaveLength(1);
  });

  it('a failed payment opens a new order for the same purchase, and it pays once', async () => {
    const { browser, user } = await buyer(app, database);
    const firstAnswer = await payInit(browser, user.id);
    const first = orderIdOf(firstAnswer);
    expect((await sandboxPay(app, first, 'failure@razorpay')).json.data.results.status).toBe(
      'failed',
    );
    const retries = await race(browser, user.id);
    const retryIds = new Set(retries.map(orderIdOf));
    expect(retryIds.size).toBe(1);
    const [second] = retryIds;
    expect(second).not.toBe(first);
    expect(new Set(retries.map(purchaseIdOf))).toEqual(new Set([purchaseIdOf(firstAnswer)]));
    await sandboxPay(app, second ?? '');
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, purchases: 1 });
  });

  it('an expired order is replaced by a new one, and it pays once', async () => {
    const { browser, user } = await buyer(app, database);
    const first = orderIdOf(await payInit(browser, user.id));
    clock.advance(ORDER_REUSE_MS + MINUTE);
    await logIn(app, browser, user.mobile); // the idle session ended meanwhile
    const second = orderIdOf(await payInit(browser, user.id));
    expect(second).not.toBe(first);
    expect(orderIdOf(await payInit(browser, user.id))).toBe(second);
    await sandboxPay(app, second);
    expect(await fulfilments(database, user.id)).toMatchObject({ memberships: 1, purchases: 1 });
  });

  it('a new purchase of the same object is possible once the first is paid', async () => {
    const { browser, user } = await buyer(app, database);
    const firstAnswer = await payInit(browser, user.id);
    await sandboxPay(app, orderIdOf(firstAnswer));
    const again = await payInit(browser, user.id);
    expect(again.statusCode).toBe(200);
    expect(purchaseIdOf(again)).not.toBe(purchaseIdOf(firstAnswer));
    expect(orderIdOf(again)).not.toBe(orderIdOf(firstAnswer));
  });

  it('two different objects bought at once are two purchases; two buyers of one object too', async () => {
    const { browser, user } = await buyer(app, database);
    const { browser: other, user: otherUser } = await buyer(app, database);
    const answers = await Promise.all([
      payInit(browser, user.id),
      payInit(browser, user.id, PLAN2.rupees, PLAN2.id),
      payInit(other, otherUser.id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map(orderIdOf)).size).toBe(3);
    expect(await pending(user.id)).toHaveLength(2);
    expect(await pending(otherUser.id)).toHaveLength(1);
  });

  it('the same plan written another way ("01") is the same object', async () => {
    const { browser, user } = await buyer(app, database);
    const first = orderIdOf(await payInit(browser, user.id));
    const padded = await payInit(browser, user.id, PLAN.rupees, `0${PLAN.id}`);
    expect(orderIdOf(padded)).toBe(first);
    expect(await pending(user.id)).toHaveLength(1);
  });
});
