import { describe, expect, it } from 'vitest';
import { pincode } from './pincode.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid 6 digit pincode';

describe('pincode', () => {
  it.each([
    ['400001', null],
    ['110011', null],
    [560001, null],
    ['012345', 'Please enter a valid 6 digit pincode'],
    ['000000', 'Please enter a valid 6 digit pincode'],
    ['40001', MSG],
    ['4000011', MSG],
    ['40000a', MSG],
    ['400 01', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(pincode, value)).toBe(expected);
  });
});
