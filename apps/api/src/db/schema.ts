import type { Answers, CallRecord, PendingCall } from '@tara/core';
import type { CardEligibility } from '@tara/core/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, visitors } from './identitySchema.js';

export * from './bookingSchema.js';
export * from './creditReportSchema.js';
export * from './identitySchema.js';
export * from './insuranceSchema.js';
export * from './paymentsSchema.js';
export * from './refundSchema.js';
export * from './warrantySchema.js';

/** Set when an admin verified the customer's mobile for this lead (spec: on-behalf flag). */
export interface OnBehalf {
  isAdmin: 1;
  editPage: string;
}

/** A card application's submission to the issuer (see `card_applications.state`). */
export type SubmissionState = 'unsent' | 'submitting' | 'answered';

/** The exit a journey left by (e.g. `rejected` at step12 because `ckyc` answered `rejected`). */
export interface LeadExit {
  name: string;
  stepId: string;
  reason: string;
}

/** An incomplete (or complete) lead: the saved state of one journey for one visitor. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    /** The lead's user: the form user (check-user), or the user who logged in with it. */
    userId: uuid('user_id').references(() => users.id),
    /** The mobile proved for this lead (lead OTP, admin); verified while it equals the answer. */
    verifiedMobile: text('verified_mobile'),
    onBehalf: jsonb('on_behalf').$type<OnBehalf>(),
    adminUserId: uuid('admin_user_id').references(() => users.id),
    journey: text('journey').notNull(),
    version: integer('version').notNull(),
    productId: integer('product_id'),
    providerId: integer('provider_id'),
    instrumentId: integer('instrument_id'),
    answers: jsonb('answers').$type<Answers>().notNull(),
    history: jsonb('history').$type<string[]>().notNull(),
    current: text('current'),
    lastLoc: text('last_loc').notNull(),
    status: text('status').notNull(),
    /** The client's lead admin status (PATCH /api/lead/:id/update-status); history beside. */
    adminStatus: text('admin_status'),
    /** The tracked marketing fields the lead was created with (first touch); partners get them. */
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** Outcomes of the partner calls on the answered steps (engine `JourneyState.calls`). */
    calls: jsonb('calls').$type<Record<string, CallRecord>>().notNull().default({}),
    /** A call whose outcome has not arrived yet: the lead waits on its step. */
    pending: jsonb('pending').$type<PendingCall>(),
    /** The named exit the journey left by, from which step, and why (e.g. the call's outcome). */
    exit: jsonb('exit').$type<LeadExit>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('leads_visitor_journey_idx').on(t.visitorId, t.journey, t.updatedAt),
    index('leads_user_journey_idx').on(t.userId, t.journey, t.updatedAt),
  ],
);

/** One row per (visitor, Idempotency-Key): the request's hash and the response it got. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.key] })],
);

/** Small key → value table for the server's own bookkeeping (e.g. the catalog seed version). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  prettyName: text('pretty_name').notNull(),
  state: text('state').notNull(),
  cityCode: text('city_code').notNull(),
  cityCat: text('city_cat').notNull(),
  /** Other names people type ('bangalore', 'bombay'), lower case, as `|a|b|` for one LIKE. */
  aliases: text('aliases').notNull().default(''),
});

export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    /** The product city the pincode lies in; null outside them (the spec's 'others'). */
    cityId: integer('city_id').references(() => cities.id),
    district: text('district').notNull().default(''),
    state: text('state').notNull().default(''),
  },
  (t) => [index('pincodes_city_idx').on(t.cityId)],
);

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  categoryId: integer('category_id').notNull(),
});

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  kind: text('kind').notNull(),
});

export const cards = pgTable(
  'cards',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    issuerBankId: integer('issuer_bank_id')
      .notNull()
      .references(() => banks.id),
    providerAlias: text('provider_alias'),
    joiningFee: integer('joining_fee').notNull(),
    annualFee: integer('annual_fee').notNull(),
    discountedFee: integer('discounted_fee').notNull(),
    cardType: text('card_type').notNull(),
    cardUsage: text('card_usage').notNull(),
    ratings: numeric('ratings', { precision: 3, scale: 1, mode: 'number' }),
    categories: jsonb('categories').$type<{ id: number; name: string }[]>().notNull(),
    bullets: jsonb('bullets').$type<string[]>().notNull(),
    eligibility: jsonb('eligibility').$type<CardEligibility>().notNull(),
    /** Card network: Visa, Mastercard, RuPay, American Express, Diners Club. */
    network: text('network').notNull().default(''),
    /** Further benefits, our own words (the rewards are `bullets`). */
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    /** A note shown with the card (e.g. Citi's cards moved to Axis Bank in 2023). */
    note: text('note'),
    /** Applied for with the instant-apply form rather than the step journey. */
    instantApply: boolean('instant_apply').notNull().default(false),
    /** Page title, description and keywords; null: made from the card. */
    seo: jsonb('seo').$type<CardSeo | null>(),
  },
  (t) => [uniqueIndex('cards_slug_idx').on(t.slug)],
);

export interface CardSeo {
  title: string;
  description: string;
  keywords: string[];
}

/** Where a review is in moderation: only approved reviews are shown and averaged. */
export type ReviewState = 'pending' | 'approved' | 'rejected';

