import { and, eq, sql } from 'drizzle-orm';
import { cardApplications, leads } from '../../db/schema.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import type { LeadOwner, LeadRow } from '../leads/data.js';

export type ApplicationRow = typeof cardApplications.$inferSelect;

/** The application of a lead for a card, locked for the transaction. */
export async function lockApplication(
  tx: Tx,
  leadId: string,
  cardId: number,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(cardApplications)
    .where(and(eq(cardApplications.leadId, leadId), eq(cardApplications.cardId, cardId)))
    .for('update');
  return row ?? null;
}

/**
 * Serialises every instant-apply form of one applicant for one card (whoever sends it) until
 * the transaction ends: a second waits, then finds the first's application (decision 060).
 */
export async function lockApplicant(tx: Tx, cardId: number, applicantKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`applicant:${applicantKey}`}), ${cardId}::int)`,
  );
}

/** The application an applicant (by key) made for a card, with its lead; null when none. */
export async function applicantApplication(
  db: DbOrTx,
  cardId: number,
  applicantKey: string,
): Promise<{ application: ApplicationRow; lead: LeadRow } | null> {
  const [row] = await db
    .select({ application: cardApplications, lead: leads })
    .from(cardApplications)
    .innerJoin(leads, eq(leads.id, cardApplications.leadId))
    .where(
      and(eq(cardApplications.cardId, cardId), eq(cardApplications.applicantKey, applicantKey)),
    );
  return row ?? null;
}

/** The lead is the owner's: made by their visitor, or theirs as a user (`ownedBy`'s rule). */
export function isOwners(lead: Pick<LeadRow, 'visitorId' | 'userId'>, owner: LeadOwner): boolean {
  return (
    (owner.visitorId !== null && lead.visitorId === owner.visitorId) ||
    (owner.userId !== null && lead.userId === owner.userId)
  );
}
