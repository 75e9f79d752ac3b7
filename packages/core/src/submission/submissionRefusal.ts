// Nothing goes to a partner (card issuer, lender, insurer) without the applicant's say-so
// (decision 028): the terms accepted on the review screen, and the mobile proved for this
// lead (the lead's OTP, a verified form user with that mobile, or an admin's verification).

export const NOT_ACCEPTED =
  'Please read the terms and tick the box to accept them before we send your application';
export const MOBILE_NOT_VERIFIED =
  'Please verify your mobile number with the OTP we sent before we send your application';

export interface SubmissionConsent {
  /** The applicant ticked the acceptance box on the review screen. */
  accepted: boolean;
  /** The lead's mobile is verified for this lead (see `isMobileVerified` in the API). */
  mobileVerified: boolean;
}

/** Why a submission may not go to the partner yet, or null when it may. Acceptance first. */
export function submissionRefusal(consent: SubmissionConsent): string | null {
  if (!consent.accepted) return NOT_ACCEPTED;
  if (!consent.mobileVerified) return MOBILE_NOT_VERIFIED;
  return null;
}
