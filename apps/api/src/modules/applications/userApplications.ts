import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { cardApplications, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import type { ApplicationRow } from './data.js';

/** The answered card applications on the user's leads, the latest first (the profile's list). */
export async function userApplications(db: DbOrTx, userId: string): Promise<ApplicationRow[]> {
  const rows = await db
    .select({ application: cardApplications })
    .from(cardApplications)
    .innerJoin(leads, eq(leads.id, cardApplications.leadId))
    .where(and(eq(leads.userId, userId), isNotNull(cardApplications.status)))
    .orderBy(desc(cardApplications.createdAt));
  return rows.map((r) => r.application);
}

/** One of them by id, or null when it is not the user's or not answered yet. */
export async function userApplication(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<ApplicationRow | null> {
  const all = await userApplications(db, userId);
  return all.find((a) => a.id === id) ?? null;
}

/** Keeps a status check's answer. */
export async function saveStatus(
  db: DbOrTx,
  id: string,
  patch: { status: number; declineReason: string | null; providerStatus: string; now: Date },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(cardApplications)
    .set({
      status: patch.status,
      declineReason: patch.declineReason,
      providerStatus: patch.providerStatus,
      updatedAt: patch.now,
    })
    .where(eq(cardApplications.id, id))
    .returning();
  return row ?? null;
}
