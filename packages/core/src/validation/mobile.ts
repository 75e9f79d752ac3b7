import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const MOBILE_FORMAT = 'Please enter a valid 10 digit phone number';
/** Ten digits that no Indian mobile starts with: MSG-031 would contradict them (decision 094). */
export const MOBILE_FIRST_DIGIT = 'An Indian mobile number starts with 6, 7, 8 or 9';

const MOBILE = /^[6-9]\d{9}$/;

/** Ten digits starting with 6, 7, 8 or 9 (VAL-03). */
export const mobile: RuleFn = (value) => {
  const text = textOf(value);
  if (text !== null && MOBILE.test(text)) return null;
  return text !== null && /^\d{10}$/.test(text) ? MOBILE_FIRST_DIGIT : MOBILE_FORMAT;
};

/** True for a valid mobile: a mobile from the query is used only when this holds (VAL-36). */
export function isValidMobile(value: string): boolean {
  return MOBILE.test(value);
}
