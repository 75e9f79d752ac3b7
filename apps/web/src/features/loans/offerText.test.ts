import { describe, expect, it } from 'vitest';
import { feeText, monthsText, percentText, rateRangeText } from './offerText';

describe('the loan pages’ figures', () => {
  it('writes rates to two decimals, and months', () => {
    expect(percentText(1544)).toBe('15.44%');
    expect(percentText(1200)).toBe('12.00%');
    expect(monthsText(1)).toBe('1 month');
    expect(monthsText(36)).toBe('36 months');
    expect(rateRangeText({ minBp: 1099, maxBp: 2200 })).toBe('10.99% – 22.00%');
    expect(rateRangeText({ minBp: 1099, maxBp: 1099 })).toBe('10.99%');
  });

  it('writes a fee with its bounds and GST', () => {
    expect(feeText({ bp: 200, minRupees: null, maxRupees: null })).toBe(
      '2% of the amount + 18% GST',
    );
    expect(feeText({ bp: 150, minRupees: 1000, maxRupees: 10_000 })).toBe(
      '1.5% of the amount (at least ₹1,000, at most ₹10,000) + 18% GST',
    );
  });
});
