import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emi } from './emi.js';
import { equatedInstalment } from './keyFactStatement.js';

describe('emi', () => {
  it('works ₹1,00,000 at 24% for 12 months by hand: ₹9,455.96', () => {
    // r = 2% a month, 1.02^12 = 1.26824179; 1,00,000 × 0.02 × 1.26824179 / 0.26824179.
    expect(emi(100_000, 24, 12)).toBe(9455.96);
  });

  it('works ₹5,00,000 at 10.5% for 60 months by hand: ₹10,746.95', () => {
    // r = 0.875%, 1.00875^60 = 1.68660298; 5,00,000 × 0.00875 × 1.68660298 / 0.68660298.
    expect(emi(500_000, 10.5, 60)).toBe(10746.95);
  });

  it('splits a 0% loan evenly, rounded up to the paisa', () => {
    expect(emi(1_000, 0, 3)).toBe(333.34);
  });

  it('agrees with equatedInstalment in paise and basis points', () => {
    expect(emi(47_000, 21, 24) * 100).toBe(equatedInstalment(4_700_000, 2100, 24));
  });

  it('refuses a zero principal, a negative rate and part months', () => {
    expect(() => emi(0, 10, 12)).toThrow(RangeError);
    expect(() => emi(1_000, -1, 12)).toThrow(RangeError);
    expect(() => emi(1_000, 10, 12.5)).toThrow(RangeError);
  });

  it('repays at least the principal, and more at a higher rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_00_00_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 360 }),
        (principal, rateBp, months) => {
          const e = emi(principal, rateBp / 100, months);
          expect(e * months).toBeGreaterThanOrEqual(principal - 0.005 * months);
          expect(emi(principal, rateBp / 100 + 1, months)).toBeGreaterThanOrEqual(e);
        },
      ),
    );
  });
});
