import { describe, expect, it } from 'vitest';
import { formatPaise, MAX_PAISE, paiseToRupees, rupeesToPaise } from './paise.js';

describe('rupeesToPaise', () => {
  it('reads whole rupees, paise and grouped text exactly', () => {
    expect(rupeesToPaise('1179')).toBe(117_900);
    expect(rupeesToPaise('1,179.50')).toBe(117_950);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1179.5)).toBe(117_950);
    expect(rupeesToPaise('  12.3 ')).toBe(1230);
  });

  it('refuses what is not an amount of rupees and paise', () => {
    for (const bad of ['', '-5', '1.234', '1e3', 'abc', '12.', '.5', 1e21, -1, Number.NaN]) {
      expect(rupeesToPaise(bad)).toBeNull();
    }
  });

  it('refuses half a paisa and less rather than round it, in text and in numbers', () => {
    for (const half of ['0.005', '1179.505', '1,179.125', 0.005, 1179.505, 0.1 + 0.2]) {
      expect(rupeesToPaise(half)).toBeNull();
    }
    expect(rupeesToPaise('1179.50')).toBe(117_950);
  });

  it('refuses negative amounts, written or as numbers', () => {
    for (const negative of ['-0.50', '-1179', ' -1 ', -0.5, -1179]) {
      expect(rupeesToPaise(negative)).toBeNull();
    }
  });

  it('refuses more than the ceiling', () => {
    expect(rupeesToPaise(String(MAX_PAISE / 100))).toBe(MAX_PAISE);
    expect(rupeesToPaise(String(MAX_PAISE / 100 + 1))).toBeNull();
  });
});

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
