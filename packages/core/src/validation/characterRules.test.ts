import { describe, expect, it } from 'vitest';
import { characterRules } from './characterRules.js';
import { check } from './rule.fixture.js';

describe('numeric', () => {
  const MSG = 'Please enter numbers only';
  it.each([
    ['0123456789', null],
    [42, null],
    ['12 34', MSG],
    ['12.5', MSG],
    ['-12', MSG],
    ['12a', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(characterRules.numeric, value)).toBe(expected);
  });
});

describe('noSpecialChars', () => {
  const MSG = 'Special characters are not allowed';
  it.each([
    ['Sharma Traders 2', null],
    ['ABC123', null],
    ['Sr. Manager - R&D', null],
    ["Asst. Manager (Sales), O'Brien/Co", null],
    ['ravi@shop', MSG],
    ['#1 Seller', MSG],
    ['50% off', MSG],
    ['team_lead', MSG],
    ['Lead: Sales', MSG],
    ['Manager!', MSG],
    ['मैनेजर', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(characterRules.noSpecialChars, value)).toBe(expected);
  });
});
