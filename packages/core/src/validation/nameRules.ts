import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// The spec's three name patterns (VAL-01) and the full-name rule (VAL-14). Letters are the
// Latin letters A-Z in either case: names are collected in English for the partners.

export const ALPHANUMERIC_NOT_ALLOWED = 'Alphanumeric characters not allowed';
export const REMOVE_SPECIAL_CHARACTERS = 'Please remove special characters';
export const FIRST_AND_LAST_NAME = 'Please enter valid first name and last name';

const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const LETTERS = /^[A-Za-z]+$/;
const EXTENDED = /^[A-Za-z0-9 ,-]+$/;

/**
 * Letters and spaces only. Its `part` argument (`first`, `middle`, `last`) marks a field as
 * a part of the applicant's name: the parts are shown together as one name ("Asha Verma").
 */
const name: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && LETTERS_AND_SPACES.test(text) ? null : ALPHANUMERIC_NOT_ALLOWED;
};

/** Letters only (a single word). */
const nameLetters: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && LETTERS.test(text) ? null : ALPHANUMERIC_NOT_ALLOWED;
};

/** Letters, digits, spaces, commas and hyphens (business and father's names). */
const nameExtended: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && EXTENDED.test(text) ? null : REMOVE_SPECIAL_CHARACTERS;
};

/** Letters and spaces, with at least a first and a last name. */
const fullName: RuleFn = (value) => {
  const text = textOf(value);
  if (text === null || !LETTERS_AND_SPACES.test(text)) return ALPHANUMERIC_NOT_ALLOWED;
  return text.trim().split(/ +/).length >= 2 ? null : FIRST_AND_LAST_NAME;
};

export const nameRules = { name, nameLetters, nameExtended, fullName } satisfies Record<
  string,
  RuleFn
>;
