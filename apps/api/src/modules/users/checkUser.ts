import type { Answers } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { findUserByMobile, insertUser, type UserPatch, type UserRow, updateUser } from './data.js';

/** Who writes a user record: auth's `Actor` (this module sits below auth, so only its shape). */
export interface Writer {
  visitorId: string | null;
  user: { id: string } | null;
  isAdmin: boolean;
}

export interface CheckUserResult {
  /** The spec's user action: 'update' for a known mobile, 'add' for a new user. */
  action: 'add' | 'update';
  user: UserRow;
}

/**
 * May this actor write onto this user's record? The user themself, an admin on their behalf,
 * or the anonymous visitor that created the still-unverified user. Nobody else: fields from
 * an unproved caller stay on the lead, never on somebody's record.
 */
export function mayEditUser(user: UserRow, actor: Writer): boolean {
  if (actor.isAdmin || actor.user?.id === user.id) return true;
  return (
    !user.isVerified &&
    user.createdByVisitorId !== null &&
    user.createdByVisitorId === actor.visitorId
  );
}

/**
 * The check-user rule of the contact step (spec "User action at contact step"): the mobile is
 * looked up; a known user is 'update' (their record changed only when mayEditUser), an
 * unknown one is created unverified ('add').
 */
export async function checkUser(
  db: DbOrTx,
  mobile: string,
  patch: UserPatch,
  actor: Writer,
  now: Date,
): Promise<CheckUserResult> {
  const found = await findUserByMobile(db, mobile);
  if (found) return { action: 'update', user: await maybeUpdate(db, found, patch, actor, now) };
  const created = await insertUser(db, {
    ...patch,
    mobile,
    createdByVisitorId: actor.visitorId,
    now,
  });
  if (created) return { action: 'add', user: created };
  // Another request made this user a moment ago: it is a known user now.
  const raced = await findUserByMobile(db, mobile);
  if (!raced) throw new Error('user vanished after a conflicting insert');
  return { action: 'update', user: raced };
}

async function maybeUpdate(
  db: DbOrTx,
  user: UserRow,
  patch: UserPatch,
  actor: Writer,
  now: Date,
): Promise<UserRow> {
  if (!mayEditUser(user, actor) || !changes(user, patch)) return user;
  return (await updateUser(db, user.id, patch, now)) ?? user;
}

function changes(user: UserRow, patch: UserPatch): boolean {
  return (Object.keys(patch) as (keyof UserPatch)[]).some(
    (k) => patch[k] !== undefined && patch[k] !== user[k],
  );
}

/** The user fields a journey's answers carry (firstname, middlename, lastname, email). */
export function userPatchFromAnswers(answers: Answers): UserPatch {
  const text = (key: string): string | undefined => {
    const v = answers[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const patch: UserPatch = {};
  const pairs: [keyof UserPatch, string][] = [
    ['firstName', 'firstname'],
    ['middleName', 'middlename'],
    ['lastName', 'lastname'],
    ['email', 'email'],
  ];
  for (const [field, key] of pairs) {
    const value = text(key);
    if (value !== undefined) patch[field] = value;
  }
  return patch;
}

/** The same from a /user call's body (first_name, …; '' means not given). */
export function userPatchFromBody(body: {
  first_name?: string | undefined;
  middle_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
}): UserPatch {
  return userPatchFromAnswers({
    firstname: body.first_name ?? '',
    middlename: body.middle_name ?? '',
    lastname: body.last_name ?? '',
    email: body.email ?? '',
  });
}
