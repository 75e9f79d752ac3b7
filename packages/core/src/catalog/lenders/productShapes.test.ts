import { describe, expect, it } from 'vitest';
import { businessLoan, homeLoan, lakh, pct, personalLoan } from './productShapes.js';

const own = {
  id: 1,
  lenderId: 1,
  lenderName: 'Test Bank',
  providerType: 'bank' as const,
  name: 'Loan',
  amount: { min: 1, max: 2 },
  tenureMonths: { min: 1, max: 2 },
  rates: { salaried: { minBp: 1000, maxBp: 2000 } },
  processingFee: { bp: 100, minRupees: null, maxRupees: null },
  preClosureMonths: 0,
  minMonthlyIncome: { salaried: 1 },
  minCreditScore: 700,
  age: { min: 21, max: 60 },
  source: 'test',
};

describe('product shapes', () => {
  it('fill the defaults of each kind', () => {
    expect(personalLoan(own)).toMatchObject({
      kind: 'personal',
      allowedPropertyTypes: [],
      cities: null,
    });
    expect(businessLoan(own)).toMatchObject({
      kind: 'business',
      minBusinessVintageYears: 3,
      requiresItr: true,
    });
    expect(homeLoan(own)).toMatchObject({
      kind: 'home',
      allowedPropertyTypes: ['ready', 'underConstruction', 'resale'],
      allowUnidentifiedProperty: true,
    });
  });

  it("keep a row's own figures over the defaults", () => {
    expect(businessLoan({ ...own, minBusinessVintageYears: 2 }).minBusinessVintageYears).toBe(2);
    expect(homeLoan({ ...own, allowedPropertyTypes: ['plot'] }).allowedPropertyTypes).toEqual([
      'plot',
    ]);
  });

  it('write lakh and percent as rupees and basis points', () => {
    expect(lakh(2.5)).toBe(2_50_000);
    expect(pct(10.99)).toBe(1099);
    expect(pct(7.49)).toBe(749);
  });
});
