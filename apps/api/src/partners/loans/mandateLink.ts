import { randomBytes } from 'node:crypto';
import { rateLimits } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { claimCooldown, type RateResult, rateKey } from '../../modules/auth/rateLimit.js';

// A sandbox mandate and its link (decisions 022, 036: IDFC's and Northern Arc's). The mandate itself is kept where the call
// runner keeps every call: its `lead_calls` row (external_ref = the mandate id, request = the
// masked mandate), so there is no table of its own.

/** Seconds before the applicant may ask for the link again (spec 02 §9). */
export const RESEND_AFTER_SECONDS = 10;

/** 'MDT-' and 16 hex digits: unguessable, since the sandbox page acts on whoever holds it. */
export const newMandateId = (): string => `MDT-${randomBytes(8).toString('hex').toUpperCase()}`;

/** The sandbox bank's page of a mandate. */
export const enachPagePath = (mandateId: string): string => `/api/sandbox/enach/${mandateId}`;

/** The link the applicant gets: on PUBLIC_ORIGIN when known, else a path of this server. */
export const enachLink = (mandateId: string, publicOrigin: string | undefined): string =>
  `${publicOrigin ?? ''}${enachPagePath(mandateId)}`;

const resendKey = (leadId: string): string => rateKey('enach-link', leadId);

/** Starts the resend wait now (a link was just sent), whatever it was. */
export async function startResendWait(db: DbOrTx, leadId: string, now: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: resendKey(leadId), windowStart: now, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: 1 } });
}

/** Claims a resend: allowed 10 s after the last link (atomic: of two racing, one wins). */
export function claimResend(db: DbOrTx, leadId: string, now: Date): Promise<RateResult> {
  return claimCooldown(db, resendKey(leadId), RESEND_AFTER_SECONDS, now);
}
