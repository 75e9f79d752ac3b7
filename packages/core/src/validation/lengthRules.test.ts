import { describe, expect, it } from 'vitest';
import { lengthRules } from './lengthRules.js';
import { check } from './rule.fixture.js';

const { maxLength, minLength, exactLength } = lengthRules;

describe('maxLength', () => {
  it.each([
    ['abc', 3, null],
    ['', 2, null],
    [123456, 6, null],
    ['abcd', 3, 'Must be 3 characters or less'],
    ['a'.repeat(73), 72, 'Must be 72 characters or less'],
    [1234567, 6, 'Must be 6 characters or less'],
  ])('%s with n=%s → %s', (value, n, expected) => {
    expect(check(maxLength, value, { n })).toBe(expected);
  });

  it('ignores a picked suggestion object', () => {
    expect(check(maxLength, { city: 'A very long city name indeed' }, { n: 3 })).toBeNull();
  });

  it('accepts the limit as a string and refuses a missing one', () => {
    expect(check(maxLength, 'abcd', { n: '3' })).toBe('Must be 3 characters or less');
    expect(() => check(maxLength, 'abcd')).toThrow(/numeric "n"/);
  });
});

describe('minLength', () => {
  it.each([
    ['abc', 3, null],
    ['abcdefgh', 8, null],
    ['ab', 3, 'Must be 3 characters or more'],
    ['abcdefg', 8, 'Must be 8 characters or more'],
  ])('%s with n=%s → %s', (value, n, expected) => {
    expect(check(minLength, value, { n })).toBe(expected);
  });
});

describe('exactLength', () => {
  it.each([
    ['1234', 4, null],
    ['123456', 6, null],
    ['A', 1, null],
    ['123', 4, 'Invalid Length'],
    ['1234567', 6, 'Invalid Length'],
    ['AB', 1, 'Invalid Length'],
  ])('%s with n=%s → %s', (value, n, expected) => {
    expect(check(exactLength, value, { n })).toBe(expected);
  });
});
