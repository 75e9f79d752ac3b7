import { describe, expect, it } from 'vitest';
import { aadhaar, formatAadhaar, maskAadhaar, stripAadhaar } from './aadhaar.js';
import { check } from './rule.fixture.js';

const MSG = 'Invalid Aadhar';

describe('aadhaar', () => {
  it.each([
    ['234567890124', null],
    ['2345-6789-0124', null],
    ['2345 6789 0124', null],
    ['499123456783', null],
    ['987654321096', null],
    ['234567890123', MSG],
    ['123456789010', MSG],
    ['012345678906', MSG],
    ['23456789012', MSG],
    ['2345678901245', MSG],
    ['2345-6789-012X', MSG],
    ['2345.6789.0124', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(aadhaar, value)).toBe(expected);
  });

  it('refuses a number value that is not 12 digits', () => {
    expect(check(aadhaar, 234567890124)).toBeNull();
    expect(check(aadhaar, 12)).toBe(MSG);
  });
});

describe('formatAadhaar', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['2345', '2345'],
    ['23456', '2345-6'],
    ['2345-67890', '2345-6789-0'],
    ['234567890124', '2345-6789-0124'],
    ['2345678901249999', '2345-6789-0124'],
    ['2345 ab 6789', '2345-6789'],
  ])('%s → %s', (input, expected) => {
    expect(formatAadhaar(input)).toBe(expected);
    expect(formatAadhaar(input).length).toBeLessThanOrEqual(14);
  });
});

describe('maskAadhaar and stripAadhaar', () => {
  it('keeps only the last four digits', () => {
    expect(maskAadhaar('2345-6789-0124')).toBe('XXXX-XXXX-0124');
    expect(maskAadhaar('234567890124')).toBe('XXXX-XXXX-0124');
  });

  it('strips dashes and spaces for sending', () => {
    expect(stripAadhaar('2345-6789 0124')).toBe('234567890124');
  });
});
