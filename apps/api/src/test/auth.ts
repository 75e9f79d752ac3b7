import { randomInt } from 'node:crypto';
import { ADMIN_PERMISSION_IDS } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/types.js';
import { insertUser, setPermissions, type UserRow } from '../modules/users/data.js';
import { TODAY, Visitor } from './testApp.js';

/** A clock tests move by hand; buildApp reads it through `now`. */
export class TestClock {
  private t: number;
  constructor(start: Date = TODAY) {
    this.t = start.getTime();
  }
  readonly now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
  set(date: Date): void {
    this.t = date.getTime();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** A fresh valid mobile per call (tests share one database per file). */
export function freshMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A user made directly in the database. */
export async function makeUser(
  database: Database,
  mobile: string,
  options: { verified?: boolean; admin?: boolean; firstName?: string; now?: Date } = {},
): Promise<UserRow> {
  const now = options.now ?? TODAY;
  const user = await insertUser(database.db, {
    mobile,
    firstName: options.firstName ?? 'Asha',
    lastName: 'Verma',
    isVerified: options.verified ?? true,
    now,
  });
  if (!user) throw new Error(`user ${mobile} exists`);
  if (options.admin)
    await setPermissions(database.db, user.id, [ADMIN_PERMISSION_IDS[0] as number], now);
  return user;
}

/** The newest code the sandbox sent to a mobile (read as any client would, over HTTP). */
export async function lastOtp(app: FastifyInstance, mobile: string): Promise<string> {
  // The outbox answers only callers on this machine.
  const res = await new Visitor(app, '127.0.0.1').get(`/api/sandbox/sms?mobile=${mobile}`);
  const text = res.json.data.results[0]?.text as unknown as string | undefined;
  const code = text?.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no OTP sent to ${mobile}: ${res.body}`);
  return code;
}

/** A code that is not `code` (for wrong tries). */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Logs a browser in by OTP (login OTP, sandbox outbox, login). */
export async function logIn(app: FastifyInstance, browser: Visitor, mobile: string) {
  const sent = await browser.post('/api/user/login/otp', { mobile });
  if (sent.statusCode !== 200) throw new Error(`login OTP: ${sent.statusCode} ${sent.body}`);
  const res = await browser.post('/api/user/login', { mobile, otp: await lastOtp(app, mobile) });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * The code of a journey's first-step OTP, sent before the lead exists (bound to the journey
 * and the visitor, decision 027) and read from the sandbox outbox: what a browser types on
 * the personal loan's or the business loan's step1.
 */
export async function firstStepOtp(
  app: FastifyInstance,
  browser: Visitor,
  journey: string,
  mobile: string,
): Promise<string> {
  const sent = await browser.post('/api/user/otp', { mobile, type: 'lead', journey });
  if (sent.statusCode !== 200) throw new Error(`OTP not sent: ${sent.body}`);
  return lastOtp(app, mobile);
}
