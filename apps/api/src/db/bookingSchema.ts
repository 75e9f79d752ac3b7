import type { BookingPayload } from '@tara/core/booking';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns.js';

/**
 * Where a booking stands (decision 066): open until its day has passed (India time), then
 * passed; cancelled frees its slot (the migration that capped open bookings cancelled the
 * extra ones a user already held).
 */
export type LoanBookingStatus = 'open' | 'passed' | 'cancelled';

/**
 * A loan appointment booked from an offer (spec 02 §2.5, §3.4; decision 057): the user, the
 * loan, the slot and the §3.4 payload as validated. A slot (date and slot id) is booked once,
 * and a user holds one open booking per product (decision 066): the unique indexes refuse a
 * second even when requests race. Money in paise.
 */
export const loanBookings = pgTable(
  'loan_bookings',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    /** 'personal-loan' or 'home-loan' (the booking-done page's product). */
    product: text('product').notNull(),
    productId: integer('product_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    providerId: integer('provider_id').notNull(),
    lenderName: text('lender_name').notNull(),
    appointmentDate: date('appointment_date').notNull(),
    slotId: integer('slot_id').notNull(),
    loanAmountPaise: bigint('loan_amount_paise', { mode: 'number' }).notNull(),
    interestRateBp: integer('interest_rate_bp').notNull(),
    processingFeePaise: bigint('processing_fee_paise', { mode: 'number' }).notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    payload: jsonb('payload').$type<BookingPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LoanBookingStatus>().notNull().default('open'),
  },
  (t) => [
    uniqueIndex('loan_bookings_slot_idx')
      .on(t.appointmentDate, t.slotId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('loan_bookings_open_idx').on(t.userId, t.product).where(sql`${t.status} = 'open'`),
    index('loan_bookings_user_idx').on(t.userId, t.createdAt),
  ],
);
