import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupees } from './paise.js';
import { MAX_PAISE, rupeesToPaise } from './rupeesToPaise.js';

describe('paiseToRupees', () => {
  it('writes rupees without the sign, paise only when there are some', () => {
    expect(paiseToRupees(117_900)).toBe('1,179');
    expect(paiseToRupees(117_950)).toBe('1,179.50');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(0)).toBe('0');
    expect(paiseToRupees(MAX_PAISE)).toBe('1,00,00,000');
  });

  it('reads back what rupeesToPaise read', () => {
    for (const paise of [0, 1, 29, 50, 99, 100, 117_950, 12_34_567_89]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('refuses negative and fractional paise', () => {
    expect(() => paiseToRupees(-50)).toThrow(RangeError);
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPaise', () => {
  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect(formatPaise(117_900)).toBe('₹1,179');
    expect(formatPaise(117_905)).toBe('₹1,179.05');
    expect(formatPaise(12_34_567_00)).toBe('₹12,34,567');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-50_000)).toBe('-₹500');
    expect(formatPaise(-5)).toBe('-₹0.05');
    expect(formatPaise(1_770_210)).toBe('₹17,702.10');
  });

  it('gives nothing for a non-integer', () => {
    expect(formatPaise(10.5)).toBe('');
  });
});
