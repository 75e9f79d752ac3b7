import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';
import { isVerhoeffValid } from './verhoeff.js';

// Aadhaar numbers (VAL-45): typed in groups of four with dashes, sent without them, and never
// stored whole (masked to the last four).

export const AADHAAR_FORMAT = 'Invalid Aadhar';

/** The field's maximum length: 12 digits and two dashes. */
export const AADHAAR_MAX_LENGTH = 14;

/** The digits of a typed Aadhaar number, with dashes and spaces removed. */
export function stripAadhaar(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 12 digits, the first 2-9, with a valid Verhoeff check digit. */
export const aadhaar: RuleFn = (value) => {
  const text = textOf(value);
  if (text === null) return AADHAAR_FORMAT;
  const digits = stripAadhaar(text);
  return /^[2-9]\d{11}$/.test(digits) && isVerhoeffValid(digits) ? null : AADHAAR_FORMAT;
};

/** As typed: digits only, in groups of four joined by dashes, at most 14 characters. */
export function formatAadhaar(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 12);
  return (digits.match(/\d{1,4}/g) ?? []).join('-');
}

/** Only the last four digits shown: XXXX-XXXX-1234. */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `XXXX-XXXX-${digits.slice(-4)}`;
}
