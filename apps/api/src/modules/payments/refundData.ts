import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { purchases, refunds } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';
import type { PurchaseRow } from './data.js';

// Every read and write of the refunds table (decision 081).

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Claims a refund: inserts it with its gateway call taken (`attemptedAt`), or nothing when its
 * payment already has one for the subject (the unique index): only the inserter calls the
 * gateway. Null: another trigger claimed it first.
 */
export async function claimRefund(
  db: DbOrTx,
  row: typeof refunds.$inferInsert,
): Promise<RefundRow | null> {
  const [inserted] = await db.insert(refunds).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findRefund(
  db: DbOrTx,
  paymentId: string,
  subject: string,
): Promise<RefundRow | null> {
  return firstRow(db, refunds, and(eq(refunds.paymentId, paymentId), eq(refunds.subject, subject)));
}

/** Writes the gateway's answer (or its refusal) and lets the claim go. */
export async function settleRefund(
  db: DbOrTx,
  id: string,
  set: Pick<Partial<RefundRow>, 'status' | 'gatewayRefundId' | 'failure' | 'attemptedAt'> & {
    updatedAt: Date;
  },
): Promise<RefundRow | null> {
  return updatedRow(db, refunds, set, eq(refunds.id, id));
}

const unsent = and(eq(refunds.status, 'requested'), isNull(refunds.gatewayRefundId));

/** Refunds the gateway has not answered whose claim was let go or is older than `staleBefore`. */
export async function refundsToRetry(
  db: DbOrTx,
  staleBefore: Date,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(unsent, or(isNull(refunds.attemptedAt), lt(refunds.attemptedAt, staleBefore))))
    .orderBy(refunds.createdAt)
    .limit(limit);
}

/**
 * Re-takes an unsent refund's gateway call (compare-and-set on the claim time it was read
 * with): of racing reconciliations one wins; null for the others.
 */
export async function reclaimRefund(
  db: DbOrTx,
  row: RefundRow,
  staleBefore: Date,
  now: Date,
): Promise<RefundRow | null> {
  return updatedRow(
    db,
    refunds,
    { attemptedAt: now, updatedAt: now },
    and(
      eq(refunds.id, row.id),
      unsent,
      or(isNull(refunds.attemptedAt), lt(refunds.attemptedAt, staleBefore)),
    ),
  );
}

export async function refundsOfPurchases(db: DbOrTx, purchaseIds: string[]): Promise<RefundRow[]> {
  if (purchaseIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.purchaseId, purchaseIds))
    .orderBy(refunds.createdAt);
}

/** The user's purchases that took money (paid or fulfilled), newest first. */
export async function paidPurchasesOf(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.state, ['paid', 'fulfilled'])))
    .orderBy(desc(purchases.paidAt))
    .limit(limit);
}
