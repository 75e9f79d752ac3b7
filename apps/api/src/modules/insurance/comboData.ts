import { randomUUID } from 'node:crypto';
import { coverById } from '@tara/core';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { insuranceCombos, insurancePolicies } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';
import {
  claimPaidPolicy,
  type NewPolicy,
  newestQuoteOfLead,
  type PolicyRow,
  quoteById,
} from './data.js';

// The combos' rows (decision 055): a combo and its parts (policies with its id), and the
// issuing claims that make each part's insurer call happen once, retried when stale.

export type ComboRow = typeof insuranceCombos.$inferSelect;
export type NewCombo = Omit<typeof insuranceCombos.$inferInsert, 'id' | 'state' | 'purchaseId'>;

/** A quoted combo and its quoted parts, in one transaction. */
export async function insertQuotedCombo(
  db: DbOrTx,
  combo: NewCombo,
  parts: readonly NewPolicy[],
): Promise<ComboRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(insuranceCombos)
      .values({ ...combo, id: randomUUID(), state: 'quoted' })
      .returning();
    if (!row) throw new Error('insurance combo not inserted');
    await tx
      .insert(insurancePolicies)
      .values(
        parts.map((p) => ({ ...p, id: randomUUID(), state: 'quoted' as const, comboId: row.id })),
      );
    return row;
  });
}

export async function findCombo(db: DbOrTx, id: string): Promise<ComboRow | null> {
  return quoteById(db, insuranceCombos, id);
}

export async function comboOfPurchase(db: DbOrTx, purchaseId: string): Promise<ComboRow | null> {
  return firstRow(db, insuranceCombos, eq(insuranceCombos.purchaseId, purchaseId));
}

/** The newest combo of a lead (a new quote per validation while unpaid). */
export async function newestComboOfLead(db: DbOrTx, leadId: string): Promise<ComboRow | null> {
  return newestQuoteOfLead(db, insuranceCombos, leadId);
}

export async function paidComboOfLead(db: DbOrTx, leadId: string): Promise<ComboRow | null> {
  return firstRow(
    db,
    insuranceCombos,
    and(eq(insuranceCombos.leadId, leadId), eq(insuranceCombos.state, 'paid')),
  );
}

/** A combo's parts, in the combo's order (its cover record's `parts`). */
export async function partsOfCombo(db: DbOrTx, combo: ComboRow): Promise<PolicyRow[]> {
  const cover = coverById(combo.combo);
  const order: readonly string[] = cover?.kind === 'combo' ? cover.parts.map((p) => p.id) : [];
  const rows = await db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.comboId, combo.id));
  return rows.sort((a, b) => order.indexOf(a.product) - order.indexOf(b.product));
}

export async function linkComboPurchase(db: DbOrTx, id: string, purchaseId: string): Promise<void> {
  await db.update(insuranceCombos).set({ purchaseId }).where(eq(insuranceCombos.id, id));
}

/** quoted → paid (lead status 263) with its parts, in the fulfilment's transaction, once. */
export async function markComboPaid(
  tx: DbOrTx,
  id: string,
  purchaseId: string,
  leadStatus: number,
): Promise<ComboRow | null> {
  const row = await updatedRow(
    tx,
    insuranceCombos,
    { state: 'paid', purchaseId, leadStatus },
    and(eq(insuranceCombos.id, id), eq(insuranceCombos.state, 'quoted')),
  );
  if (!row) return null;
  await tx
    .update(insurancePolicies)
    .set({ state: 'paid', leadStatus })
    .where(and(eq(insurancePolicies.comboId, id), eq(insurancePolicies.state, 'quoted')));
  return row;
}

/** paid → issuing for one part: the one claim of its insurer call. */
export async function claimPart(db: DbOrTx, id: string, now: Date): Promise<PolicyRow | null> {
  return claimPaidPolicy(db, eq(insurancePolicies.id, id), now);
}

/** Policies (single or parts) left 'issuing' since before `before` (or with no claim time). */
export async function staleIssuing(db: DbOrTx, before: Date, limit = 50): Promise<PolicyRow[]> {
  return db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.state, 'issuing'),
        or(isNull(insurancePolicies.issuingSince), lt(insurancePolicies.issuingSince, before)),
      ),
    )
    .orderBy(asc(insurancePolicies.createdAt))
    .limit(limit);
}

/**
 * Re-claims a stale 'issuing' policy: only the caller that moves its claim time from the one it
 * read wins, so two retries (or two processes) never both call the insurer.
 */
export async function reclaimStale(
  db: DbOrTx,
  stale: PolicyRow,
  now: Date,
): Promise<PolicyRow | null> {
  return updatedRow(
    db,
    insurancePolicies,
    { issuingSince: now },
    and(
      eq(insurancePolicies.id, stale.id),
      eq(insurancePolicies.state, 'issuing'),
      stale.issuingSince
        ? eq(insurancePolicies.issuingSince, stale.issuingSince)
        : isNull(insurancePolicies.issuingSince),
    ),
  );
}

/** The combos of several ids (the stuck retry asks the product of a part's combo). */
export async function combosByIds(db: DbOrTx, ids: readonly string[]): Promise<ComboRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(insuranceCombos)
    .where(inArray(insuranceCombos.id, [...ids]));
}
