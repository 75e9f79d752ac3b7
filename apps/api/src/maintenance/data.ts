import { and, eq, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  cardApplications,
  creditReports,
  documents,
  idempotencyKeys,
  leadCalls,
  leadStatusHistory,
  leads,
  otps,
  rateLimits,
  sessions,
  smsOutbox,
} from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

// One bounded batch of deletes per call. Each batch picks at most `limit` rows with
// FOR UPDATE SKIP LOCKED, so two API processes purging at once take different rows (and
// never wait on a row a request is using), and deletes them in the same statement; the
// condition is repeated on the delete itself. Deleting a row that is already gone is a no-op,
// so runs are idempotent. Each call returns how many rows it deleted.

/** OTPs expired, or used/replaced/voided, at or before `deadBefore`. */
export async function deleteDeadOtps(db: DbOrTx, deadBefore: Date, limit: number): Promise<number> {
  const dead = or(lte(otps.expiresAt, deadBefore), lte(otps.consumedAt, deadBefore)) as SQL;
  return deleteBatch(db, otps, [otps.id], dead, limit);
}

/**
 * Sessions past their absolute end or revoked at or before `endedBefore`, or idle since
 * `idleBefore` (last seen + idle timeout + grace).
 */
export async function deleteEndedSessions(
  db: DbOrTx,
  cutoffs: { endedBefore: Date; idleBefore: Date },
  limit: number,
): Promise<number> {
  const ended = or(
    lte(sessions.expiresAt, cutoffs.endedBefore),
    lte(sessions.revokedAt, cutoffs.endedBefore),
    lte(sessions.lastSeenAt, cutoffs.idleBefore),
  ) as SQL;
  return deleteBatch(db, sessions, [sessions.id], ended, limit);
}

/**
 * Rate-limit counters and cooldowns whose window started at or before `startedBefore`. A
 * counter whose window has passed counts as absent (countHit starts a new window), so deleting
 * it changes nothing; a row a request just restarted has a new start and no longer matches.
 */
export async function deleteEndedRateWindows(
  db: DbOrTx,
  startedBefore: Date,
  limit: number,
): Promise<number> {
  const ended = lte(rateLimits.windowStart, startedBefore);
  return deleteBatch(db, rateLimits, [rateLimits.key], ended, limit);
}

/** Idempotency keys claimed (or taken over) at or before `createdBefore`. */
export async function deleteOldIdempotencyKeys(
  db: DbOrTx,
  createdBefore: Date,
  limit: number,
): Promise<number> {
  const old = lte(idempotencyKeys.createdAt, createdBefore);
  const key: [PgColumn, PgColumn] = [idempotencyKeys.visitorId, idempotencyKeys.key];
  return deleteBatch(db, idempotencyKeys, key, old, limit);
}

/** Sandbox SMS outbox messages sent at or before `createdBefore`. */
export async function deleteOldSandboxSms(
  db: DbOrTx,
  createdBefore: Date,
  limit: number,
): Promise<number> {
  const old = lte(smsOutbox.createdAt, createdBefore);
  return deleteBatch(db, smsOutbox, [smsOutbox.id], old, limit);
}

/**
 * Leads nobody can be named or told about, last saved at or before `savedBefore`: no user, no
 * admin filling it, no mobile answered or verified (the journey never reached its contact
 * step), nothing sent to a bank or a partner, no status reported on it. Their documents go
 * with them (`abandonedLeadDocuments`, decision 023).
 */
function abandonedAnonymous(db: DbOrTx, savedBefore: Date): SQL {
  return and(
    lte(leads.updatedAt, savedBefore),
    isNull(leads.userId),
    isNull(leads.adminUserId),
    isNull(leads.verifiedMobile),
    sql`NOT (${leads.answers} ? 'mobile')`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(cardApplications)
        .where(eq(cardApplications.leadId, leads.id)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(leadStatusHistory)
        .where(eq(leadStatusHistory.leadId, leads.id)),
    ),
    // A partner was called for it (v2 journeys): the partner holds it, like a card application.
    notExists(db.select({ one: sql`1` }).from(leadCalls).where(eq(leadCalls.leadId, leads.id))),
  ) as SQL;
}

/**
 * Those leads (see `abandonedAnonymous`) that have no uploaded documents left: a lead's
 * documents go first (`abandonedLeadDocuments`), their bytes before their rows, so a lead
 * with documents waits for a run that has removed them.
 */
export async function deleteAbandonedAnonymousLeads(
  db: DbOrTx,
  savedBefore: Date,
  limit: number,
): Promise<number> {
  const abandoned = and(
    abandonedAnonymous(db, savedBefore),
    notExists(db.select({ one: sql`1` }).from(documents).where(eq(documents.leadId, leads.id))),
  ) as SQL;
  return deleteBatch(db, leads, [leads.id], abandoned, limit);
}

/** Up to `limit` documents of leads the anonymous-lead purge is about to delete. */
export async function abandonedLeadDocuments(
  db: DbOrTx,
  savedBefore: Date,
  limit: number,
): Promise<{ id: string; storageKey: string }[]> {
  return db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .innerJoin(leads, eq(leads.id, documents.leadId))
    .where(abandonedAnonymous(db, savedBefore))
    .limit(limit);
}

/** Deletes documents rows by id (their bytes already gone); returns how many. */
export async function deleteDocumentRows(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(documents)
    .where(inArray(documents.id, [...ids]))
    .returning({ id: documents.id });
  return rows.length;
}

/** Credit reports pulled at or before `pulledBefore` (decision 035). */
export async function deleteOldCreditReports(
  db: DbOrTx,
  pulledBefore: Date,
  limit: number,
): Promise<number> {
  const old = lte(creditReports.pulledAt, pulledBefore);
  return deleteBatch(db, creditReports, [creditReports.id], old, limit);
}

/** One batch of a purge (see the top of this file), its rows picked by their primary key. */
async function deleteBatch(
  db: DbOrTx,
  table: PgTable,
  key: [PgColumn, ...PgColumn[]],
  matches: SQL,
  limit: number,
): Promise<number> {
  const batch = db
    .select(Object.fromEntries(key.map((column) => [column.name, column])))
    .from(table)
    .where(matches)
    .limit(limit)
    .for('update', { skipLocked: true });
  // A key of several columns is compared as a row value.
  const picked =
    key.length === 1 ? inArray(key[0], batch) : sql`(${sql.join(key, sql`, `)}) in ${batch}`;
  const rows = await db.delete(table).where(and(matches, picked)).returning({ key: key[0] });
  return rows.length;
}
