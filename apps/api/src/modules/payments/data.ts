import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import {
  coinLedger,
  type PaymentOrderState,
  paymentOrders,
  paymentWebhookEvents,
  purchases,
  refunds,
} from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

// Every read and write of the payments tables (decisions 039–041).

export type PurchaseRow = typeof purchases.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;

export async function findPendingPurchase(
  db: DbOrTx,
  userId: string,
  objectType: number,
  objectId: string,
): Promise<PurchaseRow | null> {
  return firstRow(
    db,
    purchases,
    and(
      eq(purchases.userId, userId),
      eq(purchases.objectType, objectType),
      eq(purchases.objectId, objectId),
      eq(purchases.state, 'pending'),
    ),
    desc(purchases.createdAt),
  );
}

/**
 * The user's pending purchase of the object, made when there is none (decision 066): the
 * unique index on pending purchases lets one racing insert in and the others read it.
 */
export async function openPurchase(
  db: DbOrTx,
  row: Omit<typeof purchases.$inferInsert, 'id' | 'state' | 'openOrderId'>,
): Promise<PurchaseRow> {
  // A pending purchase paid between our insert and our read: the next round opens a new one.
  for (let round = 0; round < 3; round++) {
    const [inserted] = await db
      .insert(purchases)
      .values({ ...row, id: randomUUID(), state: 'pending' })
      .onConflictDoNothing()
      .returning();
    const found =
      inserted ?? (await findPendingPurchase(db, row.userId, row.objectType, row.objectId));
    if (found) return found;
  }
  throw new Error('no pending purchase after three rounds');
}

/**
 * Hands out `order` as the purchase's open order when the open order is still the one the
 * caller saw (compare-and-set), storing it in the same transaction; false when another call
 * handed out its own first or the purchase is no longer pending.
 */
export async function handOutOrder(
  db: Db,
  seen: string | null,
  order: typeof paymentOrders.$inferInsert,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(purchases)
      .set({ openOrderId: order.id })
      .where(
        and(
          eq(purchases.id, order.purchaseId),
          eq(purchases.state, 'pending'),
          seen === null ? isNull(purchases.openOrderId) : eq(purchases.openOrderId, seen),
        ),
      )
      .returning({ id: purchases.id });
    if (!won) return false;
    await tx.insert(paymentOrders).values(order);
    return true;
  });
}

export async function findPurchase(db: DbOrTx, id: string): Promise<PurchaseRow | null> {
  return firstRow(db, purchases, eq(purchases.id, id));
}

export async function countOrders(db: DbOrTx, purchaseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(eq(paymentOrders.purchaseId, purchaseId));
  return row?.n ?? 0;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  return firstRow(db, paymentOrders, eq(paymentOrders.id, id));
}

/** The order a captured payment paid (null: none of ours). */
export async function findOrderByPayment(db: DbOrTx, paymentId: string): Promise<OrderRow | null> {
  return firstRow(db, paymentOrders, eq(paymentOrders.paymentId, paymentId));
}

/** Marks an open order as attempted with the gateway's failure text; a paid one is left. */
export async function markOrderFailedAttempt(
  db: DbOrTx,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ state: 'attempted', failureReason: reason.slice(0, 200), updatedAt: now })
    .where(
      and(eq(paymentOrders.id, orderId), inArray(paymentOrders.state, ['created', 'attempted'])),
    );
}

/**
 * Records a captured payment on its order and, when the purchase is still pending, on the
 * purchase (one transaction). Answers what changed: `first` the first word of this capture,
 * `again` a repeat of it, `otherPayment` an order already paid by another payment, and
 * `purchaseAlreadyPaid` a second order paying an already-paid purchase (a refund case).
 */
export async function recordCapture(
  db: DbOrTx,
  order: OrderRow,
  paymentId: string,
  now: Date,
): Promise<'first' | 'again' | 'otherPayment' | 'purchaseAlreadyPaid'> {
  const paid = await db
    .update(paymentOrders)
    .set({ state: 'paid', paymentId, failureReason: null, updatedAt: now })
    .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.paymentId)))
    .returning({ id: paymentOrders.id });
  if (paid.length === 0) {
    const current = await findOrder(db, order.id);
    return current?.paymentId === paymentId ? 'again' : 'otherPayment';
  }
  const purchase = await db
    .update(purchases)
    .set({ state: 'paid', paidOrderId: order.id, paymentId, paidAt: now })
    .where(and(eq(purchases.id, order.purchaseId), eq(purchases.state, 'pending')))
    .returning({ id: purchases.id });
  return purchase.length === 1 ? 'first' : 'purchaseAlreadyPaid';
}

