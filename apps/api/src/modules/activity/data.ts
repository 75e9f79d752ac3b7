import { desc, eq, inArray } from 'drizzle-orm';
import { loanBookings } from '../../db/bookingSchema.js';
import { creditReports } from '../../db/creditReportSchema.js';
import { insuranceCombos, insurancePolicies } from '../../db/insuranceSchema.js';
import { membershipPlans, memberships, purchases } from '../../db/paymentsSchema.js';
import { cardApplications, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { extendedWarranties } from '../../db/warrantySchema.js';
import { type RefundRow, refundsOfPurchases } from '../payments/refundData.js';

// What the signed-in user has done, read from each area's tables (issue 22 §4): every query
// is by the user's id, so nobody sees another's records.

export type ActivityLead = Pick<
  typeof leads.$inferSelect,
  'id' | 'journey' | 'status' | 'lastLoc' | 'createdAt' | 'updatedAt'
>;
export type ActivityCardApplication = typeof cardApplications.$inferSelect;
export type ActivityPurchase = typeof purchases.$inferSelect;
export type ActivityPolicy = typeof insurancePolicies.$inferSelect;
export type ActivityCombo = typeof insuranceCombos.$inferSelect;
export type ActivityBooking = typeof loanBookings.$inferSelect;
export type ActivityWarranty = typeof extendedWarranties.$inferSelect;
export interface ActivityMembership {
  id: string;
  planTitle: string;
  purchaseId: string;
  startsAt: Date;
}
export interface ActivityReport {
  id: string;
  bureau: string;
  reportRef: string;
  pulledAt: Date;
}

export interface ActivityRows {
  leads: ActivityLead[];
  cardApplications: ActivityCardApplication[];
  purchases: ActivityPurchase[];
  policies: ActivityPolicy[];
  combos: ActivityCombo[];
  bookings: ActivityBooking[];
  warranties: ActivityWarranty[];
  memberships: ActivityMembership[];
  report: ActivityReport | null;
  /** The refunds of the user's payments (issue 22 §3), oldest first. */
  refunds: RefundRow[];
}

/** Everything of the user's, each list the latest first. */
export async function activityRows(db: DbOrTx, userId: string): Promise<ActivityRows> {
  const userLeads = await db
    .select({
      id: leads.id,
      journey: leads.journey,
      status: leads.status,
      lastLoc: leads.lastLoc,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .where(eq(leads.userId, userId))
    .orderBy(desc(leads.updatedAt));
  const leadIds = userLeads.map((l) => l.id);
  const [applications, bought, policies, combos, bookings, warranties, held, reports] =
    await Promise.all([
      leadIds.length
        ? db
            .select()
            .from(cardApplications)
            .where(inArray(cardApplications.leadId, leadIds))
            .orderBy(desc(cardApplications.createdAt))
        : Promise.resolve([]),
      db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt)),
      db
        .select()
        .from(insurancePolicies)
        .where(eq(insurancePolicies.userId, userId))
        .orderBy(desc(insurancePolicies.createdAt)),
      db
        .select()
        .from(insuranceCombos)
        .where(eq(insuranceCombos.userId, userId))
        .orderBy(desc(insuranceCombos.createdAt)),
      db
        .select()
        .from(loanBookings)
        .where(eq(loanBookings.userId, userId))
        .orderBy(desc(loanBookings.createdAt)),
      db
        .select()
        .from(extendedWarranties)
        .where(eq(extendedWarranties.userId, userId))
        .orderBy(desc(extendedWarranties.createdAt)),
      db
        .select({
          id: memberships.id,
          planTitle: membershipPlans.title,
          purchaseId: memberships.purchaseId,
          startsAt: memberships.startsAt,
        })
        .from(memberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
        .where(eq(memberships.userId, userId))
        .orderBy(desc(memberships.startsAt)),
      // The latest report only (its summary, not the report itself).
      db
        .select({
          id: creditReports.id,
          bureau: creditReports.bureau,
          reportRef: creditReports.reportRef,
          pulledAt: creditReports.pulledAt,
        })
        .from(creditReports)
        .where(eq(creditReports.userId, userId))
        .orderBy(desc(creditReports.pulledAt))
        .limit(1),
    ]);
  const given = await refundsOfPurchases(
    db,
    bought.map((p) => p.id),
  );
  return {
    refunds: given,
    leads: userLeads,
    cardApplications: applications,
    purchases: bought,
    policies,
    combos,
    bookings,
    warranties,
    memberships: held,
    report: reports[0] ?? null,
  };
}
