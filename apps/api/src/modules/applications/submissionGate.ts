import { MOBILE_NOT_VERIFIED, NOT_ACCEPTED, submissionRefusal } from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import type { AuthDeps } from '../auth/deps.js';
import { type Actor, ownerOf } from '../auth/deps.js';
import { requireOtp } from '../auth/otp.js';
import { isWithdrawn } from '../consents/data.js';
import { readLead } from '../leads/data.js';
import { leadMobileVerified } from '../leads/leadContext.js';
import { leadOtpScope } from '../leads/otpStep.js';

// The rule moved to the leads module (decision 063: the call runner's gate uses it too).
export { leadMobileVerified };

export const CONSENT_WITHDRAWN =
  'You withdrew your consent to the credit bureau check for this application, so it cannot be sent';

/** What the gate let through: the mobile the OTP proved now (to link), or null. */
export interface SubmissionPass {
  provedMobile: string | null;
}

/**
 * Before a lead goes to a partner (decision 028): the terms accepted on the review screen
 * (422 otherwise), and the lead's mobile verified — already (an earlier OTP of this lead, an
 * admin's verification, the verified form user or logged-in user with that mobile) or by the
 * lead OTP given now (checked BEFORE the submission's transaction, so a wrong try counts).
 * A lead that is not the caller's, or unfinished, is left to the submission, which refuses it.
 */
export async function submissionGate(
  deps: { db: Db; auth: AuthDeps },
  actor: Actor & { visitorId: string },
  input: { leadId?: string | undefined; accepted?: boolean | undefined; otp?: string | undefined },
): Promise<SubmissionPass> {
  if (input.accepted !== true) {
    throw httpError(422, NOT_ACCEPTED, { fields: { accepted: NOT_ACCEPTED } });
  }
  const lead = input.leadId ? await readLead(deps.db, input.leadId, ownerOf(actor)) : null;
  // Not the caller's, or not finished: the submission refuses it (404, 409) as before.
  if (lead?.status !== 'complete') return { provedMobile: null };
  if (await isWithdrawn(deps.db, lead.id, 'credit-bureau')) throw httpError(409, CONSENT_WITHDRAWN);
  const mobile = typeof lead.answers.mobile === 'string' ? lead.answers.mobile : null;
  const verified = await leadMobileVerified(deps.db, actor, lead);
  if (submissionRefusal({ accepted: true, mobileVerified: verified }) === null) {
    return { provedMobile: null };
  }
  if (!mobile || !input.otp) {
    throw httpError(422, MOBILE_NOT_VERIFIED, { fields: { otp: MOBILE_NOT_VERIFIED } });
  }
  const scope = leadOtpScope(lead, lead.journey, actor.visitorId);
  await requireOtp(deps.auth, { mobile, purpose: 'lead', scope }, input.otp, actor.ip);
  return { provedMobile: mobile };
}
