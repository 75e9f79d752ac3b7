import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { httpError } from './errors.js';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
  replayed?: boolean;
}

export interface IdempotencyScope {
  visitorId: string;
  /** The Idempotency-Key header, or null when the request has none. */
  key: string | null;
  requestHash: string;
  now: Date;
}

const KEY = /^[\x20-\x7e]{1,255}$/;

/** The Idempotency-Key header, checked; null when absent. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!KEY.test(key)) throw httpError(400, 'Idempotency-Key must be 1 to 255 printable characters');
  return key;
}

/**
 * Hash of what makes two requests "the same": method, route and the exact body bytes. Keyed
 * (HMAC under the server's secret): a body may hold an Aadhaar number or a PAN, and a plain
 * hash of it could be matched against guesses made from what the lead keeps (decision 061).
 */
export const requestHash = (secret: Buffer, method: string, route: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${method} ${route}\n${rawBody}`).digest('hex');

/** A request's Idempotency-Key and its keyed hash (the route, not the URL, with the raw body). */
export const requestIdempotency = (secret: Buffer, request: FastifyRequest) => ({
  key: idempotencyKey(request.headers['idempotency-key']),
  requestHash: requestHash(
    secret,
    request.method,
    request.routeOptions.url ?? request.url,
    request.rawBody ?? '',
  ),
});

/**
 * Runs `work` at most once per (visitor, key), inside the caller's transaction. The key is
 * claimed first (a concurrent twin waits on the row, then replays); the response is stored in
 * the same transaction as the work, so a failed request (which rolls back) leaves no trace.
 */
export async function idempotent(
  tx: Tx,
  scope: IdempotencyScope,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const { visitorId, key, requestHash: hash, now } = scope;
  if (key === null) return work();
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ visitorId, key, requestHash: hash, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.visitorId, visitorId), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(where);
    if (!stored || stored.requestHash !== hash) {
      throw httpError(409, 'Idempotency key reused with a different request');
    }
    return { statusCode: stored.statusCode, body: stored.response, replayed: true };
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: result.statusCode, response: result.body })
    .where(where);
  return result;
}

/** What a claim found: the key is ours now, a finished twin's response, or a twin at work. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'busy' };

/** A claim older than this, never completed (its process died mid-call), may be taken over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/**
 * The first half of a two-phase idempotent call, for work that must not run inside one
 * transaction (a partner call between two transactions): claims `(visitor, key)` in `tx`
 * and commits with it. A finished twin is replayed; one still at work is `busy`; the same key
 * with another request is a 409. Finish with `completeKey`, or `releaseKey` to allow a retry.
 */
export async function claimKey(tx: Tx, scope: IdempotencyScope): Promise<KeyClaim> {
  const { visitorId, key, requestHash: hash, now } = scope;
  if (key === null) return { kind: 'claimed' };
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ visitorId, key, requestHash: hash, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'claimed' };
  const where = and(eq(idempotencyKeys.visitorId, visitorId), eq(idempotencyKeys.key, key));
  const [stored] = await tx.select().from(idempotencyKeys).where(where).for('update');
  if (!stored || stored.requestHash !== hash) {
    throw httpError(409, 'Idempotency key reused with a different request');
  }
  if (stored.statusCode !== 0) {
    return {
      kind: 'replay',
      response: { statusCode: stored.statusCode, body: stored.response, replayed: true },
    };
  }
  if (now.getTime() - stored.createdAt.getTime() < STALE_CLAIM_MS) return { kind: 'busy' };
  await tx.update(idempotencyKeys).set({ createdAt: now }).where(where);
  return { kind: 'claimed' };
}

/** Stores the response of a claimed key (second half of `claimKey`). */
export async function completeKey(
  tx: Tx,
  scope: IdempotencyScope,
  result: StoredResponse,
): Promise<void> {
  if (scope.key === null) return;
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: result.statusCode, response: result.body })
    .where(and(eq(idempotencyKeys.visitorId, scope.visitorId), eq(idempotencyKeys.key, scope.key)));
}

/** Gives a claimed key back: a retry with it runs the work again. */
export async function releaseKey(tx: Tx, scope: IdempotencyScope): Promise<void> {
  if (scope.key === null) return;
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.visitorId, scope.visitorId),
        eq(idempotencyKeys.key, scope.key),
        eq(idempotencyKeys.statusCode, 0),
      ),
    );
}
