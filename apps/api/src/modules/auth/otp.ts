import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { otps } from '../../db/schema.js';
import { sameDigest } from '../../http/crypto.js';
import { httpError, INCORRECT_OTP, OTP_NOT_VALID } from '../../http/errors.js';
import type { AuthDeps } from './deps.js';
import { claimCooldown, countHit, rateKey, refuseWhenLimited } from './rateLimit.js';

/**
 * What a code is for: logging in, signing up, a lead's final step, an admin's verification,
 * a mobile a user pulls their credit report with (scope: the user id).
 */
export type OtpPurpose = 'login' | 'signup' | 'lead' | 'verify' | 'creditReport';

export interface OtpTarget {
  mobile: string;
  purpose: OtpPurpose;
  /** '' for login and sign-up; the lead id; `user:lead` for an admin verification. */
  scope: string;
}

export interface OtpSent {
  expiresIn: number;
  resendIn: number;
}

const hashCode = (key: Buffer, id: string, code: string): string =>
  createHmac('sha256', key).update(`${id}:${code}`).digest('hex');

/**
 * Sends a new code: resend cooldown per mobile and purpose, then the per-IP and per-mobile
 * send limits (429 when reached). The code is 6 digits from the CSPRNG; only its HMAC is
 * stored, and earlier live codes of the same target are voided.
 */
export async function issueOtp(
  deps: AuthDeps,
  target: OtpTarget,
  options: { ip: string; userId?: string | null; requestedBy?: string | null },
): Promise<OtpSent> {
  const { db, limits } = deps;
  const now = deps.now();
  const { mobile, purpose } = target;
  refuseWhenLimited(
    await claimCooldown(
      db,
      rateKey(`otp-cooldown:${purpose}`, mobile),
      limits.resendCooldownSeconds,
      now,
    ),
  );
  refuseWhenLimited(await countHit(db, rateKey('otp-send-ip', options.ip), limits.sendsPerIp, now));
  refuseWhenLimited(
    await countHit(db, rateKey('otp-send-mobile', mobile), limits.sendsPerMobile, now),
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const key = await deps.otpKey();
  await db.transaction(async (tx) => {
    await tx
      .update(otps)
      .set({ consumedAt: now })
      .where(and(liveTarget(target), isNull(otps.consumedAt)));
    await tx.insert(otps).values({
      id,
      ...target,
      codeHash: hashCode(key, id, code),
      userId: options.userId ?? null,
      requestedBy: options.requestedBy ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.otpTtlSeconds * 1000),
    });
  });
  try {
    await deps.sms.send({ mobile, text: otpText(code, purpose, limits.otpTtlSeconds) });
  } catch {
    await db.update(otps).set({ consumedAt: now }).where(eq(otps.id, id));
    throw httpError(503, 'We could not send the OTP. Please try again in a little while');
  }
  return { expiresIn: limits.otpTtlSeconds, resendIn: limits.resendCooldownSeconds };
}

export type OtpCheck = 'ok' | 'wrong' | 'invalid';

/**
 * Checks a code against the live code of the target. Every try counts (per IP, and against
 * the code: after the last allowed try the code is void). A right code is used up.
 * The try is committed on its own, never inside the caller's transaction, so a refused
 * request cannot roll the count back.
 */
export async function checkOtp(
  deps: AuthDeps,
  target: OtpTarget,
  code: string,
  ip: string,
): Promise<OtpCheck> {
  const { db, limits } = deps;
  const now = deps.now();
  refuseWhenLimited(await countHit(db, rateKey('otp-verify-ip', ip), limits.verifiesPerIp, now));
  const latest = db
    .select({ id: otps.id })
    .from(otps)
    .where(and(liveTarget(target), isNull(otps.consumedAt)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  const [tried] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        inArray(otps.id, latest),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
        lt(otps.attempts, limits.otpMaxAttempts),
      ),
    )
    .returning({ id: otps.id, codeHash: otps.codeHash });
  if (!tried) return 'invalid';
  const key = await deps.otpKey();
  if (!/^\d{6}$/.test(code) || !sameDigest(hashCode(key, tried.id, code), tried.codeHash)) {
    return 'wrong';
  }
  const used = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, tried.id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return used.length > 0 ? 'ok' : 'invalid';
}

/**
 * checkOtp, refusing anything but 'ok' with 422 and `isInvalidOtp` (field `otp` by default);
 * a wrong code reads `wrongMessage` (a journey's own words, e.g. the metro journey's).
 */
export async function requireOtp(
  deps: AuthDeps,
  target: OtpTarget,
  code: string,
  ip: string,
  field = 'otp',
  wrongMessage = INCORRECT_OTP,
): Promise<void> {
  const result = await checkOtp(deps, target, code, ip);
  if (result === 'ok') return;
  const message = result === 'wrong' ? wrongMessage : OTP_NOT_VALID;
  throw httpError(422, message, { isInvalidOtp: true, fields: { [field]: message } });
}

const liveTarget = (t: OtpTarget) =>
  and(eq(otps.mobile, t.mobile), eq(otps.purpose, t.purpose), eq(otps.scope, t.scope));

function otpText(code: string, purpose: OtpPurpose, ttlSeconds: number): string {
  const minutes = Math.round(ttlSeconds / 60);
  const use =
    purpose === 'verify'
      ? 'to verify your mobile for the application a Tara agent is filling with you'
      : purpose === 'lead'
        ? 'to confirm your application'
        : purpose === 'creditReport'
          ? 'to fetch your credit report with this mobile'
          : purpose === 'signup'
            ? 'to sign up'
            : 'to log in';
  const share =
    purpose === 'verify'
      ? 'Share it only with the Tara agent filling your application.'
      : 'Do not share it with anyone.';
  return `${code} is your Tara OTP ${use}. It is valid for ${minutes} minutes. ${share}`;
}
