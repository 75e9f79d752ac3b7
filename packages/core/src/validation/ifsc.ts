import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const IFSC_FORMAT = 'Please enter a valid bank IFSC code';

/** The IFSC's shape, upper case (VAL-11). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Bank code (4 letters), a zero, branch code (6 alphanumerics) (VAL-11); upper-cased first. */
export const ifsc: RuleFn = (value) => {
  const text = textOf(value)?.toUpperCase();
  return text !== undefined && IFSC_PATTERN.test(text) ? null : IFSC_FORMAT;
};
