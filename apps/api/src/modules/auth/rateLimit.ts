import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { HttpError } from '../../http/errors.js';
import type { RateRule } from './policy.js';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

export interface RateResult {
  allowed: boolean;
  /** Seconds until the next try is allowed (0 when allowed). */
  retryAfter: number;
}

/** A counter key that keeps no raw mobile or IP in the table. */
export const rateKey = (bucket: string, subject: string): string =>
  `${bucket}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one hit in a fixed window that starts at the key's first hit. One atomic
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, so API processes sharing the database count
 * together (the row lock serialises concurrent hits).
 */
export async function countHit(
  db: DbOrTx,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<RateResult> {
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const live = sql`${rateLimits.windowStart} > ${ts(cutoff)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${live} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${live} THEN ${rateLimits.windowStart} ELSE ${ts(now)} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate limit upsert returned nothing');
  if (row.count <= rule.limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: secondsUntil(row.windowStart, rule.windowSeconds, now) };
}

/**
 * Claims a cooldown: allowed when the key was last claimed `seconds` ago or more (or never),
 * and then it starts again. Atomic like countHit: of two racing claims one wins.
 */
export async function claimCooldown(
  db: DbOrTx,
  key: string,
  seconds: number,
  now: Date,
): Promise<RateResult> {
  const cutoff = new Date(now.getTime() - seconds * 1000);
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: now, count: 1 },
      setWhere: sql`${rateLimits.windowStart} <= ${ts(cutoff)}`,
    })
    .returning({ key: rateLimits.key });
  if (claimed.length > 0) return { allowed: true, retryAfter: 0 };
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { allowed: false, retryAfter: row ? secondsUntil(row.windowStart, seconds, now) : 1 };
}

function secondsUntil(start: Date, seconds: number, now: Date): number {
  return Math.max(1, Math.ceil((start.getTime() + seconds * 1000 - now.getTime()) / 1000));
}

/** 429 with Retry-After when a limit is reached. */
export function refuseWhenLimited(result: RateResult): void {
  if (result.allowed) return;
  throw new HttpError(
    429,
    { errors: [TOO_MANY_REQUESTS], retryAfter: result.retryAfter },
    { 'retry-after': String(result.retryAfter) },
  );
}
