import { MOBILE_NOT_VERIFIED, NOT_ACCEPTED } from '@tara/core';
import type { Tx } from '../../db/types.js';
import { type HttpError, httpError, INCORRECT_OTP, OTP_NOT_VALID } from '../../http/errors.js';
import { type Actor, type AuthDeps, ownerOf } from '../auth/deps.js';
import { checkOtp } from '../auth/otp.js';
import { applicantApplication, isOwners, lockApplicant } from './data.js';
import { instantApplyOtpScope } from './instantApplyOtp.js';
import type { InstantForm } from './instantForm.js';
import type { SubmissionPass } from './submissionGate.js';

/** Decision 028's acceptance, checked before anything is read or written. */
export function requireAccepted(accepted: boolean | undefined): void {
  if (accepted !== true) throw httpError(422, NOT_ACCEPTED, { fields: { accepted: NOT_ACCEPTED } });
}

/**
 * Before an instant-apply form goes to the issuer, in the submission's first transaction: the
 * same say-so as a journey's lead (decision 028, completed by 060). The form's mobile is
 * proved when it is the verified mobile of the logged-in user (never an admin's own), when
 * this caller's application for this applicant and card proved it already (a retry), or by
 * the instant-apply OTP given now (`POST /cards/apply/otp`).
 *
 * It takes the applicant's lock first, so copies of one form sent at once are checked one
 * after the other: the first proves the mobile with the code and claims the submission; the
 * next finds that proof and no longer needs the code (it gets what the claim says: 409 while
 * at the bank, then the answer). A refused code is RETURNED, not thrown: the caller commits the
 * transaction, so the try counts, and then refuses.
 */
export async function instantApplyGate(
  tx: Tx,
  auth: AuthDeps,
  actor: Actor & { visitorId: string },
  input: { cardId: number; form: InstantForm; otp?: string | undefined },
): Promise<SubmissionPass | HttpError> {
  const mobile = String(input.form.values.mobile ?? '');
  const user = actor.isAdmin ? null : actor.user;
  if (user?.isVerified && user.mobile === mobile) return { provedMobile: null };
  await lockApplicant(tx, input.cardId, input.form.applicant);
  const prior = await applicantApplication(tx, input.cardId, input.form.applicant);
  if (prior && isOwners(prior.lead, ownerOf(actor)) && prior.lead.verifiedMobile === mobile) {
    return { provedMobile: null };
  }
  if (!input.otp) {
    throw httpError(422, MOBILE_NOT_VERIFIED, { fields: { otp: MOBILE_NOT_VERIFIED } });
  }
  const scope = instantApplyOtpScope(input.cardId, actor.visitorId);
  const target = { mobile, purpose: 'lead' as const, scope };
  const result = await checkOtp({ ...auth, db: tx }, target, input.otp, actor.ip);
  if (result === 'ok') return { provedMobile: mobile };
  const message = result === 'wrong' ? INCORRECT_OTP : OTP_NOT_VALID;
  return httpError(422, message, { isInvalidOtp: true, fields: { otp: message } });
}
