import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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

/**
 * Writes the gateway's answer (or its refusal) and lets the claim go. The status moves only
 * from `requested` (decision 093): a webhook that settled the refund while the call was on its
 * way back is not undone by the call's older `pending`.
 */
export async function settleRefund(
  db: DbOrTx,
  id: string,
  {
    status,
    ...set
  }: Pick<Partial<RefundRow>, 'status' | 'gatewayRefundId' | 'failure' | 'attemptedAt'> & {
    updatedAt: Date;
  },
): Promise<RefundRow | null> {
  return updatedRow(
    db,
    refunds,
    {
      ...set,
      ...(status
        ? {
            status: sql<
              RefundRow['status']
            >`case when ${refunds.status} = 'requested' then ${status} else ${refunds.status} end`,
          }
        : {}),
    },
    eq(refunds.id, id),
  );
}

/**
 * The refund a gateway event is about: by the gateway's id, or, before our call's answer was
 * written (or when it was lost), by the receipt we gave it (our refund's id), on its payment.
 */
export async function refundOfGateway(
  db: DbOrTx,
  gateway: { id: string; paymentId: string; receipt: string | null },
): Promise<RefundRow | null> {
  const byReceipt =
    gateway.receipt && /^[0-9a-f-]{36}$/.test(gateway.receipt)
      ? and(eq(refunds.id, gateway.receipt), eq(refunds.paymentId, gateway.paymentId))
      : undefined;
  return firstRow(
    db,
    refunds,
    byReceipt
      ? or(eq(refunds.gatewayRefundId, gateway.id), byReceipt)
      : eq(refunds.gatewayRefundId, gateway.id),
  );
}

/**
 * Settles a refund once (decision 093): `requested` → `processed` or `failed`, compare-and-set
 * on the status, so of a replayed or concurrent event (or poll) one changes it; a final state is
 * never moved again. Null: it was already final.
 */
export async function settleRefundOnce(
  db: DbOrTx,
  id: string,
  set: { status: 'processed' | 'failed'; gatewayRefundId: string; updatedAt: Date },
): Promise<RefundRow | null> {
  return updatedRow(db, refunds, set, and(eq(refunds.id, id), eq(refunds.status, 'requested')));
}

const pending = and(eq(refunds.status, 'requested'), isNotNull(refunds.gatewayRefundId));

/** Refunds the gateway accepted as pending and nobody has touched since `before`, oldest first. */
export async function pendingRefunds(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(pending, lt(refunds.updatedAt, before)))
    .orderBy(refunds.updatedAt)
    .limit(limit);
}

/**
 * Takes a pending refund's poll (compare-and-set on the `updatedAt` it was read with, which the
 * poll moves on): of racing reconciliations one asks the gateway; null for the others.
 */
export async function claimPoll(db: DbOrTx, row: RefundRow, now: Date): Promise<RefundRow | null> {
  return updatedRow(
    db,
    refunds,
    { updatedAt: now },
    and(eq(refunds.id, row.id), pending, eq(refunds.updatedAt, row.updatedAt)),
  );
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

/** Records the gateway's id of a refund whose call's answer was lost (a pending event told it). */
export async function noteGatewayRefund(
  db: DbOrTx,
  id: string,
  gatewayRefundId: string,
  now: Date,
): Promise<RefundRow | null> {
  return updatedRow(
    db,
    refunds,
    { gatewayRefundId, failure: null, updatedAt: now },
    and(eq(refunds.id, id), eq(refunds.status, 'requested'), isNull(refunds.gatewayRefundId)),
  );
}
