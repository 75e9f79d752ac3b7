import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coolingOffDays, equatedInstalment, keyFactStatement } from './keyFactStatement.js';

const RUPEE = 100;

describe('keyFactStatement', () => {
  // ₹1,00,000 at 24% for 12 months: r = 2% a month, 1.02^12 = 1.26824179,
  // EMI = 1,00,000 × 0.02 × 1.26824179 / 0.26824179 = ₹9,455.96 (₹9,456 rounded to the rupee).
  const kfs = keyFactStatement({
    principal: 100_000 * RUPEE,
    annualRateBp: 2400,
    tenureMonths: 12,
    processingFee: 2_000 * RUPEE,
  });

  it('computes the EMI to the paisa', () => {
    expect(kfs.emi).toBe(945_596);
  });

  it('splits the first instalments by hand', () => {
    // Month 1: interest 2% of ₹1,00,000 = ₹2,000; principal ₹7,455.96; left ₹92,544.04.
    expect(kfs.schedule[0]).toEqual({
      month: 1,
      emi: 945_596,
      interest: 200_000,
      principal: 745_596,
      balance: 9_254_404,
    });
    // Month 2: interest 2% of ₹92,544.04 = ₹1,850.88.
    expect(kfs.schedule[1]?.interest).toBe(185_088);
  });

  it('ends at a zero balance, the last instalment absorbing the rounding', () => {
    const last = kfs.schedule.at(-1);
    expect(last?.balance).toBe(0);
    expect(Math.abs((last?.emi ?? 0) - kfs.emi)).toBeLessThanOrEqual(12);
  });

  it('totals interest, payable and net disbursal', () => {
    const paid = kfs.schedule.reduce((s, i) => s + i.emi, 0);
    expect(kfs.totalInterest).toBe(paid - 100_000 * RUPEE);
    // 12 × ₹9,455.96 = ₹1,13,471.52, within a few paise of the schedule.
    expect(Math.abs(kfs.totalInterest - 1_347_152)).toBeLessThanOrEqual(12);
    expect(kfs.netDisbursed).toBe(98_000 * RUPEE);
    expect(kfs.totalPayable).toBe(100_000 * RUPEE + kfs.totalInterest + 2_000 * RUPEE);
  });

  it('puts the APR above the rate when a fee is taken from the disbursal', () => {
    // ₹98,000 received for 12 × ₹9,455.96: monthly IRR 2.3305% (Newton's method, checked
    // apart from the bisection), × 12 = 27.97%.
    expect(kfs.aprBp).toBe(2797);
  });

  it('has an APR equal to the rate with no fees', () => {
    const plain = keyFactStatement({
      principal: 50_000 * RUPEE,
      annualRateBp: 1800,
      tenureMonths: 24,
      processingFee: 0,
    });
    expect(plain.aprBp).toBe(1800);
  });

  it("matches a bank's published KFS APR (₹47,000, 21%, 24 months, fee ₹1,175 + 18% GST: 24.16%)", () => {
    const bank = keyFactStatement({
      principal: 47_000 * RUPEE,
      annualRateBp: 2100,
      tenureMonths: 24,
      processingFee: 138_650,
    });
    // The bank's EMI is ₹2,415.14 (interest from its disbursal date); ours ₹2,415.13.
    expect(bank.emi).toBe(241_513);
    expect(Math.abs(bank.aprBp - 2416)).toBeLessThanOrEqual(2);
  });

  it('gives the cooling-off period of the digital lending rules', () => {
    expect(kfs.coolingOffDays).toBe(3);
    expect(coolingOffDays(7)).toBe(3);
    expect(coolingOffDays(6)).toBe(1);
  });

  it('states penal charges as charges, not interest', () => {
    expect(kfs.penalCharges).toMatch(/not penal interest/);
  });

  it('refuses terms that are not whole, positive amounts', () => {
    const base = { principal: 10_000, annualRateBp: 1200, tenureMonths: 12, processingFee: 0 };
    expect(() => keyFactStatement({ ...base, principal: 100.5 })).toThrow(RangeError);
    expect(() => keyFactStatement({ ...base, tenureMonths: 0 })).toThrow(RangeError);
    expect(() => keyFactStatement({ ...base, processingFee: 10_000 })).toThrow(RangeError);
  });

  it('splits a 0% loan evenly', () => {
    expect(equatedInstalment(100_000, 0, 3)).toBe(33_334);
    const zero = keyFactStatement({
      principal: 100_000,
      annualRateBp: 0,
      tenureMonths: 3,
      processingFee: 0,
    });
    expect(zero.schedule.map((i) => i.emi)).toEqual([33_334, 33_334, 33_332]);
    expect(zero.totalInterest).toBe(0);
  });

  it('has a schedule whose principal parts sum to the loan, never going negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000 * RUPEE, max: 50_00_000 * RUPEE }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 84 }),
        (principal, annualRateBp, tenureMonths) => {
          const k = keyFactStatement({ principal, annualRateBp, tenureMonths, processingFee: 0 });
          const repaid = k.schedule.reduce((s, i) => s + i.principal, 0);
          expect(repaid).toBe(principal);
          expect(k.schedule).toHaveLength(tenureMonths);
          for (const i of k.schedule) {
            expect(i.principal).toBeGreaterThanOrEqual(0);
            expect(i.balance).toBeGreaterThanOrEqual(0);
            expect(i.emi).toBe(i.principal + i.interest);
          }
          expect(k.schedule.at(-1)?.balance).toBe(0);
        },
      ),
    );
  });
});
