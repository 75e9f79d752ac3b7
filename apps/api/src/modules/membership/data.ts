import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { coinLedger, membershipPlans, memberships, users } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

export async function activePlans(db: DbOrTx): Promise<MembershipPlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .orderBy(asc(membershipPlans.id));
}

export async function activePlan(db: DbOrTx, id: number): Promise<MembershipPlanRow | null> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, id), eq(membershipPlans.active, true)));
  return row ?? null;
}

/** The membership a purchase made (one per purchase: its unique index). */
export async function insertMembership(
  db: DbOrTx,
  row: { userId: string; planId: number; purchaseId: string; startsAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.insert(memberships).values({ id, ...row });
  await db
    .update(users)
    .set({ membershipType: row.planId, updatedAt: row.startsAt })
    .where(eq(users.id, row.userId));
  return id;
}

/** A user's memberships, newest first, with their plan's title and coins. */
export async function userMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      id: memberships.id,
      planId: memberships.planId,
      title: membershipPlans.title,
      planCoins: membershipPlans.planCoins,
      startsAt: memberships.startsAt,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.startsAt));
}

/** A user's coin movements, newest first (the ledger is the balance's only source). */
export async function userCoinLedger(db: DbOrTx, userId: string) {
  return db
    .select({ coins: coinLedger.coins, reason: coinLedger.reason, createdAt: coinLedger.createdAt })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id));
}
