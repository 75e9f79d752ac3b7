import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { countLookup } from '../auth/userService.js';
import { ensureVisitor } from '../auth/visitor.js';
import { checkUser, userPatchFromBody } from '../users/checkUser.js';

/**
 * POST /ew/user/register (EW-05, EW-07, decision 044): the ew journey's user by mobile, the
 * contact step's check-user rule: a known mobile is 'update' (its record written only by its
 * user, an admin, or the visitor that made it unverified), an unknown one is added unverified.
 * Answers the journey's own user {action, id, mobile}.
 */
export async function registerEwUser(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Parameters<typeof userPatchFromBody>[0] & { mobile: string },
): Promise<{ action: 'add' | 'update'; id: string; mobile: string }> {
  const actor = await actorOf(deps, request);
  const visitorId = await ensureVisitor(deps.db, request, reply, {
    now: deps.now(),
    secure: deps.secureCookies,
    limits: deps.limits,
  });
  await countLookup(deps, actor.ip);
  const { action, user } = await deps.db.transaction((tx) =>
    checkUser(tx, body.mobile, userPatchFromBody(body), { ...actor, visitorId }, deps.now()),
  );
  return { action, id: user.id, mobile: user.mobile };
}
