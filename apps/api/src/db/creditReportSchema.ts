import type { CreditReport } from '@tara/core';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns.js';

/**
 * A credit report pulled for its user (decisions 034, 035): readable only by that user (and
 * staff with the permission), deleted by the purge `CREDIT_REPORT_RETENTION_DAYS` after
 * the pull. `report` is the whole report (no whole account number in it).
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    bureau: text('bureau').notNull(),
    /** The bureau's report number. */
    reportRef: text('report_ref').notNull(),
    /** 300–900; null when the bureau could not score. */
    score: integer('score'),
    report: jsonb('report').$type<CreditReport>().notNull(),
    pulledAt: timestamp('pulled_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_reports_user_idx').on(t.userId, t.pulledAt)],
);

/**
 * Mobiles a user verified by OTP for a credit-report pull besides their own (the masked-mobile
 * path: the bureau's file holds another number of theirs).
 */
export const creditReportMobiles = pgTable(
  'credit_report_mobiles',
  {
    userId: belongsToUser(),
    mobile: text('mobile').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mobile] })],
);
