import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { sessions } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { sameDigest } from '../../http/crypto.js';
import type { AuthLimits } from './policy.js';
import { hashToken } from './visitor.js';

export type SessionRow = typeof sessions.$inferSelect;

/** A new session: a random 256-bit token for the cookie; only its SHA-256 is stored. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  limits: AuthLimits,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('hex');
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limits.sessionAbsoluteSeconds * 1000),
  });
  return { id, token };
}

/**
 * The live session of a token: not revoked, before its absolute end, and seen within the idle
 * time. The hash is looked up by equality in the index; comparing a SHA-256 of a 256-bit
 * token this way leaks nothing usable about other tokens.
 */
export async function findLiveSession(
  db: DbOrTx,
  token: string,
  now: Date,
  limits: AuthLimits,
): Promise<SessionRow | null> {
  const idleCutoff = new Date(now.getTime() - limits.sessionIdleSeconds * 1000);
  const hash = hashToken(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
  return row && sameDigest(row.tokenHash, hash) ? row : null;
}

/** Records activity, at most once per touch interval. */
export async function touchSession(
  db: DbOrTx,
  session: SessionRow,
  now: Date,
  limits: AuthLimits,
): Promise<void> {
  const due = new Date(now.getTime() - limits.sessionTouchSeconds * 1000);
  if (session.lastSeenAt > due) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lte(sessions.lastSeenAt, due)));
}

/** Ends the session of a token (logout, or rotation at login). */
export async function revokeToken(db: DbOrTx, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (e.g. on a compromised account); returns how many. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
