import { isAdminPermissions } from '@tara/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../http/cookies.js';
import { findUserById, type UserRow } from '../users/data.js';
import type { Actor, AuthDeps } from './deps.js';
import { createSession, findLiveSession, revokeToken, touchSession } from './sessions.js';
import { findVisitor } from './visitor.js';

export { SESSION_COOKIE } from '../../http/cookies.js';

const TOKEN = /^[0-9a-f]{64}$/;

interface SessionAuth {
  user: UserRow | null;
  isAdmin: boolean;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionAuth>>();

/** The session of this request (once per request): its user, and whether an admin. */
export function sessionOf(deps: AuthDeps, request: FastifyRequest): Promise<SessionAuth> {
  let found = resolved.get(request);
  if (!found) {
    found = lookup(deps, request);
    resolved.set(request, found);
  }
  return found;
}

async function lookup(deps: AuthDeps, request: FastifyRequest): Promise<SessionAuth> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !TOKEN.test(token)) return { user: null, isAdmin: false };
  const now = deps.now();
  const session = await findLiveSession(deps.db, token, now, deps.limits);
  if (!session) return { user: null, isAdmin: false };
  const user = await findUserById(deps.db, session.userId);
  if (!user) return { user: null, isAdmin: false };
  await touchSession(deps.db, session, now, deps.limits);
  return { user, isAdmin: isAdminPermissions(user.permissions) };
}

/** Who is asking: visitor cookie, session user, admin flag and client IP. */
export async function actorOf(deps: AuthDeps, request: FastifyRequest): Promise<Actor> {
  const [session, visitorId] = await Promise.all([
    sessionOf(deps, request),
    findVisitor(deps.db, request),
  ]);
  return { visitorId, ...session, ip: request.ip };
}

/**
 * Logs the browser in as `user`: the session token it presented (if any) is revoked and a new
 * one is issued (rotation, no fixation); the visitor's anonymous leads become the user's.
 */
export async function startSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const now = deps.now();
  const previous = request.cookies[SESSION_COOKIE];
  const visitorId = await findVisitor(deps.db, request);
  const { token } = await deps.db.transaction(async (tx) => {
    if (previous && TOKEN.test(previous)) await revokeToken(tx, previous, now);
    if (visitorId) await deps.claimVisitor(tx, visitorId, user.id, now);
    return createSession(tx, user.id, now, deps.limits);
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    maxAge: deps.limits.sessionAbsoluteSeconds,
  });
  resolved.set(request, Promise.resolve({ user, isAdmin: isAdminPermissions(user.permissions) }));
}

/** Logout: the session ends in the database and the cookie is cleared. */
export async function endSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && TOKEN.test(token)) await revokeToken(deps.db, token, deps.now());
  clearSessionCookie(deps, reply);
  resolved.set(request, Promise.resolve({ user: null, isAdmin: false }));
}

export function clearSessionCookie(deps: AuthDeps, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
  });
}
