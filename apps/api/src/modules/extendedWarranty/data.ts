import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { extendedWarranties, purchases } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

export type WarrantyRow = typeof extendedWarranties.$inferSelect;
export type NewWarranty = Omit<
  typeof extendedWarranties.$inferInsert,
  'id' | 'state' | 'purchaseId' | 'certificateNo' | 'coverFrom' | 'coverTo' | 'activatedAt'
>;

/** A quote of the ew journey's step3 (decision 044): priced, not paid. */
export async function insertQuotedWarranty(db: DbOrTx, row: NewWarranty): Promise<WarrantyRow> {
  const [inserted] = await db
    .insert(extendedWarranties)
    .values({ ...row, id: randomUUID(), state: 'quoted' })
    .returning();
  if (!inserted) throw new Error('extended warranty not inserted');
  return inserted;
}

export async function findWarranty(db: DbOrTx, id: string): Promise<WarrantyRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return firstRow(db, extendedWarranties, eq(extendedWarranties.id, id));
}

/** The user's own warranty, or null (another user's is not found). */
export async function findUserWarranty(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<WarrantyRow | null> {
  const row = await findWarranty(db, id);
  return row?.userId === userId ? row : null;
}

/** Links the quote to the purchase that pays it (once: a quote has one purchase). */
export async function linkPurchase(db: DbOrTx, id: string, purchaseId: string): Promise<void> {
  await db
    .update(extendedWarranties)
    .set({ purchaseId })
    .where(and(eq(extendedWarranties.id, id), isNull(extendedWarranties.purchaseId)));
}

/** quoted → active with its certificate and cover, inside the fulfilment's transaction. */
export async function activateWarranty(
  tx: DbOrTx,
  id: string,
  patch: { purchaseId: string; certificateNo: string; coverFrom: string; coverTo: string },
  now: Date,
): Promise<WarrantyRow | null> {
  return updatedRow(
    tx,
    extendedWarranties,
    { ...patch, state: 'active', activatedAt: now },
    and(eq(extendedWarranties.id, id), eq(extendedWarranties.state, 'quoted')),
  );
}

/** Records POST /ew/pay/offline's transaction once; a repeat keeps the first record. */
export async function recordOfflinePay(
  db: DbOrTx,
  id: string,
  transactionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(extendedWarranties)
    .set({ offlineTransactionId: transactionId, offlineRecordedAt: now })
    .where(and(eq(extendedWarranties.id, id), isNull(extendedWarranties.offlineTransactionId)));
}

/** A warranty with the payment that paid it, if any. */
export interface PaidWarranty {
  warranty: WarrantyRow;
  paymentId: string | null;
}

/** The user's warranties, newest first (quotes and active ones), with their payment ids. */
export async function userWarranties(db: DbOrTx, userId: string): Promise<PaidWarranty[]> {
  return db
    .select({ warranty: extendedWarranties, paymentId: purchases.paymentId })
    .from(extendedWarranties)
    .leftJoin(purchases, eq(purchases.id, extendedWarranties.purchaseId))
    .where(eq(extendedWarranties.userId, userId))
    .orderBy(desc(extendedWarranties.createdAt))
    .limit(20);
}

/** One warranty of the user with its purchase (state and payment id), or null. */
export async function userWarrantyWithPurchase(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<(PaidWarranty & { purchaseState: string | null }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({
      warranty: extendedWarranties,
      paymentId: purchases.paymentId,
      purchaseState: purchases.state,
    })
    .from(extendedWarranties)
    .leftJoin(purchases, eq(purchases.id, extendedWarranties.purchaseId))
    .where(and(eq(extendedWarranties.id, id), eq(extendedWarranties.userId, userId)));
  return row ?? null;
}
