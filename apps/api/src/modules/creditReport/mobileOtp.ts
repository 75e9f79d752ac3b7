import type { OtpSentResponse } from '@tara/core';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import type { Actor } from '../auth/deps.js';
import { issueOtp, requireOtp } from '../auth/otp.js';
import { sentResponse } from '../auth/service.js';
import type { CreditReportDeps } from './creditReportService.js';
import { addVerifiedMobile } from './data.js';

// Next action 3 (authType 5): the mobile a user pulls with is not their account's mobile, so
// it is verified by OTP first. The code is bound to the user: nobody else can use it.

/** POST /user/otp type 5: a code to `mobile` for the session's user's credit-report pull. */
export async function sendCreditReportOtp(
  deps: CreditReportDeps,
  actor: Actor,
  mobile: string,
): Promise<OtpSentResponse> {
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  const sent = await issueOtp(
    deps.auth,
    { mobile, purpose: 'creditReport', scope: actor.user.id },
    { ip: actor.ip, userId: actor.user.id },
  );
  return sentResponse(mobile, sent);
}

/** POST /user/profile/credit-reports/self-pull/verify: the code; the mobile is then the user's to pull with. */
export async function verifyCreditReportMobile(
  deps: CreditReportDeps,
  actor: Actor,
  body: { mobile: string; otp: string },
): Promise<{ data: { results: { mobile: string; verified: true } } }> {
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  const target = { mobile: body.mobile, purpose: 'creditReport' as const, scope: actor.user.id };
  await requireOtp(deps.auth, target, body.otp, actor.ip);
  await addVerifiedMobile(deps.db, actor.user.id, body.mobile, deps.now());
  return { data: { results: { mobile: body.mobile, verified: true } } };
}
