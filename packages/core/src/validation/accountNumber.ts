import { NUMBERS_ONLY } from './characterRules.js';
import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

/** A bank account number: digits only. Naming it marks the field an identifier (shown masked). */
export const accountNumber: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && /^\d+$/.test(text) ? null : NUMBERS_ONLY;
};
