import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apr } from './apr.js';
import { emi } from './emi.js';

describe('apr', () => {
  it('equals the rate when nothing is taken upfront', () => {
    expect(
      apr({ principal: 100_000, upfrontFees: 0, installment: 9455.96, months: 12 }),
    ).toBeCloseTo(24, 2);
  });

  it('is above 24% with a ₹2,000 fee on ₹1,00,000 at 24% for 12 months: 27.97%', () => {
    // ₹98,000 received for 12 × ₹9,455.96: the monthly IRR is 2.3305% (decision 024's figure,
    // checked there with Newton's method), × 12 = 27.97%.
    const rate = apr({ principal: 100_000, upfrontFees: 2_000, installment: 9455.96, months: 12 });
    expect(rate).toBeGreaterThan(24);
    expect(rate).toBeCloseTo(27.97, 2);
  });

  it('refuses fees at or above the principal and empty schedules', () => {
    expect(() =>
      apr({ principal: 1_000, upfrontFees: 1_000, installment: 100, months: 12 }),
    ).toThrow(RangeError);
    expect(() => apr({ principal: 1_000, upfrontFees: 0, installment: 100, months: 0 })).toThrow(
      RangeError,
    );
  });

  it('is at least the nominal rate when fees are taken, and grows with them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 50_00_000 }),
        fc.integer({ min: 100, max: 3600 }),
        fc.integer({ min: 3, max: 120 }),
        fc.integer({ min: 1, max: 500 }),
        (principal, rateBp, months, feeBp) => {
          const rate = rateBp / 100;
          const installment = emi(principal, rate, months);
          const fee = Math.round((principal * feeBp) / 10_000);
          const withFee = apr({ principal, upfrontFees: fee, installment, months });
          // The instalment is rounded to the paisa: allow a hair below the rate.
          expect(withFee).toBeGreaterThanOrEqual(rate - 0.01);
          const more = apr({ principal, upfrontFees: fee * 2, installment, months });
          expect(more).toBeGreaterThan(withFee);
        },
      ),
    );
  });
});
