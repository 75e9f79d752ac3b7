import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from './annualPercentageRate.js';
import { annuityApr } from './annuityApr.js';

describe('annuityApr', () => {
  it('finds 27.97% for ₹98,000 received against 12 × ₹9,455.96', () => {
    expect(annuityApr(98_000, 9455.96, 12) * 100).toBeCloseTo(27.97, 2);
  });

  it('gives the nominal rate back when nothing is deducted', () => {
    expect(annuityApr(100_000, 9455.96, 12) * 100).toBeCloseTo(24, 3);
  });

  it('is 0 when the instalments do not repay the amount', () => {
    expect(annuityApr(1_000, 80, 12)).toBe(0);
  });

  it('agrees with annualPercentageRate (bisection over the instalments)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_00_00_000 }),
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 800 }),
        (principal, rateBp, months, feeBp) => {
          const r = rateBp / 120_000;
          const g = (1 + r) ** months;
          const instalment = (principal * r * g) / (g - 1);
          const net = principal - (principal * feeBp) / 10_000;
          const slow = annualPercentageRate(net, new Array<number>(months).fill(instalment));
          expect(Math.abs(annuityApr(net, instalment, months) - slow)).toBeLessThan(1e-7);
        },
      ),
      { numRuns: 200 },
    );
  });
});
