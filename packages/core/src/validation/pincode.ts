import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

/** The spec's words (MSG-020) for anything but six digits starting 1 to 9 (issue 23). */
export const PINCODE_FORMAT = 'Please enter a valid 6 digit pincode';

const SIX_DIGITS = /^[1-9]\d{5}$/;

/** Six digits, the first not 0 (VAL-02). Whether the city exists is a server lookup. */
export const pincode: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && SIX_DIGITS.test(text) ? null : PINCODE_FORMAT;
};
