import { describe, expect, it } from 'vitest';
import { ifsc } from './ifsc.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid bank IFSC code';

describe('ifsc', () => {
  it.each([
    ['SBIN0001234', null],
    ['HDFC0ABC123', null],
    ['icic0000104', null],
    ['SBIN1001234', MSG],
    ['SBI00001234', MSG],
    ['SBIN000123', MSG],
    ['SBIN00012345', MSG],
    ['SBIN0-01234', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(ifsc, value)).toBe(expected);
  });
});
