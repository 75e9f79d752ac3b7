import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lastOtp } from './auth.js';
import type { TestResponse, Visitor } from './testApp.js';

// Instant-apply forms in tests (decision 060): each applicant a PAN of their own (one
// submission per applicant and card), the form's mobile proved by the instant-apply OTP.

export const APPLY = '/api/cards/apply';
export const APPLY_OTP = '/api/cards/apply/otp';

const letter = () => String.fromCharCode(65 + randomInt(0, 26));

/**
 * A fresh individual PAN whose 5th letter is `marker`: the issuer sandbox decides by it
 * (E approved, R rejected, P in process, T transient, F unreachable).
 */
export function freshPan(marker = 'E'): string {
  return `${letter()}${letter()}${letter()}P${marker}${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
}

/** Sends the instant-apply OTP for the card to the mobile; returns the code (sandbox outbox). */
export async function instantOtp(
  app: FastifyInstance,
  browser: Visitor,
  cardId: number,
  mobile: string,
): Promise<string> {
  const sent = await browser.post(APPLY_OTP, { cardId, mobile });
  if (sent.statusCode !== 200)
    throw new Error(`instant-apply OTP: ${sent.statusCode} ${sent.body}`);
  return lastOtp(app, mobile);
}

/** Sends an instant-apply form as the review page does: accepted, its mobile's OTP first. */
export async function applyInstant(
  app: FastifyInstance,
  browser: Visitor,
  body: { cardId: number; instantApply: Record<string, unknown> } & Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const form = body.instantApply;
  const personal = (form.personal ?? {}) as Record<string, unknown>;
  const mobile = String(form.mobile ?? form.Mobile ?? personal.mobile ?? '');
  const otp = await instantOtp(app, browser, body.cardId, mobile);
  return browser.post(APPLY, { accepted: true, ...body, otp }, headers);
}
