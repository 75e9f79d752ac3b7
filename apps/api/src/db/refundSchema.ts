import { sql } from 'drizzle-orm';
import {
  check,
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

// Refunds of money taken for something that cannot be delivered (decision 081). Amounts in
// integer paise (decision 040).

/**
 * requested: claimed, the gateway not yet asked or its refund still pending; processed: the
 * gateway says it is on its way to the buyer; failed: the gateway refused it (support acts).
 */
export type RefundStatus = 'requested' | 'processed' | 'failed';

/**
 * One refund of (part of) one captured payment. `subject` names what it gives the money back
 * for (`purchase`, `policy:<id>`, `second-payment`): the unique (payment, subject) is where a
 * retried or concurrent trigger meets the first, so one refund is made and the gateway asked once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The gateway's order and payment (order_…, pay_…) the money came through. */
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    /** The journey's lead, when the purchase came from one (an insurance policy's). */
    leadId: uuid('lead_id'),
    subject: text('subject').notNull(),
    gateway: text('gateway').$type<'sandbox' | 'live'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** Why the money goes back (the insurer's refusal, …), shown to the buyer. */
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** The gateway's refund (rfnd_…), once it answered: the buyer's refund reference. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The last gateway error (never shown to the buyer). */
    failure: text('failure'),
    /** When a caller claimed the gateway call; null: nobody holds it (reconciliation may). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_payment_subject_idx').on(t.paymentId, t.subject),
    uniqueIndex('refunds_gateway_refund_idx').on(t.gatewayRefundId),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_purchase_idx').on(t.purchaseId),
    index('refunds_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested' AND ${t.gatewayRefundId} IS NULL`),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** The sandbox gateway's own book of refunds (decision 081), as Razorpay keeps them. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    /** rfnd_… */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_gateway_refunds_payment_idx').on(t.paymentId)],
);
