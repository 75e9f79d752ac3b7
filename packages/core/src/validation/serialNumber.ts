import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// A product's serial number or IMEI (the extended warranty, decision 044): 6 to 20 letters
// and digits. A field with this rule is an identifier: shown masked to its last 4.

export const INVALID_SERIAL =
  'Please enter a valid serial number or IMEI (6 to 20 letters and digits)';

export const serialNumber: RuleFn = (value) => {
  const text = textOf(value)?.replace(/\s/g, '') ?? '';
  return /^[A-Za-z0-9]{6,20}$/.test(text) ? null : INVALID_SERIAL;
};
