import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const PINCODE_FORMAT = 'Please enter a valid 6 digit pincode';

const PINCODE = /^[1-9]\d{5}$/;

/** Six digits, the first not 0 (VAL-02). Whether the city exists is a server lookup. */
export const pincode: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && PINCODE.test(text) ? null : PINCODE_FORMAT;
};
