export { kycApplicant, kycGender } from './kycApplicant.js';
export type { KycDetail, KycGender, KycPerson } from './kycMatchesApplicant.js';
export { kycMatchesApplicant, kycMismatches, kycMismatchText } from './kycMatchesApplicant.js';
export { namesMatch } from './namesMatch.js';
