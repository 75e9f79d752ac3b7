import { describe, expect, it } from 'vitest';
import { isValidMobile, mobile } from './mobile.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid 10 digit phone number';
const FIRST = 'An Indian mobile number starts with 6, 7, 8 or 9';

describe('mobile', () => {
  it.each([
    ['9876543210', null],
    ['6000000000', null],
    ['7012345678', null],
    [8123456789, null],
    ['5876543210', FIRST],
    ['0987654321', FIRST],
    ['987654321', MSG],
    ['98765432101', MSG],
    ['98765-43210', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(mobile, value)).toBe(expected);
  });

  it('isValidMobile mirrors the rule', () => {
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('1234567890')).toBe(false);
  });
});
