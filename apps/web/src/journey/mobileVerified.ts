import type { LeadView, SessionUser } from '@tara/core/contract';
import type { Answers, StepDef } from '@tara/core/engine';
import type { FormValues } from './form/formState';
import { formKeys } from './form/formState';

// The browser's mirror of the server's `mobileVerified` context flag (apps/api leads'
// isMobileVerified): the OTP fields are shown, and required, exactly when the server will ask.
// Erring towards "not verified" is the safe side: a needless OTP box is a nuisance, a hidden
// one the server wants is a dead end.

/** The mobiles known to be verified now, each or null. */
export interface VerifiedMobiles {
  /** The lead's saved mobile, when the server says it is verified. */
  lead: string | null;
  /** The logged-in user's own mobile, when verified (an admin fills for someone else). */
  user: string | null;
}

type LeadPart = Pick<LeadView, 'mobile_verified' | 'answers'>;
type UserPart = Pick<SessionUser, 'mobile' | 'is_verified' | 'is_admin'>;

/** What the lead and the session user tell of verified mobiles. */
export function verifiedMobiles(lead: LeadPart | null, user: UserPart | null): VerifiedMobiles {
  const saved = lead?.answers.mobile;
  return {
    lead: lead?.mobile_verified && typeof saved === 'string' && saved ? saved : null,
    // The server reads the lead's user, which for an admin's save is the customer, not them.
    user: user?.is_verified && !user.is_admin && user.mobile ? user.mobile : null,
  };
}

/**
 * The mobile a save of this step will leave on the lead: the step's own (typed) mobile when it
 * asks for one, else the lead's saved answer; '' when there is none.
 */
export function mobileBeingSaved(step: StepDef, values: FormValues, answers: Answers): string {
  const asks = step.fields.some((field) => formKeys(field).includes('mobile'));
  const mobile = asks ? values.mobile : answers.mobile;
  return typeof mobile === 'string' ? mobile : '';
}

/** The mobile being saved is a verified one (so no OTP is asked for it). */
export function mobileVerified(mobile: string, verified: VerifiedMobiles): boolean {
  return mobile !== '' && (mobile === verified.lead || mobile === verified.user);
}
