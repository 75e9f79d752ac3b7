import { describe, expect, it } from 'vitest';
import { formatShortINR } from './formatShortINR.js';

describe('formatShortINR', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [999, '₹999'],
    [1000, '₹1K'],
    [1500, '₹1.5K'],
    [50000, '₹50K'],
    [99999, '₹99.99K'],
    [100000, '₹1L'],
    [150000, '₹1.5L'],
    [125000, '₹1.25L'],
    [2500000, '₹25L'],
    [1150000, '₹11.5L'],
    [10000000, '₹1Cr'],
    [20000000, '₹2Cr'],
    [12345678, '₹1.23Cr'],
    [10000000000, '₹1,000Cr'],
    [-150000, '-₹1.5L'],
    [0.4, '₹0.4'],
  ])('%s → %s', (amount, expected) => {
    expect(formatShortINR(amount)).toBe(expected);
  });

  it('refuses non-numbers', () => {
    expect(formatShortINR(Number.POSITIVE_INFINITY)).toBe('');
  });
});
