import type { UserAddOrUpdateResponse, UserAddResponse, UserGetResponse } from '@tara/core';
import { httpError, NOT_ALLOWED, NOT_LOGGED_IN, USER_NOT_FOUND } from '../../http/errors.js';
import { checkUser, mayEditUser, userPatchFromBody } from '../users/checkUser.js';
import {
  findUserById,
  findUserByMobile,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/data.js';
import type { Actor, AuthDeps } from './deps.js';
import { countHit, rateKey, refuseWhenLimited } from './rateLimit.js';

type Fields = Parameters<typeof userPatchFromBody>[0];

export const USER_EXISTS = 'User already exists';
export const UNKNOWN_ACTION = 'Unknown action found';

/** Look-ups answer whether a mobile has a user: counted per IP to slow enumeration. */
export async function countLookup(deps: AuthDeps, ip: string): Promise<void> {
  const result = await countHit(
    deps.db,
    rateKey('user-lookup-ip', ip),
    deps.limits.lookupsPerIp,
    deps.now(),
  );
  refuseWhenLimited(result);
}

/** The mobile's user, the look-up counted first; 400 'User not found' when there is none. */
export async function lookUpUser(deps: AuthDeps, mobile: string, ip: string): Promise<UserRow> {
  await countLookup(deps, ip);
  const user = await findUserByMobile(deps.db, mobile);
  if (!user) throw httpError(400, USER_NOT_FOUND);
  return user;
}

/** POST/GET /user/get: the id of the mobile's user, or 400 'User not found'. */
export async function getUser(
  deps: AuthDeps,
  mobile: string,
  ip: string,
): Promise<UserGetResponse> {
  const user = await lookUpUser(deps, mobile, ip);
  return { data: { results: { id: user.id, mobile: user.mobile } } };
}

/** POST /user/add: a new unverified user made by this visitor; 409 when the mobile has one. */
export async function addUser(
  deps: AuthDeps,
  actor: Actor,
  body: Fields & { mobile: string },
): Promise<UserAddResponse> {
  await countLookup(deps, actor.ip);
  const user = await insertUser(deps.db, {
    ...userPatchFromBody(body),
    mobile: body.mobile,
    createdByVisitorId: actor.visitorId,
    now: deps.now(),
  });
  if (!user) throw httpError(409, USER_EXISTS, { userExists: true });
  return { data: { results: { user_id: user.id, mobile: user.mobile } } };
}

/**
 * POST /user/update: the session's own record, any record for an admin, or an unverified
 * user this visitor created. Anyone else gets 403, also for a user that does not exist (so
 * update cannot be used to probe mobiles). The mobile itself never changes here.
 */
export async function updateUserRecord(
  deps: AuthDeps,
  actor: Actor,
  body: Fields & { user_id?: string | undefined; mobile?: string | undefined },
): Promise<UserAddResponse> {
  const target = await targetUser(deps, actor, body);
  if (!target || !mayEditUser(target, actor)) {
    if (!target && actor.isAdmin) throw httpError(404, USER_NOT_FOUND);
    throw httpError(403, NOT_ALLOWED);
  }
  if (body.mobile !== undefined && body.mobile !== target.mobile) {
    const message = 'The mobile number cannot be changed';
    throw httpError(422, message, { fields: { mobile: message } });
  }
  const user =
    (await updateUser(deps.db, target.id, userPatchFromBody(body), deps.now())) ?? target;
  return { data: { results: { user_id: user.id, mobile: user.mobile } } };
}

async function targetUser(
  deps: AuthDeps,
  actor: Actor,
  body: { user_id?: string | undefined; mobile?: string | undefined },
): Promise<UserRow | null> {
  if (body.user_id !== undefined) return findUserById(deps.db, body.user_id);
  if (body.mobile !== undefined) {
    await countLookup(deps, actor.ip);
    return findUserByMobile(deps.db, body.mobile);
  }
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  return actor.user;
}

/**
 * POST /user/add-or-update: the check-user rule. An action other than add/update is 422
 * 'Unknown action found'; otherwise the look-up decides (a known mobile is 'update').
 */
export async function addOrUpdateUser(
  deps: AuthDeps,
  actor: Actor,
  body: Fields & { mobile: string; action?: string | undefined },
): Promise<UserAddOrUpdateResponse> {
  if (body.action !== undefined && body.action !== 'add' && body.action !== 'update') {
    throw httpError(422, UNKNOWN_ACTION, { fields: { action: UNKNOWN_ACTION } });
  }
  await countLookup(deps, actor.ip);
  const { user } = await deps.db.transaction((tx) =>
    checkUser(tx, body.mobile, userPatchFromBody(body), actor, deps.now()),
  );
  // Whether a mobile is verified is the business of its user and of staff only.
  const told = actor.isAdmin || actor.user?.id === user.id;
  return {
    data: { results: { id: user.id, mobile: user.mobile, is_verified: told && user.isVerified } },
  };
}
