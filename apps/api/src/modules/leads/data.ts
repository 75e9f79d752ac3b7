import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { leads, users } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadStatus = 'incomplete' | 'complete' | 'exited' | 'abandoned';

/** Who may read and save a lead: the visitor that made it, or the lead's user. */
export interface LeadOwner {
  visitorId: string | null;
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statuses of a lead not abandoned: `latestLead` finds one, `abandonLeads` ends them. */
const OPEN: LeadStatus[] = ['incomplete', 'complete', 'exited'];

/** Rows the owner may see; a condition that matches nothing when there is no owner. */
export function ownedBy(owner: LeadOwner): SQL {
  const either = [
    owner.visitorId ? eq(leads.visitorId, owner.visitorId) : undefined,
    owner.userId ? eq(leads.userId, owner.userId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return either.length > 0 ? (or(...either) as SQL) : sql`false`;
}

export async function insertLead(db: DbOrTx, row: typeof leads.$inferInsert): Promise<void> {
  await db.insert(leads).values(row);
}

/** The owner's lead, locked for the rest of the transaction (SELECT … FOR UPDATE). */
export function lockLead(db: DbOrTx, leadId: string, owner: LeadOwner): Promise<LeadRow | null> {
  return leadById(db, leadId, owner, 'lock');
}

/** Any lead by id, locked (a partner's callback moves it on; it has no owner session). */
export function lockLeadById(db: DbOrTx, leadId: string): Promise<LeadRow | null> {
  return leadById(db, leadId, null, 'lock');
}

/** The owner's lead, not locked (checks before a transaction). */
export function readLead(db: DbOrTx, leadId: string, owner: LeadOwner): Promise<LeadRow | null> {
  return leadById(db, leadId, owner, 'read');
}

/** Any lead by id (admin powers check their own conditions). */
export function findLead(db: DbOrTx, leadId: string): Promise<LeadRow | null> {
  return leadById(db, leadId, null, 'read');
}

export async function saveLead(
  db: DbOrTx,
  leadId: string,
  patch: Partial<typeof leads.$inferInsert>,
): Promise<void> {
  await db.update(leads).set(patch).where(eq(leads.id, leadId));
}

/** The owner's most recent lead of a journey that is not abandoned. */
export async function latestLead(
  db: DbOrTx,
  owner: LeadOwner,
  journey: string,
): Promise<LeadRow | null> {
  return firstRow(
    db,
    leads,
    and(ownedBy(owner), eq(leads.journey, journey), inArray(leads.status, OPEN)),
    desc(leads.updatedAt),
    desc(leads.createdAt),
  );
}

/** Marks the owner's open leads of a journey abandoned; returns how many. */
export async function abandonLeads(
  db: DbOrTx,
  owner: LeadOwner,
  journey: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(leads)
    .set({ status: 'abandoned', updatedAt: now })
    .where(and(ownedBy(owner), eq(leads.journey, journey), inArray(leads.status, OPEN)))
    .returning({ id: leads.id });
  return rows.length;
}

/**
 * At login: the visitor's leads become the user's, unless a verified user (someone who proved
 * the lead's mobile) already holds them. Returns how many moved.
 */
export async function claimVisitorLeads(
  db: DbOrTx,
  visitorId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const unverified = db.select({ id: users.id }).from(users).where(eq(users.isVerified, false));
  const rows = await db
    .update(leads)
    .set({ userId, updatedAt: now })
    .where(
      and(
        eq(leads.visitorId, visitorId),
        or(isNull(leads.userId), inArray(leads.userId, unverified)),
      ),
    )
    .returning({ id: leads.id });
  return rows.length;
}

/** Lead `leadId`, only if it is `owner`'s (when given), read or locked; null for a non-uuid id. */
async function leadById(
  db: DbOrTx,
  leadId: string,
  owner: LeadOwner | null,
  mode: 'read' | 'lock',
): Promise<LeadRow | null> {
  if (!UUID.test(leadId)) return null;
  const where = owner ? and(eq(leads.id, leadId), ownedBy(owner)) : eq(leads.id, leadId);
  if (mode === 'read') return firstRow(db, leads, where);
  const [row] = await db.select().from(leads).where(where).for('update');
  return row ?? null;
}
