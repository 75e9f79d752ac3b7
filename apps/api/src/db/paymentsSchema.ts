import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

// Payments (decisions 039–041). Every amount is integer paise (decision 040).

/** A membership plan (spec 03 §3: PAY-10); the later membership journeys sell these. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    banner: text('banner').notNull(),
    description: text('description').notNull(),
    /** The list price, struck through on screen. */
    pricePaise: integer('price_paise').notNull(),
    /** The price after discount, GST included ('For ₹{discounted_price}, including GST'). */
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    /** What the user pays (PS-10's retry label). */
    invoiceAmountPaise: integer('invoice_amount_paise').notNull(),
    /** Coins credited on purchase. */
    planCoins: integer('plan_coins').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('membership_plans_money', sql`${t.invoiceAmountPaise} > 0 AND ${t.pricePaise} >= 0`),
  ],
);

/** What a purchase is in: pending (no money yet) → paid → fulfilled, exactly once. */
export type PurchaseState = 'pending' | 'paid' | 'fulfilled';

/**
 * One thing a user buys (an object of a type: membership plan 21, …), paid through one or
 * more gateway orders (one per attempt) and fulfilled once by its type's handler. A user has
 * at most one pending purchase of an object (decision 066).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    objectType: integer('object_type').notNull(),
    objectId: text('object_id').notNull(),
    title: text('title').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    state: text('state').$type<PurchaseState>().notNull(),
    /** The order and payment that paid it (the first to be captured). */
    paidOrderId: text('paid_order_id'),
    paymentId: text('payment_id'),
    /** What the handler answered (e.g. the membership id), shown on the receipt. */
    fulfilment: jsonb('fulfilment').$type<Record<string, string | number | null>>(),
    /** The handler's last refusal, shown on the status screen's error view (PS-09). */
    fulfilmentErrors: jsonb('fulfilment_errors').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * The order handed out for the current attempt (decision 066): set by compare-and-set, so
     * of racing /pay/init calls one order wins and every caller is answered with it.
     */
    openOrderId: text('open_order_id'),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    // One open (pending) purchase per buyer and object (decision 066): racing calls meet here.
    uniqueIndex('purchases_open_object_idx')
      .on(t.userId, t.objectType, t.objectId)
      .where(sql`${t.state} = 'pending'`),
    index('purchases_paid_idx').on(t.paidAt).where(sql`${t.state} = 'paid'`),
    check('purchases_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Razorpay's order states, plus `failed` for an attempt the user will not finish. */
export type PaymentOrderState = 'created' | 'attempted' | 'paid' | 'failed';

/** A gateway order: one per purchase attempt, stored with its state. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id (order_…). */
    id: text('id').primaryKey(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    gateway: text('gateway').$type<'sandbox' | 'live'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    state: text('state').$type<PaymentOrderState>().notNull(),
    /** The captured payment (pay_…); unique: one payment pays one order. */
    paymentId: text('payment_id'),
    /** The gateway's last failure text for this order (payment.failed). */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When reconciliation last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_payment_idx').on(t.paymentId),
    index('payment_orders_purchase_idx').on(t.purchaseId),
    index('payment_orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} IN ('created', 'attempted')`),
  ],
);

/** Webhook events already handled, by the gateway's event id (x-razorpay-event-id). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Coins in and out of a user's balance; a purchase credits its coins once. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    /** Positive: credited; negative: spent. */
    coins: integer('coins').notNull(),
    reason: text('reason').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('coin_ledger_purchase_reason_idx').on(t.purchaseId, t.reason),
  ],
);

/** A membership a user holds (made by fulfilling a plan's purchase). */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('memberships_purchase_idx').on(t.purchaseId),
    index('memberships_user_idx').on(t.userId),
  ],
);

/**
 * The sandbox gateway's own book of payments (decision 039): what Razorpay would know and
 * we might not (a capture whose callback and webhook were lost). Never used in live mode.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    /** pay_… */
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'captured' | 'failed'>().notNull(),
    method: text('method').$type<'upi' | 'card'>().notNull(),
    /** The failure's description, as Razorpay's error.description. */
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_gateway_payments_order_idx').on(t.orderId)],
);
