// Sample walk of the metro card journey, for core, API and browser tests: the answers that
// differ from `SAMPLE_VALUES`, and the eligibility call's outcome on that walk.
import type { Answers } from '../../journeyModel/types.js';
import { METRO_ELIGIBILITY_CALL } from './metro.js';

// The OTP's value stands for the code the SMS brings (the server checks it; core only its shape).
const card: Answers = {
  otp: '123456',
  metroCardNumber: '12-345678',
  metroHolderNumber: '1',
  isMetroChecked: true,
  isMetroMembershipTNCchecked: true,
  isMetroConsentChecked: true,
};

export const METRO_BRANCHES: Record<string, Record<string, Answers>> = {
  metro: { default: card },
};

export const METRO_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  metro: { default: { [METRO_ELIGIBILITY_CALL]: 'eligible' } },
};
