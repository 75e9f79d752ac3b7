import { booleanArg, stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// PAN: 5 letters, 4 digits, 1 letter (VAL-06, VAL-07). The 4th letter is the holder type:
// P person, C company, F firm. Values are compared upper-cased (the field shows upper case).

/**
 * The spec's words (01 §5), for a PAN of the wrong shape and, in an individual's journey, a
 * PAN whose 4th letter is not P. What a PAN looks like is the field's hint (`panField`), so the
 * message stays the spec's word for word (issue 23).
 */
export const PAN_FORMAT = 'Please enter a valid PAN';
export const BUSINESS_PAN_FORMAT = 'Please enter a valid business pancard';

/** The PAN pattern without anchors, shared with the GSTIN rule. */
export const PAN_PATTERN = '[A-Z]{5}[0-9]{4}[A-Z]';

const PAN = new RegExp(`^${PAN_PATTERN}$`);

/** A PAN; `{ variant: 'individual' }` needs the 4th letter P. */
const pan: RuleFn = (value, args) => {
  const text = textOf(value)?.toUpperCase();
  if (text === undefined || !PAN.test(text)) return PAN_FORMAT;
  if (stringArg(args, 'variant') === 'individual' && text[3] !== 'P') return PAN_FORMAT;
  return null;
};

/** A business PAN: 4th letter C or F, or also P with `{ allowP: true }`. */
const businessPan: RuleFn = (value, args) => {
  const text = textOf(value)?.toUpperCase();
  if (text === undefined || !PAN.test(text)) return BUSINESS_PAN_FORMAT;
  const allowed = booleanArg(args, 'allowP') ? 'CFP' : 'CF';
  return allowed.includes(text[3] as string) ? null : BUSINESS_PAN_FORMAT;
};

export const panRules = { pan, businessPan } satisfies Record<string, RuleFn>;
