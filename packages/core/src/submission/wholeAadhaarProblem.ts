import { aadhaar } from '../validation/aadhaar.js';

// A lead keeps an Aadhaar answer masked to its last 4 digits (decision 061); an issuer that
// needs the whole number gets it with the application, typed again or kept in the browser's
// memory since the step. The same check on both sides: the step's rule, then the last 4.

export const AADHAAR_AGAIN =
  'Please enter your Aadhaar number again: we keep only its last 4 digits';
export const AADHAAR_NOT_THE_ONE = 'Please enter the Aadhaar number you gave in your application';

/** What is wrong with the whole number given for a lead that keeps `last4`; null when right. */
export function wholeAadhaarProblem(given: string | undefined, last4: string): string | null {
  if (given === undefined || given.trim() === '') return AADHAAR_AGAIN;
  const invalid = aadhaar(given, { rule: 'aadhaar' }, {}, { today: new Date(0) });
  if (invalid) return invalid;
  return given.replace(/\D/g, '').slice(-4) === last4 ? null : AADHAAR_NOT_THE_ONE;
}
