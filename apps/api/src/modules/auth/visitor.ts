import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitors } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { VISITOR_COOKIE } from '../../http/cookies.js';
import { limitNewVisitor } from './creationLimits.js';
import type { AuthLimits } from './policy.js';

export { VISITOR_COOKIE } from '../../http/cookies.js';

const TOKEN = /^[0-9a-f]{32}$/;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The visitor of this request's cookie, or null. Never creates one. */
export async function findVisitor(db: DbOrTx, request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[VISITOR_COOKIE];
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: visitors.id })
    .from(visitors)
    .where(eq(visitors.tokenHash, hashToken(token)));
  return row?.id ?? null;
}

/**
 * The visitor of this request, created on first need: a random 128-bit token goes to the
 * browser in an HttpOnly cookie, and only its SHA-256 hash to the database. A cookie the
 * database does not know is replaced, never adopted. Each IP may make only so many visitors an
 * hour (limits.visitorsPerIp; 429 beyond).
 */
export async function ensureVisitor(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { now: Date; secure: boolean; limits: AuthLimits },
): Promise<string> {
  const known = await findVisitor(db, request);
  if (known) return known;
  await limitNewVisitor(db, request.ip, options.limits, options.now);
  const token = randomBytes(16).toString('hex');
  const id = randomUUID();
  await db
    .insert(visitors)
    .values({ id, tokenHash: hashToken(token), createdAt: options.now, lastSeenAt: options.now });
  reply.setCookie(VISITOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: 60 * 60 * 24 * 365,
  });
  return id;
}

/** What `visitorIdFor` needs of a module's deps: its database and clock, the auth settings. */
export interface VisitorDeps {
  db: DbOrTx;
  now: () => Date;
  auth: { secureCookies: boolean; limits: AuthLimits };
}

/** The caller's visitor id: the one it has, else a visitor made now (`ensureVisitor`). */
export async function visitorIdFor(
  deps: VisitorDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  known: string | null,
): Promise<string> {
  return (
    known ??
    ensureVisitor(deps.db, request, reply, {
      now: deps.now(),
      secure: deps.auth.secureCookies,
      limits: deps.auth.limits,
    })
  );
}
