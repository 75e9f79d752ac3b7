import { OBJECT_TYPES } from '@tara/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coinLedger, memberships, purchases } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { SANDBOX_PAY_PATH } from '../modules/payments/sandboxRoutes.js';
import { freshMobile, logIn, makeUser } from './auth.js';
import { type TestResponse, Visitor } from './testApp.js';

/** The seeded plan the payment tests buy (Tara Gold, ₹999). */
export const PLAN = { id: 1, rupees: 999, paise: 999_00, coins: 500 };
/** Another seeded plan (Tara Platinum, ₹1,999): a second object to buy. */
export const PLAN2 = { id: 2, rupees: 1999 };

/** A signed-in buyer: a browser with its user's id. */
export async function buyer(app: FastifyInstance, database: Database) {
  const mobile = freshMobile();
  const user = await makeUser(database, mobile);
  const browser = new Visitor(app);
  await logIn(app, browser, mobile);
  return { browser, user };
}

/** POST /api/pay/init for a membership plan, as the spec's client sends it. */
export const payInit = (
  browser: Visitor,
  userId: string,
  amount: number | string = PLAN.rupees,
  planId: number | string = PLAN.id,
) =>
  browser.post('/api/pay/init', {
    userId,
    deviceType: 1,
    amount,
    pg: 1,
    objectType: OBJECT_TYPES.membership,
    objectId: planId,
  });

/** The order id of a /pay/init answer (throws when it failed). */
export function orderIdOf(res: TestResponse): string {
  const id = res.json?.data?.results?.pg_response?.id as unknown as string | undefined;
  if (res.statusCode !== 200 || !id) throw new Error(`pay/init: ${res.statusCode} ${res.body}`);
  return id;
}

/** The sandbox checkout's payment (as our checkout page posts it). */
export const sandboxPay = (
  app: FastifyInstance,
  orderId: string,
  vpa = 'success@razorpay',
  webhooks: 'send' | 'skip' = 'send',
) => new Visitor(app).post(SANDBOX_PAY_PATH, { order_id: orderId, method: 'upi', vpa, webhooks });

/** How many times a user's purchases were fulfilled: memberships and coin credits. */
export async function fulfilments(database: Database, userId: string) {
  const [m] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const [c] = await database.db
    .select({ n: sql<number>`count(*)::int`, coins: sql<number>`coalesce(sum(coins), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  const [p] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return { memberships: m?.n ?? 0, credits: c?.n ?? 0, coins: c?.coins ?? 0, purchases: p?.n ?? 0 };
}
