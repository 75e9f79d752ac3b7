import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Visitors and identity: users, sessions, one-time codes, rate-limit counters and the SMS
// sandbox outbox (decisions 004 and 007). Re-exported by schema.ts.

/** An anonymous visitor: only the SHA-256 hash of the cookie token is stored. */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * A user: found or created by mobile. `is_verified` once the mobile was proved by an OTP (or
 * an admin verified it on the user's behalf). Admin powers come only from `permissions`
 * (the spec's management.cb). No PAN or Aadhaar is kept here.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull().unique(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    email: text('email'),
    isVerified: boolean('is_verified').notNull().default(false),
    membershipType: integer('membership_type'),
    permissions: jsonb('permissions').$type<number[]>().notNull().default([]),
    /** The anonymous visitor that created this (unverified) user, who may still edit it. */
    createdByVisitorId: uuid('created_by_visitor_id').references(() => visitors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('users_email_idx').on(t.email)],
);

/** A login session: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end (created + 12 h), whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A one-time code: only its HMAC is stored. `scope` narrows a purpose (the lead id for a lead
 * OTP, `user:lead` for an admin verification). At most one live code per (mobile, purpose,
 * scope): a new one voids the old.
 */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    scope: text('scope').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    userId: uuid('user_id').references(() => users.id),
    /** The admin who asked for it (verification on behalf). */
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, replaced by a newer code, or void after too many tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otps_lookup_idx').on(t.mobile, t.purpose, t.scope, t.createdAt)],
);

/** Rate-limit counters and cooldowns, shared by every API process: one row per key. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** What the sandbox SMS adapter "sent" (never used in production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
