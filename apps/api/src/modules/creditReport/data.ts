import { randomUUID } from 'node:crypto';
import type { CreditReport } from '@tara/core';
import { and, desc, eq, lt } from 'drizzle-orm';
import { creditReportMobiles, creditReports } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export interface StoredReport {
  id: string;
  report: CreditReport;
  pulledAt: Date;
}

export async function insertReport(
  db: DbOrTx,
  userId: string,
  report: CreditReport,
  now: Date,
): Promise<StoredReport> {
  const id = randomUUID();
  await db.insert(creditReports).values({
    id,
    userId,
    bureau: report.bureau,
    reportRef: report.reportId,
    score: report.score,
    report,
    pulledAt: now,
  });
  return { id, report, pulledAt: now };
}

/** The user's latest report, if any. */
export async function latestReport(db: DbOrTx, userId: string): Promise<StoredReport | null> {
  const [row] = await db
    .select({
      id: creditReports.id,
      report: creditReports.report,
      pulledAt: creditReports.pulledAt,
    })
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(desc(creditReports.pulledAt))
    .limit(1);
  return row ?? null;
}

export async function isVerifiedMobile(
  db: DbOrTx,
  userId: string,
  mobile: string,
): Promise<boolean> {
  const rows = await db
    .select({ mobile: creditReportMobiles.mobile })
    .from(creditReportMobiles)
    .where(and(eq(creditReportMobiles.userId, userId), eq(creditReportMobiles.mobile, mobile)));
  return rows.length > 0;
}

export async function addVerifiedMobile(
  db: DbOrTx,
  userId: string,
  mobile: string,
  now: Date,
): Promise<void> {
  await db
    .insert(creditReportMobiles)
    .values({ userId, mobile, verifiedAt: now })
    .onConflictDoUpdate({
      target: [creditReportMobiles.userId, creditReportMobiles.mobile],
      set: { verifiedAt: now },
    });
}

/** The purge: reports pulled before `cutoff` (decision 035). Returns how many went. */
export async function deleteReportsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(creditReports)
    .where(lt(creditReports.pulledAt, cutoff))
    .returning({ id: creditReports.id });
  return gone.length;
}
