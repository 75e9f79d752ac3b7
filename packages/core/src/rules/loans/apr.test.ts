import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apr } from './apr.js';
import { emi } from './emi.js';

const level = (instalment: number, months: number) => new Array<number>(months).fill(instalment);

/** The slow, sure way: bisection on the monthly rate (decision 024's first method). */
function bisected(net: number, instalments: readonly number[]): number {
  const pv = (r: number) => instalments.reduce((sum, pay, k) => sum + pay / (1 + r) ** (k + 1), 0);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2;
    if (pv(mid) > net) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12;
}

describe('apr', () => {
  it('equals the rate when nothing is taken upfront', () => {
    expect(apr(100_000, level(9455.96, 12)) * 100).toBeCloseTo(24, 3);
  });

  it('is 27.97% for ₹98,000 received against 12 × ₹9,455.96 (₹2,000 fee on ₹1,00,000 at 24%)', () => {
    // The monthly IRR is 2.3305% (decision 024's figure, checked there with Newton's method).
    expect(apr(98_000, level(9455.96, 12)) * 100).toBeCloseTo(27.97, 2);
  });

  it("matches a bank's published KFS: ₹47,000 at 21% for 24 months, fee ₹1,175 + 18% GST, APR 24.16%", () => {
    // Received: ₹47,000 − ₹1,386.50. The bank's EPI is ₹2,415.14, its own rounding.
    const rate = apr(47_000 - 1_386.5, level(2415.14, 24)) * 100;
    expect(Math.abs(rate - 24.16)).toBeLessThan(0.01);
  });

  it('reads a schedule whose last instalment differs, as a KFS schedule', () => {
    const instalments = [...level(9455.96, 11), 9455.9];
    expect(apr(98_000, instalments)).toBeCloseTo(bisected(98_000, instalments), 10);
  });

  it('is 0 when the instalments do not repay what was received', () => {
    expect(apr(1_000, level(80, 12))).toBe(0);
    expect(apr(1_000, level(100, 10))).toBe(0);
  });

  it('refuses a loan that pays nothing out or takes nothing back', () => {
    expect(() => apr(0, level(100, 12))).toThrow(RangeError);
    expect(() => apr(-5, level(100, 12))).toThrow(RangeError);
    expect(() => apr(1_000, [])).toThrow(RangeError);
  });

  it('agrees with bisection over level and uneven schedules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_00_00_000 }),
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: -50, max: 50 }),
        (principal, rateBp, months, feeBp, lastPercent) => {
          const instalment = emi(principal, rateBp / 100, months);
          const instalments = level(instalment, months);
          instalments[months - 1] = instalment * (1 + lastPercent / 100);
          const net = principal - (principal * feeBp) / 10_000;
          expect(Math.abs(apr(net, instalments) - bisected(net, instalments))).toBeLessThan(1e-7);
        },
      ),
      { numRuns: 200 },
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
          const instalments = level(emi(principal, rate, months), months);
          const fee = Math.round((principal * feeBp) / 10_000);
          const withFee = apr(principal - fee, instalments) * 100;
          // The instalment is rounded to the paisa: allow a hair below the rate.
          expect(withFee).toBeGreaterThanOrEqual(rate - 0.01);
          expect(apr(principal - 2 * fee, instalments) * 100).toBeGreaterThan(withFee);
        },
      ),
    );
  });
});
