import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

export const NUMBERS_ONLY = 'Please enter numbers only';
export const NO_SPECIAL_CHARACTERS = 'Special characters are not allowed';

/** Digits only (account numbers, share codes). */
const numeric: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && /^\d+$/.test(text) ? null : NUMBERS_ONLY;
};

/**
 * Letters, digits, spaces and the punctuation of ordinary text (. , - ' / & ( )), so
 * 'Sr. Manager - R&D' passes; symbols such as @ # $ % * _ + = ; : " ! ? < > and non-ASCII fail.
 */
const noSpecialChars: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && /^[A-Za-z0-9 .,\-'/&()]+$/.test(text) ? null : NO_SPECIAL_CHARACTERS;
};

export const characterRules = { numeric, noSpecialChars } satisfies Record<string, RuleFn>;
