import { describe, expect, it } from 'vitest';
import { emailRules } from './emailRules.js';
import { freeMailDomains, isFreeMailDomain } from './freeMailDomains.js';
import { check } from './rule.fixture.js';

const EMAIL = 'Please enter a valid email ID';
const CHAR = 'Invalid character';
const OFFICE = 'Invalid Office Email';
const PERSONAL = 'Please enter a valid personal email ID';

describe('email', () => {
  it.each([
    ['ravi@gmail.com', null],
    ['ravi.kumar+cards@example.co.in', null],
    ['r_k-99@mail.sub-domain.in', null],
    ['RAVI@EXAMPLE.COM', null],
    ['ravi', EMAIL],
    ['ravi@', EMAIL],
    ['@gmail.com', EMAIL],
    ['ravi@gmail', EMAIL],
    ['ravi@gmail..com', EMAIL],
    ['ravi@-gmail.com', EMAIL],
    ['ravi@gmail.c', EMAIL],
    ['ravi@gm ail.com', EMAIL],
    ['ra vi@gmail.com', CHAR],
    ['ravi..k@gmail.com', CHAR],
    ['.ravi@gmail.com', CHAR],
    ['ravi.@gmail.com', CHAR],
    ['ra(vi)@gmail.com', CHAR],
    ['ra@vi@gmail.com', CHAR],
    [`${'a'.repeat(65)}@gmail.com`, CHAR],
  ])('%s → %s', (value, expected) => {
    expect(check(emailRules.email, value)).toBe(expected);
  });

  it('refuses a non-text value', () => {
    expect(check(emailRules.email, 12)).toBe(EMAIL);
  });
});

describe('officeEmail', () => {
  it.each([
    ['ravi@acme.co.in', null],
    ['ravi@mail.yahoo.com', null],
    ['ravi@gmail.com', OFFICE],
    ['ravi@Yahoo.Co.In', OFFICE],
    ['ravi@rediffmail.com', OFFICE],
    ['ravi', EMAIL],
    ['ra vi@acme.com', CHAR],
  ])('%s → %s', (value, expected) => {
    expect(check(emailRules.officeEmail, value)).toBe(expected);
  });
});

describe('personalEmail', () => {
  it.each([
    ['ravi@gmail.com', null],
    ['ravi@outlook.com', null],
    ['ravi@YMAIL.COM', null],
    ['ravi@acme.co.in', PERSONAL],
    ['ravi@gmail', EMAIL],
    ['ra vi@gmail.com', CHAR],
  ])('%s → %s', (value, expected) => {
    expect(check(emailRules.personalEmail, value)).toBe(expected);
  });
});

describe('freeMailDomains', () => {
  it('holds the common providers, in lower case and without repeats', () => {
    for (const d of ['gmail.com', 'yahoo.co.in', 'hotmail.com', 'rediffmail.com', 'msn.com']) {
      expect(isFreeMailDomain(d)).toBe(true);
    }
    expect(freeMailDomains.every((d) => d === d.toLowerCase())).toBe(true);
    expect(new Set(freeMailDomains).size).toBe(freeMailDomains.length);
    expect(isFreeMailDomain('acme.com')).toBe(false);
  });
});
