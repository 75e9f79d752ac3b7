import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanToValueCap, maxLoanForProperty } from './loanToValue.js';

const LAKH = 1_00_000;

describe('loanToValueCap', () => {
  it('is 90% up to ₹30 lakh and 80% just above', () => {
    expect(loanToValueCap(30 * LAKH)).toBe(9000);
    expect(loanToValueCap(30 * LAKH + 1)).toBe(8000);
  });

  it('is 80% up to ₹75 lakh and 75% just above', () => {
    expect(loanToValueCap(75 * LAKH)).toBe(8000);
    expect(loanToValueCap(75 * LAKH + 1)).toBe(7500);
  });
});

describe('maxLoanForProperty', () => {
  it('lends 90% of a ₹20 lakh home', () => {
    expect(maxLoanForProperty(20 * LAKH)).toBe(18 * LAKH);
  });

  it('reaches ₹30 lakh at a ₹33,33,334 home, not at ₹33,33,333', () => {
    expect(maxLoanForProperty(3_333_333)).toBe(2_999_999);
    expect(maxLoanForProperty(3_333_334)).toBe(30 * LAKH);
  });

  it('keeps ₹30 lakh (the 90% slab) on a ₹35 lakh home, above 80% of it', () => {
    expect(maxLoanForProperty(35 * LAKH)).toBe(30 * LAKH);
  });

  it('lends 80% once that passes ₹30 lakh (₹50 lakh home: ₹40 lakh)', () => {
    expect(maxLoanForProperty(50 * LAKH)).toBe(40 * LAKH);
  });

  it('stops at ₹75 lakh in the 80% slab, then 75% above (₹1 crore: ₹75 lakh; ₹2 crore: ₹1.5 crore)', () => {
    expect(maxLoanForProperty(95 * LAKH)).toBe(75 * LAKH);
    expect(maxLoanForProperty(100 * LAKH)).toBe(75 * LAKH);
    expect(maxLoanForProperty(100 * LAKH + 4)).toBe(75 * LAKH + 3);
    expect(maxLoanForProperty(200 * LAKH)).toBe(150 * LAKH);
  });

  it('lends nothing on no property', () => {
    expect(maxLoanForProperty(0)).toBe(0);
  });

  it('never breaks the cap of the loan it allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 * 100 * LAKH }), (value) => {
        const loan = maxLoanForProperty(value);
        expect(loan * 10_000).toBeLessThanOrEqual(value * loanToValueCap(loan));
        expect(maxLoanForProperty(value + 1)).toBeGreaterThanOrEqual(loan);
      }),
    );
  });
});
