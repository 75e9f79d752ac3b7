import { describe, expect, it } from 'vitest';
import { nameRules } from './nameRules.js';
import { check } from './rule.fixture.js';

const DIGITS = 'Please use letters only, no numbers';
const ENGLISH = 'Please write the name in English letters (A-Z)';
const SPECIAL = 'Please remove special characters';
const FIRST_LAST = 'Please enter valid first name and last name';

describe('name', () => {
  it.each([
    ['Ravi', null],
    ['Ravi Kumar', null],
    ['anita devi', null],
    ['Ravi2', DIGITS],
    ['Ravi.K', SPECIAL],
    ['Ravi@home', SPECIAL],
    ['Ravi-Kumar', SPECIAL],
    ['रवि', ENGLISH],
    ['Ravi रवि', ENGLISH],
  ])('%s → %s', (value, expected) => {
    expect(check(nameRules.name, value)).toBe(expected);
  });

  it('refuses a non-text value', () => {
    expect(check(nameRules.name, { first: 'Ravi' })).toBe(DIGITS);
  });
});

describe('nameLetters', () => {
  it.each([
    ['Ravi', null],
    ['KUMAR', null],
    ['Ravi Kumar', SPECIAL],
    ['R4vi', DIGITS],
    ["D'Souza", SPECIAL],
  ])('%s → %s', (value, expected) => {
    expect(check(nameRules.nameLetters, value)).toBe(expected);
  });
});

describe('nameExtended', () => {
  it.each([
    ['Sharma Traders', null],
    ['Shop 12, Sector-4', null],
    ['A1 Kirana', null],
    ['Sharma & Sons', SPECIAL],
    ['Ravi.K', SPECIAL],
    ['Shop #12', SPECIAL],
  ])('%s → %s', (value, expected) => {
    expect(check(nameRules.nameExtended, value)).toBe(expected);
  });
});

describe('fullName', () => {
  it.each([
    ['Ravi Kumar', null],
    ['Ravi Kumar Sharma', null],
    ['Ravi  Kumar', null],
    ['Ravi', FIRST_LAST],
    ['Ravi ', FIRST_LAST],
    ['Ravi K2', DIGITS],
    ['Ravi.Kumar', SPECIAL],
  ])('%s → %s', (value, expected) => {
    expect(check(nameRules.fullName, value)).toBe(expected);
  });
});
