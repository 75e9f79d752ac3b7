// Submissions to partners (card issuers today; lenders and insurers next) and the consents
// they rest on (decisions 028, 029).
export type { ConsentPurpose, ConsentText } from './consentPurposes.js';
export { CONSENT_FIELDS, CONSENT_TEXTS, PRIVACY_PATH, TERMS_PATH } from './consentPurposes.js';
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
