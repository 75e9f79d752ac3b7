// Submissions to partners (card issuers today; lenders and insurers next) and the consents
// they rest on (decisions 028, 029).
export type {
  ConsentPurpose,
  ConsentScope,
  ConsentText,
  ConsentUse,
} from '../journeyModel/consentPurposes.js';
export {
  CONSENT_FIELDS,
  CONSENT_TEXTS,
  MATCHED_LENDER,
  PRIVACY_PATH,
  TERMS_PATH,
} from '../journeyModel/consentPurposes.js';
export type { PartnerCallUse } from '../journeyModel/partnerCallUses.js';
export { PARTNER_CALL_USES, partnerCallUse } from '../journeyModel/partnerCallUses.js';
export { consentSubject, consentWords } from './consentSubject.js';
export { issuerTermsUrl } from './issuerTermsUrl.js';
export type { ReviewRow } from './reviewRows.js';
export { reviewRows } from './reviewRows.js';
export type { SubmissionConsent } from './submissionRefusal.js';
export { MOBILE_NOT_VERIFIED, NOT_ACCEPTED, submissionRefusal } from './submissionRefusal.js';
export {
  AADHAAR_AGAIN,
  AADHAAR_NOT_THE_ONE,
  wholeAadhaarProblem,
} from './wholeAadhaarProblem.js';
