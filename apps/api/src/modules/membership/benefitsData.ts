import { randomUUID } from 'node:crypto';
import { BENEFIT_OBJECT_TYPE } from '@tara/core';
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { coinLedger, memberships, purchases, users } from '../../db/schema.js';
import type { DbOrTx, Tx } from '../../db/types.js';

/** The ledger's reason for a benefit had for coins (decision 046). */
export const benefitReason = (benefitId: number) => `benefit:${benefitId}`;

/** The plans a user holds (any membership of theirs). */
export async function memberPlanIds(db: DbOrTx, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ planId: memberships.planId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.map((r) => r.planId);
}

/** Whether `membershipId` is the user's membership of `planId`. */
export async function holdsMembership(
  db: DbOrTx,
  userId: string,
  membershipId: string,
  planId: number,
): Promise<boolean> {
  const row = await firstRow(
    db,
    memberships,
    and(
      eq(memberships.id, membershipId),
      eq(memberships.userId, userId),
      eq(memberships.planId, planId),
    ),
  );
  return row !== null;
}

/**
 * Holds the user's row for the rest of the transaction, so two issuances of one user are
 * checked against the balance one after the other, never both against the same balance.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Spends a benefit's coins: the ledger entry is the issuance; its id the issuance id. */
export async function spendCoins(
  tx: Tx,
  entry: { userId: string; benefitId: number; coins: number; now: Date },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(coinLedger).values({
    id,
    userId: entry.userId,
    coins: -entry.coins,
    reason: benefitReason(entry.benefitId),
    createdAt: entry.now,
  });
  return id;
}

/** A coin issuance of the user's, by id (a replayed call answers it again). */
export async function findCoinIssuance(db: DbOrTx, userId: string, issuanceId: string) {
  const [row] = await db
    .select({ id: coinLedger.id, reason: coinLedger.reason, coins: coinLedger.coins })
    .from(coinLedger)
    .where(and(eq(coinLedger.id, issuanceId), spentOnBenefits(userId)));
  return row ?? null;
}

export interface IssuedBenefit {
  issuanceId: string;
  benefitId: number;
  coins: number;
  amountPaise: number;
  issuedAt: Date;
}

/** Every benefit issued to the user, newest first: for coins (ledger) and paid (purchases). */
export async function issuedBenefits(db: DbOrTx, userId: string): Promise<IssuedBenefit[]> {
  const [spent, paid] = await Promise.all([
    db.select().from(coinLedger).where(spentOnBenefits(userId)),
    db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          eq(purchases.objectType, BENEFIT_OBJECT_TYPE),
          eq(purchases.state, 'fulfilled'),
        ),
      )
      .orderBy(desc(purchases.fulfilledAt)),
  ]);
  const list: IssuedBenefit[] = [
    ...spent.map((e) => ({
      issuanceId: e.id,
      benefitId: Number(e.reason.slice('benefit:'.length)),
      coins: -e.coins,
      amountPaise: 0,
      issuedAt: e.createdAt,
    })),
    ...paid.map((p) => ({
      issuanceId: p.id,
      benefitId: Number(p.objectId.split('-')[1]),
      coins: 0,
      amountPaise: p.amountPaise,
      issuedAt: p.fulfilledAt ?? p.createdAt,
    })),
  ];
  return list.sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime());
}

/** The user's ledger entries that spent coins on a benefit (reason `benefit:<id>`). */
function spentOnBenefits(userId: string): SQL | undefined {
  return and(eq(coinLedger.userId, userId), like(coinLedger.reason, 'benefit:%'));
}
