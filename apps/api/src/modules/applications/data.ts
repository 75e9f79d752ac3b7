import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { cardApplications, leads } from '../../db/schema.js';
import type { Tx } from '../../db/types.js';
import { type LeadOwner, type LeadRow, ownedBy } from '../leads/data.js';

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
 * Serialises the caller's instant-apply forms for one card until the transaction ends: two
 * sent at once (no lead id) would otherwise each make a lead, and each reach the bank. The
 * second waits, then finds the first one's lead (decision 013).
 */
export async function lockInstantApply(tx: Tx, owner: LeadOwner, cardId: number): Promise<void> {
  const who = owner.userId ? `user:${owner.userId}` : `visitor:${owner.visitorId ?? ''}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${who}), ${cardId}::int)`);
}

/**
 * The owner's instant-apply lead for a card that the issuer has not answered yet (a retry
 * after the bank could not be reached goes on with it; one being submitted right now is found
 * too, and its claim then answers 409). Instant-apply leads are complete leads of the issuer's
 * journey with no step history.
 */
export async function undecidedInstantLead(
  tx: Tx,
  owner: LeadOwner,
  journey: string,
  cardId: number,
): Promise<LeadRow | null> {
  const [row] = await tx
    .select({ lead: leads })
    .from(leads)
    .innerJoin(cardApplications, eq(cardApplications.leadId, leads.id))
    .where(
      and(
        ownedBy(owner),
        eq(leads.journey, journey),
        eq(leads.status, 'complete'),
        sql`${leads.history} = '[]'::jsonb`,
        eq(cardApplications.cardId, cardId),
        isNull(cardApplications.status),
      ),
    )
    .orderBy(desc(leads.updatedAt))
    .limit(1)
    .for('update', { of: leads });
  return row?.lead ?? null;
}
