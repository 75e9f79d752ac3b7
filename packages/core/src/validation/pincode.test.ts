import { describe, expect, it } from 'vitest';
import { pincode } from './pincode.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid 6 digit pincode';

describe('pincode', () => {
  it.each([
    ['400001', null],
    ['110011', null],
    [560001, null],
    ['012345', 'This pincode does not exist: Indian pincodes start with 1 to 9'],
    ['000000', 'This pincode does not exist: Indian pincodes start with 1 to 9'],
    ['40001', MSG],
    ['4000011', MSG],
    ['40000a', MSG],
    ['400 01', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(pincode, value)).toBe(expected);
  });
});