/** Card reviews, written by signed-in users who applied for the card (decision 031). */
export const cardReviews = pgTable(
  'card_reviews',
  {
    id: text('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** How the author is shown: their first name (never the mobile or the full name). */
    author: text('author').notNull(),
    state: text('state').$type<ReviewState>().notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_reviews_card_idx').on(t.cardId, t.state, t.createdAt),
    uniqueIndex('card_reviews_card_user_idx').on(t.cardId, t.userId),
  ],
);

/** Every admin-status change of a lead (who sent it, with the utm fields it came with). */
export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    status: text('status').notNull(),
    previous: text('previous'),
    utm: jsonb('utm').$type<Record<string, string | null>>(),
    visitorId: uuid('visitor_id').references(() => visitors.id),
    userId: uuid('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_status_history_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * A card application and the provider response record (01 §3): one per lead and card.
 * `status` stays null until the issuer answered; a failed attempt only counts `attempts`.
 */
export const cardApplications = pgTable(
  'card_applications',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    providerId: integer('provider_id').notNull(),
    /** Our status code: 1 approved, 2 in process, 3 rejected or cancelled; null: no answer yet. */
    status: integer('status'),
    referenceId: text('reference_id'),
    declineReason: text('decline_reason'),
    providerStatus: text('provider_status'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Where the submission to the issuer is (decision 013): 'unsent' (never sent, or the last
     * try could not reach the issuer: may be sent), 'submitting' (claimed at `claimed_at` by
     * the request calling the issuer now: nobody else sends it), 'answered' (`status` holds
     * the issuer's answer: never sent again).
     */
    state: text('state').$type<SubmissionState>().notNull().default('unsent'),
    /** When the latest submission was claimed; a 'submitting' claim older than 2 minutes is stale. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * An instant-apply form's applicant: HMAC-SHA256 of the normalised PAN under the server's
     * secret (never the PAN). Unique per card: one submission per applicant and card, however
     * often the form is sent (decision 060). Null for a journey lead's application.
     */
    applicantKey: text('applicant_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('card_applications_lead_card_idx').on(t.leadId, t.cardId),
    uniqueIndex('card_applications_card_applicant_idx').on(t.cardId, t.applicantKey),
    check('card_applications_state_check', sql`${t.state} in ('unsent', 'submitting', 'answered')`),
  ],
);

/**
 * Where a partner call of a lead's step is: 'calling' (claimed at `claimed_at` by the request
 * calling the partner now), 'failed' (the partner could not be reached: may be called again),
 * 'waiting' (the partner took it; the outcome arrives later by callback or poll), 'answered'.
 */
export type LeadCallState = 'calling' | 'failed' | 'waiting' | 'answered';

/**
 * Partner calls made by journey steps (platform v2; generalises `card_applications`' claim).
 * One row per lead, call and input: the same save made twice calls once; changed answers
 * (another PAN) are another input and another call. `request`/`response` keep a record with
 * secrets masked; `external_ref` is the partner's reference its callback names.
 */
export const leadCalls = pgTable(
  'lead_calls',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    stepId: text('step_id').notNull(),
    call: text('call').notNull(),
    /** SHA-256 of the call's input (canonical JSON): same input, same row. */
    inputHash: text('input_hash').notNull(),
    attempt: integer('attempt').notNull().default(1),
    state: text('state').$type<LeadCallState>().notNull(),
    outcome: text('outcome'),
    facts: jsonb('facts').$type<Record<string, string | number | boolean | null>>(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    externalRef: text('external_ref'),
    request: jsonb('request').$type<Record<string, unknown>>(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lead_calls_input_idx').on(t.leadId, t.call, t.inputHash),
    uniqueIndex('lead_calls_external_ref_idx').on(t.call, t.externalRef),
    check(
      'lead_calls_state_check',
      sql`${t.state} in ('calling', 'failed', 'waiting', 'answered')`,
    ),
  ],
);

/**
 * An uploaded document of a lead. The bytes live in the storage adapter under `storage_key`;
 * the journey answer keeps only `id`. `mime` is what the content is (magic bytes), not what
 * the name or the browser said.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    /** Who uploaded it: the visitor, and the staff member when on behalf. */
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    /** The partner's document type id (spec 02 §3.3). */
    documentType: integer('document_type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When its bytes were deleted from the store once a call had read them (the Aadhaar
     * offline e-KYC ZIP, decision 062); the row stays as the record of the upload.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('documents_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * Every consent given (decision 029): what for (`purpose`, e.g. 'credit-bureau'), the version
 * of the text agreed to, when, for which lead and user. Withdrawn consents keep their row
 * with `withdrawn_at`; a consent given again is a new row.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey(),
    /**
     * Purged with its lead (decision 012: only anonymous leads nobody verified are purged).
     * Null for a consent of the user's own, given on no lead (the credit-report pull, 035).
     */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    purpose: text('purpose').notNull(),
    version: text('version').notNull(),
    /** What it was given for besides the lead (e.g. the card id of a submission), or ''. */
    subject: text('subject').notNull().default(''),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.givenAt),
    uniqueIndex('consents_live_idx')
      .on(t.leadId, t.purpose, t.subject)
      .where(sql`${t.withdrawnAt} is null`),
    uniqueIndex('consents_live_user_idx')
      .on(t.userId, t.purpose, t.subject)
      .where(sql`${t.leadId} is null and ${t.withdrawnAt} is null`),
  ],
);
