import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { insuranceCombos, insurancePolicies, leads, purchases, refunds } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

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
  return quoteById(db, insurancePolicies, id);
}

/** The newest policy of a lead (a new quote per validation while unpaid). */
export async function newestPolicyOfLead(db: DbOrTx, leadId: string): Promise<PolicyRow | null> {
  return newestQuoteOfLead(db, insurancePolicies, leadId);
}

/** The paid (or later) policy of a lead, if any: a lead is paid for once. */
export async function paidPolicyOfLead(db: DbOrTx, leadId: string): Promise<PolicyRow | null> {
  return firstRow(
    db,
    insurancePolicies,
    and(
      eq(insurancePolicies.leadId, leadId),
      inArray(insurancePolicies.state, ['paid', 'issuing', 'issued', 'failed']),
    ),
  );
}

/** The user's own finished lead of one of `journeys`: by id, or the newest. */
export async function userInsuranceLead(
  db: DbOrTx,
  userId: string,
  journeys: readonly string[],
  leadId?: string,
): Promise<LeadRow | null> {
  if (leadId !== undefined && !isUuid(leadId)) return null;
  return firstRow(
    db,
    leads,
    and(
      eq(leads.userId, userId),
      inArray(leads.journey, [...journeys]),
      eq(leads.status, 'complete'),
      ...(leadId ? [eq(leads.id, leadId)] : []),
    ),
    desc(leads.updatedAt),
  );
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
  return updatedRow(
    tx,
    insurancePolicies,
    { state: 'paid', purchaseId, leadStatus },
    and(eq(insurancePolicies.id, id), eq(insurancePolicies.state, 'quoted')),
  );
}

/** paid → issuing: the one claim of the insurer's call (a repeat finds nothing to claim). */
export async function claimIssuance(
  db: DbOrTx,
  purchaseId: string,
  now: Date = new Date(),
): Promise<PolicyRow | null> {
  return claimPaidPolicy(db, eq(insurancePolicies.purchaseId, purchaseId), now);
}

/** paid → issuing for the policy `which` picks (a single policy or a combo's part). */
export async function claimPaidPolicy(
  db: DbOrTx,
  which: SQL,
  now: Date,
): Promise<PolicyRow | null> {
  return updatedRow(
    db,
    insurancePolicies,
    { state: 'issuing', issuingSince: now },
    and(which, eq(insurancePolicies.state, 'paid')),
  );
}

export async function settleIssuance(
  db: DbOrTx,
  id: string,
  patch:
    | { state: 'issued'; policyNumber: string; startDate: string; endDate: string; issuedAt: Date }
    | { state: 'failed'; failure: string },
): Promise<boolean> {
  const settled = await db
    .update(insurancePolicies)
    .set(patch)
    .where(and(eq(insurancePolicies.id, id), eq(insurancePolicies.state, 'issuing')))
    .returning({ id: insurancePolicies.id });
  return settled.length > 0;
}

/** The user's own lead by id, in any state (a journey's covers are asked before it ends). */
export async function userLeadAnyState(
  db: DbOrTx,
  userId: string,
  leadId: string,
): Promise<LeadRow | null> {
  if (!isUuid(leadId)) return null;
  return firstRow(db, leads, and(eq(leads.id, leadId), eq(leads.userId, userId)));
}

/** The two tables of quotes a lead is priced into: single policies and combos (decision 055). */
type QuoteTable = typeof insurancePolicies | typeof insuranceCombos;

/** A quote (policy or combo) by id; null for an id that is no uuid. */
export function quoteById<T extends QuoteTable>(
  db: DbOrTx,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return firstRow(db, table, eq(table.id, id));
}

/** The newest quote of a lead in `table` (a new quote per validation while unpaid). */
export function newestQuoteOfLead<T extends QuoteTable>(
  db: DbOrTx,
  table: T,
  leadId: string,
): Promise<T['$inferSelect'] | null> {
  return firstRow(db, table, eq(table.leadId, leadId), desc(table.createdAt));
}

/**
 * Policies (single or a combo's part) that failed after a payment made after `paidAfter` and
 * have no refund yet (decision 081): a process that died between the two.
 */
export async function failedUnrefunded(
  db: DbOrTx,
  paidAfter: Date,
  limit: number,
): Promise<PolicyRow[]> {
  const rows = await db
    .select({ policy: insurancePolicies })
    .from(insurancePolicies)
    .leftJoin(insuranceCombos, eq(insuranceCombos.id, insurancePolicies.comboId))
    .innerJoin(
      purchases,
      sql`${purchases.id} = coalesce(${insurancePolicies.purchaseId}, ${insuranceCombos.purchaseId})`,
    )
    .where(
      and(
        eq(insurancePolicies.state, 'failed'),
        gt(purchases.paidAt, paidAfter),
        notExists(
          sql`(SELECT 1 FROM ${refunds} WHERE ${refunds.purchaseId} = ${purchases.id} AND ${refunds.subject} = 'policy:' || ${insurancePolicies.id}::text)`,
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.policy);
}
