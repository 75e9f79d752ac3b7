import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// The spec's three name patterns (VAL-01) and the full-name rule (VAL-14). Letters are the
// Latin letters A-Z in either case: names are collected in English for the partners.

/** The spec's MSG-007 ('Alphanumeric characters not allowed') in words that say it (decision 094). */
export const NAME_NO_NUMBERS = 'Please use letters only, no numbers';
export const REMOVE_SPECIAL_CHARACTERS = 'Please remove special characters';
/** Names go to the partners in English (VAL-01's letters are A-Z). */
export const NAME_IN_ENGLISH = 'Please write the name in English letters (A-Z)';
export const FIRST_AND_LAST_NAME = 'Please enter valid first name and last name';

const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const LETTERS = /^[A-Za-z]+$/;
const EXTENDED = /^[A-Za-z0-9 ,-]+$/;

/** Why a text fails a letters-only pattern: other scripts, then symbols, then digits. */
function nameProblem(text: string): string {
  if (/\p{L}/u.test(text.replace(/[A-Za-z]/g, ''))) return NAME_IN_ENGLISH;
  return /[^A-Za-z0-9 ]/.test(text) ? REMOVE_SPECIAL_CHARACTERS : NAME_NO_NUMBERS;
}

const lettersRule =
  (pattern: RegExp): RuleFn =>
  (value) => {
    const text = textOf(value);
    if (text === null) return NAME_NO_NUMBERS;
    return pattern.test(text) ? null : nameProblem(text);
  };

/**
 * Letters and spaces only. Its `part` argument (`first`, `middle`, `last`) marks a field as
 * a part of the applicant's name: the parts are shown together as one name ("Asha Verma").
 */
const name = lettersRule(LETTERS_AND_SPACES);

const letters = lettersRule(LETTERS);

/** Letters only (a single word): a space is one of the characters to remove. */
const nameLetters: RuleFn = (value, ...args) => {
  const text = textOf(value);
  if (text?.includes(' ') && LETTERS_AND_SPACES.test(text)) {
    return REMOVE_SPECIAL_CHARACTERS;
  }
  return letters(value, ...args);
};

/** Letters, digits, spaces, commas and hyphens (business and father's names). */
const nameExtended: RuleFn = (value) => {
  const text = textOf(value);
  return text !== null && EXTENDED.test(text) ? null : REMOVE_SPECIAL_CHARACTERS;
};

/** Letters and spaces, with at least a first and a last name. */
const fullName: RuleFn = (value, ...args) => {
  const problem = name(value, ...args);
  if (problem !== null) return problem;
  return String(textOf(value)).trim().split(/ +/).length >= 2 ? null : FIRST_AND_LAST_NAME;
};

export const nameRules = { name, nameLetters, nameExtended, fullName } satisfies Record<
  string,
  RuleFn
>;
