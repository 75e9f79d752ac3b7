import { describe, expect, it } from 'vitest';
import { formatPaise, MAX_PAISE, rupeesToPaise } from './paise.js';

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

  it('refuses more than the ceiling', () => {
    expect(rupeesToPaise(String(MAX_PAISE / 100))).toBe(MAX_PAISE);
    expect(rupeesToPaise(String(MAX_PAISE / 100 + 1))).toBeNull();
  });
});

describe('formatPaise', () => {
  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect(formatPaise(117_900)).toBe('₹1,179');
    expect(formatPaise(117_905)).toBe('₹1,179.05');
    expect(formatPaise(12_34_567_00)).toBe('₹12,34,567');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-50_000)).toBe('-₹500');
  });

  it('gives nothing for a non-integer', () => {
    expect(formatPaise(10.5)).toBe('');
  });
});
