import type { OtpSentResponse, SessionResponse } from '@tara/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError, NOT_LOGGED_IN, USER_NOT_FOUND } from '../../http/errors.js';
import { userPatchFromBody } from '../users/checkUser.js';
import {
  findUserByMobile,
  insertUser,
  markVerified,
  type UserRow,
  updateUser,
  verifiedUserWithEmail,
} from '../users/data.js';
import { sessionUser } from '../users/view.js';
import type { AuthDeps } from './deps.js';
import { issueOtp, type OtpSent, requireOtp } from './otp.js';
import {
  clearSessionCookie,
  endSession,
  SESSION_COOKIE,
  sessionOf,
  startSession,
} from './session.js';
import { countLookup, lookUpUser, USER_EXISTS } from './userService.js';

export const sentResponse = (mobile: string, sent: OtpSent): OtpSentResponse => ({
  data: {
    results: { sent: true, mobile, expires_in: sent.expiresIn, resend_in: sent.resendIn },
  },
});

/**
 * POST /user/login/otp: a login code to an existing user; 400 'User not found' tells the
 * client to sign up. The look-up is counted per IP before it runs, known mobile or not.
 */
export async function sendLoginOtp(
  deps: AuthDeps,
  ip: string,
  mobile: string,
): Promise<OtpSentResponse> {
  const user = await lookUpUser(deps, mobile, ip);
  const sent = await issueOtp(
    deps,
    { mobile, purpose: 'login', scope: '' },
    { ip, userId: user.id },
  );
  return sentResponse(mobile, sent);
}

/** POST /user/otp type 1: a sign-up code; 409 with userExists when the details are taken. */
export async function sendSignupOtp(
  deps: AuthDeps,
  ip: string,
  body: { mobile: string; type: number | string; email?: string | undefined },
): Promise<OtpSentResponse> {
  if (String(body.type) !== '1') {
    const message = 'Unknown OTP type';
    throw httpError(422, message, { fields: { type: message } });
  }
  await countLookup(deps, ip);
  await refuseTakenDetails(deps, body.mobile, body.email);
  const sent = await issueOtp(deps, { mobile: body.mobile, purpose: 'signup', scope: '' }, { ip });
  return sentResponse(body.mobile, sent);
}

/** A verified user holds the mobile or the e-mail: 409 with the user-exists flag. */
async function refuseTakenDetails(
  deps: AuthDeps,
  mobile: string,
  email: string | undefined,
): Promise<UserRow | null> {
  const existing = await findUserByMobile(deps.db, mobile);
  const emailTaken =
    email !== undefined && email !== ''
      ? await verifiedUserWithEmail(deps.db, email, existing?.id ?? null)
      : null;
  if (existing?.isVerified || emailTaken) {
    throw httpError(409, USER_EXISTS, { userExists: true });
  }
  return existing;
}

/**
 * POST /user/register: a new user, verified by the sign-up code, logged in. A mobile held by
 * an unverified user (made at some contact step) is claimed by whoever proves it.
 */
export async function register(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: {
    mobile: string;
    otp: string;
    name?: string | undefined;
    first_name?: string | undefined;
    last_name?: string | undefined;
    email?: string | undefined;
  },
): Promise<SessionResponse> {
  const patch = userPatchFromBody({ ...splitName(body.name), ...dropEmpty(body) });
  if (!patch.firstName) {
    const message = 'Please enter your name';
    throw httpError(422, message, { fields: { name: message } });
  }
  await countLookup(deps, request.ip);
  await refuseTakenDetails(deps, body.mobile, body.email);
  await requireOtp(
    deps,
    { mobile: body.mobile, purpose: 'signup', scope: '' },
    body.otp,
    request.ip,
  );
  const now = deps.now();
  const created = await insertUser(deps.db, {
    ...patch,
    mobile: body.mobile,
    isVerified: true,
    now,
  });
  let user = created;
  if (!user) {
    const existing = await findUserByMobile(deps.db, body.mobile);
    if (!existing) throw new Error('user vanished after a conflicting insert');
    await updateUser(deps.db, existing.id, patch, now);
    user = await markVerified(deps.db, existing.id, now);
  }
  if (!user) throw new Error('registered user missing');
  await startSession(deps, request, reply, user);
  return { data: { results: sessionUser(user) } };
}

/** 'Asha Rani Kumar' → first name Asha, last name 'Rani Kumar'. */
function splitName(name: string | undefined): { first_name?: string; last_name?: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  return {
    first_name: words[0],
    ...(words.length > 1 ? { last_name: words.slice(1).join(' ') } : {}),
  };
}

function dropEmpty<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

/**
 * POST /user/login: with { mobile, otp } logs in (a new, rotated session; the mobile counts as
 * verified); without them it is the session check, 401 'Not logged in' when there is none.
 */
export async function login(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { mobile?: string | undefined; otp?: string | undefined } | null | undefined,
): Promise<SessionResponse> {
  if (body?.mobile === undefined && body?.otp === undefined) {
    const { user } = await sessionOf(deps, request);
    if (!user) {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(deps, reply);
      throw httpError(401, NOT_LOGGED_IN);
    }
    return { data: { results: sessionUser(user) } };
  }
  if (body.mobile === undefined || body.otp === undefined) {
    const missing = body.mobile === undefined ? 'mobile' : 'otp';
    throw httpError(422, `${missing}: Required`, { fields: { [missing]: 'Required' } });
  }
  await requireOtp(
    deps,
    { mobile: body.mobile, purpose: 'login', scope: '' },
    body.otp,
    request.ip,
  );
  const found = await findUserByMobile(deps.db, body.mobile);
  const user = found ? await markVerified(deps.db, found.id, deps.now()) : null;
  if (!user) throw httpError(400, USER_NOT_FOUND);
  await startSession(deps, request, reply, user);
  return { data: { results: sessionUser(user) } };
}

/** POST /user/logout: ends the session (idempotent: fine without one). */
export async function logout(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ data: { results: { logged_out: true } } }> {
  await endSession(deps, request, reply);
  return { data: { results: { logged_out: true } } };
}
