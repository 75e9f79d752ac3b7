import { PAN_PATTERN } from './panRules.js';
import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const GSTIN_FORMAT = 'Invalid GSTIN/UIN';

// 15 characters: state code 01-37, the holder's PAN, the entity number for that PAN in the
// state (1-9 then A-Z), the letter Z, and a check character (digit or letter). The check
// character is not recomputed: see docs/decisions/003-validation-messages.md.
const GSTIN = new RegExp(`^(0[1-9]|[12][0-9]|3[0-7])${PAN_PATTERN}[1-9A-Z]Z[0-9A-Z]$`);

/** A GSTIN (VAL-04), compared upper-cased. */
export const gstin: RuleFn = (value) => {
  const text = textOf(value)?.toUpperCase();
  return text !== undefined && GSTIN.test(text) ? null : GSTIN_FORMAT;
};
