import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { type LeadOwner, ownedBy } from '../leads/data.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's lead by id (not abandoned), or null. */
export async function ownLeadAnswers(db: DbOrTx, leadId: string, owner: LeadOwner) {
  if (!UUID.test(leadId)) return null;
  const [row] = await db
    .select({ answers: leads.answers })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownedBy(owner), ne(leads.status, 'abandoned')));
  return row ?? null;
}

/** The owner's most recently finished lead of one of `journeys` (or that one lead), or null. */
export async function latestFinishedLead(
  db: DbOrTx,
  owner: LeadOwner,
  journeys: readonly string[],
  leadId?: string,
) {
  if (journeys.length === 0) return null;
  const [row] = await db
    .select({
      id: leads.id,
      journey: leads.journey,
      providerId: leads.providerId,
      answers: leads.answers,
    })
    .from(leads)
    .where(
      and(
        ownedBy(owner),
        inArray(leads.journey, [...journeys]),
        eq(leads.status, 'complete'),
        leadId === undefined ? undefined : eq(leads.id, leadId),
      ),
    )
    .orderBy(desc(leads.updatedAt), desc(leads.createdAt))
    .limit(1);
  return row ?? null;
}
