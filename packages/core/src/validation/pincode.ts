import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const PINCODE_FORMAT = 'Please enter a valid 6 digit pincode';
/** Six digits that no pincode can be: India Post's start with 1 to 9 (000000, 012345). */
export const PINCODE_NONE = 'This pincode does not exist: Indian pincodes start with 1 to 9';

const SIX_DIGITS = /^\d{6}$/;

/** Six digits, the first not 0 (VAL-02). Whether the city exists is a server lookup. */
export const pincode: RuleFn = (value) => {
  const text = textOf(value);
  if (text === null || !SIX_DIGITS.test(text)) return PINCODE_FORMAT;
  return text.startsWith('0') ? PINCODE_NONE : null;
};
