import { STALE_CLAIM_MS } from '../http/idempotency.js';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from '../modules/auth/policy.js';

// How long rows that no longer do anything are kept (decision 012). Every query already
// ignores them; the purge deletes them so nothing personal outlives its purpose.

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a dead OTP or session (expired, used, void, revoked) is kept after it stopped
 * working, for support and incident questions ("was a code sent and used yesterday?").
 */
export const DEAD_ROW_GRACE_MS = 24 * HOUR_MS;

/**
 * The lifetime of an idempotency key. idempotency.ts defines none (only STALE_CLAIM_MS, after
 * which an unfinished claim may be taken over), so it is set here: a client retries within
 * seconds or minutes, and a day covers a phone that was offline overnight.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * HOUR_MS;

/** How long the sandbox SMS outbox keeps a message (it holds OTP codes in clear). */
export const SMS_OUTBOX_RETENTION_MS = 24 * HOUR_MS;

/**
 * How long an anonymous lead that never reached a contact step is kept after its last save
 * (decision 018): it names nobody and nobody can be told about it, and a visitor who comes
 * back within a month still finds it.
 */
export const ANONYMOUS_LEAD_RETENTION_MS = 30 * 24 * HOUR_MS;

/**
 * How long a pulled credit report is kept (decision 035): a bureau's data changes every month,
 * so a report older than a quarter no longer says where the user stands; the user pulls again.
 */
export const CREDIT_REPORT_RETENTION_MS = 90 * 24 * HOUR_MS;

/** Rows deleted per statement, and statements per table per run (the rest waits a run). */
export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_MAX_BATCHES = 200;

export interface RetentionCutoffs {
  /** OTPs that expired, or were used or voided, at or before this. */
  otpDeadBefore: Date;
  /** Sessions past their absolute end or revoked at or before this. */
  sessionEndedBefore: Date;
  /** Sessions last seen at or before this (idle timeout + grace). */
  sessionIdleBefore: Date;
  /** Rate-limit rows whose window started at or before this (every window has ended). */
  rateWindowStartedBefore: Date;
  /** Idempotency keys claimed at or before this. */
  idempotencyCreatedBefore: Date;
  /** Sandbox SMS sent at or before this. */
  smsCreatedBefore: Date;
  /** Anonymous leads without contact details last saved at or before this. */
  anonymousLeadSavedBefore: Date;
  /** Credit reports pulled at or before this. */
  creditReportPulledBefore: Date;
}

/**
 * The longest rate-limit window or cooldown. `rate_limits` keeps no window length per row, so a
 * row is deleted only once the longest window has passed since it started; shorter windows
 * (the 30 s cooldown) linger up to that long, which is harmless.
 */
export function longestRateWindowSeconds(limits: AuthLimits): number {
  return Math.max(
    limits.resendCooldownSeconds,
    limits.sendsPerMobile.windowSeconds,
    limits.sendsPerIp.windowSeconds,
    limits.verifiesPerIp.windowSeconds,
    limits.lookupsPerIp.windowSeconds,
    limits.visitorsPerIp.windowSeconds,
    limits.anonymousLeadsPerIp.windowSeconds,
    limits.creditReportPulls.windowSeconds,
  );
}

/** The cut-off times of a run at `now`, from the auth limits the app runs with. */
export function retentionCutoffs(
  now: Date,
  limits: AuthLimits = DEFAULT_AUTH_LIMITS,
): RetentionCutoffs {
  const t = now.getTime();
  const ago = (ms: number) => new Date(t - ms);
  return {
    otpDeadBefore: ago(DEAD_ROW_GRACE_MS),
    sessionEndedBefore: ago(DEAD_ROW_GRACE_MS),
    sessionIdleBefore: ago(DEAD_ROW_GRACE_MS + limits.sessionIdleSeconds * 1000),
    rateWindowStartedBefore: ago(longestRateWindowSeconds(limits) * 1000),
    // Never within a claim's takeover time, whatever the constants become.
    idempotencyCreatedBefore: ago(Math.max(IDEMPOTENCY_KEY_LIFETIME_MS, STALE_CLAIM_MS)),
    smsCreatedBefore: ago(SMS_OUTBOX_RETENTION_MS),
    anonymousLeadSavedBefore: ago(ANONYMOUS_LEAD_RETENTION_MS),
    creditReportPulledBefore: ago(CREDIT_REPORT_RETENTION_MS),
  };
}
