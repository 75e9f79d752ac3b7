import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { insurancePolicies, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export type PolicyRow = typeof insurancePolicies.$inferSelect;
export type NewPolicy = Omit<
  typeof insurancePolicies.$inferInsert,
  | 'id'
  | 'state'
  | 'purchaseId'
  | 'policyNumber'
  | 'startDate'
  | 'endDate'
  | 'failure'
  | 'issuedAt'
  | 'comboId'
  | 'issuingSince'
>;
export type LeadRow = typeof leads.$inferSelect;

const isUuid = (id: string): boolean => /^[0-9a-f-]{36}$/i.test(id);

/** A validated, priced policy of a lead (decision 048): quoted, not paid. */
export async function insertQuotedPolicy(db: DbOrTx, row: NewPolicy): Promise<PolicyRow> {
  const [inserted] = await db
    .insert(insurancePolicies)
    .values({ ...row, id: randomUUID(), state: 'quoted' })
    .returning();
  if (!inserted) throw new Error('insurance policy not inserted');
  return inserted;
}

export async function findPolicy(db: DbOrTx, id: string): Promise<PolicyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  return row ?? null;
}

/** The newest policy of a lead (a new quote per validation while unpaid). */
export async function newestPolicyOfLead(db: DbOrTx, leadId: string): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.leadId, leadId))
    .orderBy(desc(insurancePolicies.createdAt))
    .limit(1);
  return row ?? null;
}

/** The paid (or later) policy of a lead, if any: a lead is paid for once. */
export async function paidPolicyOfLead(db: DbOrTx, leadId: string): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.leadId, leadId),
        inArray(insurancePolicies.state, ['paid', 'issuing', 'issued', 'failed']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's own finished lead of one of `journeys`: by id, or the newest. */
export async function userInsuranceLead(
  db: DbOrTx,
  userId: string,
  journeys: readonly string[],
  leadId?: string,
): Promise<LeadRow | null> {
  if (leadId !== undefined && !isUuid(leadId)) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.userId, userId),
        inArray(leads.journey, [...journeys]),
        eq(leads.status, 'complete'),
        ...(leadId ? [eq(leads.id, leadId)] : []),
      ),
    )
    .orderBy(desc(leads.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function linkPolicyPurchase(
  db: DbOrTx,
  id: string,
  purchaseId: string,
): Promise<void> {
  await db.update(insurancePolicies).set({ purchaseId }).where(eq(insurancePolicies.id, id));
}

/** quoted → paid (lead status 263) in the fulfilment's transaction, once. */
export async function markPolicyPaid(
  tx: DbOrTx,
  id: string,
  purchaseId: string,
  leadStatus: number,
): Promise<PolicyRow | null> {
  const [row] = await tx
    .update(insurancePolicies)
    .set({ state: 'paid', purchaseId, leadStatus })
    .where(and(eq(insurancePolicies.id, id), eq(insurancePolicies.state, 'quoted')))
    .returning();
  return row ?? null;
}

/** paid → issuing: the one claim of the insurer's call (a repeat finds nothing to claim). */
export async function claimIssuance(
  db: DbOrTx,
  purchaseId: string,
  now: Date = new Date(),
): Promise<PolicyRow | null> {
  const [row] = await db
    .update(insurancePolicies)
    .set({ state: 'issuing', issuingSince: now })
    .where(and(eq(insurancePolicies.purchaseId, purchaseId), eq(insurancePolicies.state, 'paid')))
    .returning();
  return row ?? null;
}

export async function settleIssuance(
  db: DbOrTx,
  id: string,
  patch:
    | { state: 'issued'; policyNumber: string; startDate: string; endDate: string; issuedAt: Date }
    | { state: 'failed'; failure: string },
): Promise<void> {
  await db
    .update(insurancePolicies)
    .set(patch)
    .where(and(eq(insurancePolicies.id, id), eq(insurancePolicies.state, 'issuing')));
}

/** The user's own lead by id, in any state (a journey's covers are asked before it ends). */
export async function userLeadAnyState(
  db: DbOrTx,
  userId: string,
  leadId: string,
): Promise<LeadRow | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
  return row ?? null;
}
