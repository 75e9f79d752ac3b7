import { describe, expect, it } from 'vitest';
import { formatINR, groupIndian } from './formatINR.js';

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999, '₹99,999'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'],
    [1234567890, '₹1,23,45,67,890'],
    [1500.5, '₹1,500.5'],
    [1500.256, '₹1,500.26'],
    [1500.001, '₹1,500'],
    [-2500, '-₹2,500'],
    [-0.001, '₹0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatINR(amount)).toBe(expected);
  });

  it('rounds to whole rupees on request and refuses non-numbers', () => {
    expect(formatINR(1234.56, 0)).toBe('₹1,235');
    expect(formatINR(Number.NaN)).toBe('');
  });
});

describe('groupIndian', () => {
  it.each([
    ['1', '1'],
    ['1234', '1,234'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
  ])('%s → %s', (digits, expected) => {
    expect(groupIndian(digits)).toBe(expected);
  });
});
