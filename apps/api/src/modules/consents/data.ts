import { randomUUID } from 'node:crypto';
import type { ConsentPurpose } from '@tara/core';
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { consents, creditReports, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

export type ConsentRow = typeof consents.$inferSelect;

export interface ConsentGiven {
  /** Null: a consent of the user's own, on no lead (then `userId` is required). */
  leadId: string | null;
  userId: string | null;
  purpose: ConsentPurpose;
  version: string;
  subject?: string;
  now: Date;
}

/** Records a consent; one already live for this lead, purpose and subject is kept as it is. */
export async function insertConsent(db: DbOrTx, given: ConsentGiven): Promise<void> {
  await db
    .insert(consents)
    .values({
      id: randomUUID(),
      leadId: given.leadId,
      userId: given.userId,
      purpose: given.purpose,
      version: given.version,
      subject: given.subject ?? '',
      givenAt: given.now,
    })
    .onConflictDoNothing();
}

/** A user's consents: recorded with their id, or on a lead that is theirs now; latest first. */
export async function listConsents(db: DbOrTx, userId: string): Promise<ConsentRow[]> {
  const rows = await db
    .select({ consent: consents })
    .from(consents)
    .leftJoin(leads, eq(leads.id, consents.leadId))
    .where(or(eq(consents.userId, userId), eq(leads.userId, userId)))
    .orderBy(desc(consents.givenAt));
  return rows.map((r) => r.consent);
}

/** Withdraws a live consent of this user; the row withdrawn, or null when none matched. */
export async function withdrawConsent(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<ConsentRow | null> {
  const own = db
    .select({ id: consents.id })
    .from(consents)
    .leftJoin(leads, eq(leads.id, consents.leadId))
    .where(and(eq(consents.id, id), or(eq(consents.userId, userId), eq(leads.userId, userId))));
  return updatedRow(
    db,
    consents,
    { withdrawnAt: now },
    and(eq(consents.id, id), isNull(consents.withdrawnAt), inArray(consents.id, own)),
  );
}

/** The lead's consent for this purpose was withdrawn and not given again since. */
export async function isWithdrawn(
  db: DbOrTx,
  leadId: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const rows = await db
    .select({ withdrawnAt: consents.withdrawnAt })
    .from(consents)
    .where(and(eq(consents.leadId, leadId), eq(consents.purpose, purpose)));
  return rows.length > 0 && rows.every((r) => r.withdrawnAt !== null);
}

/** The lead's consent for this purpose and subject is live (given, not withdrawn). */
export async function hasLiveConsent(
  db: DbOrTx,
  leadId: string,
  purpose: ConsentPurpose,
  subject: string,
): Promise<boolean> {
  return anyLive(
    db,
    and(eq(consents.leadId, leadId), eq(consents.purpose, purpose), eq(consents.subject, subject)),
  );
}

/** Links a lead's consents recorded before the lead had a user to that user. */
export async function linkConsents(db: DbOrTx, leadId: string, userId: string): Promise<void> {
  await db
    .update(consents)
    .set({ userId })
    .where(and(eq(consents.leadId, leadId), isNull(consents.userId)));
}

/** A live consent of the user's own (on no lead) for this purpose. */
export async function hasLiveUserConsent(
  db: DbOrTx,
  userId: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  return anyLive(
    db,
    and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.leadId)),
  );
}

/** Every credit report of the user: erased when their credit-report consent is withdrawn. */
export async function deleteUserReports(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db
    .delete(creditReports)
    .where(eq(creditReports.userId, userId))
    .returning({ id: creditReports.id });
  return gone.length;
}

/** Some consent that `which` matches is live (given and not withdrawn). */
async function anyLive(db: DbOrTx, which: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(which, isNull(consents.withdrawnAt)))
    .limit(1);
  return rows.length > 0;
}
