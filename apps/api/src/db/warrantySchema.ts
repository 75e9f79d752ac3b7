import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns.js';
import { purchases } from './paymentsSchema.js';

/** A warranty is quoted (priced, not paid) → active (paid and fulfilled, its certificate). */
export type WarrantyState = 'quoted' | 'active';

/**
 * An extended warranty (decision 044, objectType 18): quoted when the ew journey's step3 is
 * saved, from the lead's answers and core's premium rules; made active once by fulfilling its
 * purchase. Its amounts are integer paise (decision 040). `offline*` records the spec's
 * POST /ew/pay/offline (EW-04), once.
 */
export const extendedWarranties = pgTable(
  'extended_warranties',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    /** The ew lead it was quoted from (no foreign key: leads are purged on their own clock). */
    leadId: uuid('lead_id').notNull(),
    state: text('state').$type<WarrantyState>().notNull(),
    planId: text('plan_id').notNull(),
    planTitle: text('plan_title').notNull(),
    coverYears: integer('cover_years').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    /** Kept whole for a claim; shown masked to its last four. */
    serialNumber: text('serial_number').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    invoiceValuePaise: integer('invoice_value_paise').notNull(),
    premiumPaise: integer('premium_paise').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** EW-… once active. */
    certificateNo: text('certificate_no'),
    coverFrom: date('cover_from', { mode: 'string' }),
    coverTo: date('cover_to', { mode: 'string' }),
    /** The transaction POST /ew/pay/offline recorded (the purchase's payment id). */
    offlineTransactionId: text('offline_transaction_id'),
    offlineRecordedAt: timestamp('offline_recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    index('extended_warranties_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('extended_warranties_certificate_idx').on(t.certificateNo),
    uniqueIndex('extended_warranties_purchase_idx').on(t.purchaseId),
    check('extended_warranties_money', sql`${t.premiumPaise} > 0 AND ${t.invoiceValuePaise} > 0`),
  ],
);
