import { stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Landline numbers: an STD code field and a number field (VAL-05, VAL-38).

export const STD_FORMAT = 'Invalid STD code';
export const LANDLINE_FORMAT = 'Invalid Landline';

const STD = /^0\d{2,4}$/;

/** "0" followed by 2 to 4 digits. */
const std: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && STD.test(text) ? null : STD_FORMAT;
};

/** The number with the STD code of `values[stdField]` must total 11 digits. */
const landline: RuleFn = (value, args, values) => {
  const text = textOf(value);
  if (text === null || !/^\d+$/.test(text)) return LANDLINE_FORMAT;
  const field = stringArg(args, 'stdField');
  const code = field === undefined ? '' : (textOf(values[field] ?? '') ?? '');
  return code.length + text.length === 11 ? null : LANDLINE_FORMAT;
};

export const phoneRules = { std, landline } satisfies Record<string, RuleFn>;
