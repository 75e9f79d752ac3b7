import { describe, expect, it } from 'vitest';
import { gstin } from './gstin.js';
import { check } from './rule.fixture.js';

const MSG = 'Invalid GSTIN/UIN';

describe('gstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['07aaacr5055k1z7', null],
    ['37AAACR5055KAZ7', null],
    ['01AAACR5055K9Z0', null],
    ['00AAACR5055K1Z7', MSG],
    ['38AAACR5055K1Z7', MSG],
    ['27AAPFU0939F0ZV', MSG],
    ['27AAPFU0939F1YV', MSG],
    ['27AAPFU0939F1Z', MSG],
    ['27AAPFU0939F1ZVX', MSG],
    ['27AAPF00939F1ZV', MSG],
    ['27AAPFU0939F1Z-', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(gstin, value)).toBe(expected);
  });
});