/** The subject of a refund of the whole purchase (its fulfilment refused, decision 081). */
export const PURCHASE_REFUND = 'purchase';

/** Not refunded as a whole: a refunded purchase is never fulfilled (decision 081). */
const notRefunded = notExists(
  sql`(SELECT 1 FROM ${refunds} WHERE ${refunds.purchaseId} = ${purchases.id} AND ${refunds.subject} = ${PURCHASE_REFUND})`,
);

/**
 * Claims a paid purchase for fulfilment: locks it and moves it to fulfilled in the caller's
 * transaction. Null when it is not (or no longer) paid — someone else fulfilled it, once — or
 * it was refunded.
 */
export async function claimFulfilment(
  tx: DbOrTx,
  purchaseId: string,
  now: Date,
): Promise<PurchaseRow | null> {
  return updatedRow(
    tx,
    purchases,
    { state: 'fulfilled', fulfilledAt: now, fulfilmentErrors: null },
    and(eq(purchases.id, purchaseId), eq(purchases.state, 'paid'), notRefunded),
  );
}

export async function saveFulfilment(
  tx: DbOrTx,
  purchaseId: string,
  fulfilment: Record<string, string | number | null>,
): Promise<void> {
  await tx.update(purchases).set({ fulfilment }).where(eq(purchases.id, purchaseId));
}

export async function saveFulfilmentErrors(
  db: DbOrTx,
  purchaseId: string,
  errors: string[],
): Promise<void> {
  await db
    .update(purchases)
    .set({ fulfilmentErrors: errors })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.state, 'paid')));
}

/** Credits a purchase's coins once (the ledger's unique purchase and reason). */
export async function creditCoins(
  tx: DbOrTx,
  entry: { userId: string; coins: number; reason: string; purchaseId: string; now: Date },
): Promise<void> {
  if (entry.coins <= 0) return;
  await tx
    .insert(coinLedger)
    .values({
      id: randomUUID(),
      userId: entry.userId,
      coins: entry.coins,
      reason: entry.reason,
      purchaseId: entry.purchaseId,
      createdAt: entry.now,
    })
    .onConflictDoNothing();
}

export async function coinBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  return row?.total ?? 0;
}

/** Whether a webhook event was already handled. */
export async function seenWebhookEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  return row !== undefined;
}

export async function recordWebhookEvent(
  db: DbOrTx,
  row: typeof paymentWebhookEvents.$inferInsert,
): Promise<void> {
  await db.insert(paymentWebhookEvents).values(row).onConflictDoNothing();
}

/** Open orders old enough to ask the gateway about, and not asked since `checkedBefore`. */
export async function ordersToReconcile(
  db: DbOrTx,
  window: { createdAfter: Date; createdBefore: Date; checkedBefore: Date; limit: number },
): Promise<OrderRow[]> {
  const open: PaymentOrderState[] = ['created', 'attempted'];
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.state, open),
        gt(paymentOrders.createdAt, window.createdAfter),
        lt(paymentOrders.createdAt, window.createdBefore),
        or(isNull(paymentOrders.checkedAt), lt(paymentOrders.checkedAt, window.checkedBefore)),
      ),
    )
    .orderBy(paymentOrders.createdAt)
    .limit(window.limit);
}

export async function markOrderChecked(db: DbOrTx, orderId: string, now: Date): Promise<void> {
  await db.update(paymentOrders).set({ checkedAt: now }).where(eq(paymentOrders.id, orderId));
}

/**
 * Purchases paid but not fulfilled (a crash between the two, or a handler that failed), and
 * not refunded instead.
 */
export async function paidUnfulfilled(db: DbOrTx, limit: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.state, 'paid'), notRefunded))
    .orderBy(purchases.paidAt)
    .limit(limit);
}
