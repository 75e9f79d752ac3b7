import { describe, expect, it } from 'vitest';
import {
  CREDIT_LEVEL_TOP,
  creditHistoryAllows,
  creditLevelCode,
  filterLoanOffers,
  keepLoanProduct,
  LOAN_OFFER_FILTER_DEFAULTS,
  type LoanOfferFilters,
} from './loanOfferFilters.js';
import { testProduct } from './loans.fixture.js';

const keep = (over: Partial<Parameters<typeof testProduct>[0]>, f: Partial<LoanOfferFilters>) =>
  keepLoanProduct(testProduct(over), { ...LOAN_OFFER_FILTER_DEFAULTS, ...f });

describe('loan offer filters', () => {
  it('keeps everything by default', () => {
    expect(keep({}, {})).toBe(true);
  });

  it('keeps a loan whose maximum is at least the chosen amount', () => {
    expect(keep({}, { loanAmount: 20_00_000 })).toBe(true);
    expect(keep({}, { loanAmount: 20_00_001 })).toBe(false);
  });

  it('keeps a pre-closure period not above the chosen one', () => {
    expect(keep({ preClosureMonths: 12 }, { preClosureMonths: 12 })).toBe(true);
    expect(keep({ preClosureMonths: 12 }, { preClosureMonths: 6 })).toBe(false);
  });

  it("keeps a minimum score not above the chosen level's top (Outstanding: 900)", () => {
    expect(CREDIT_LEVEL_TOP).toEqual({
      noCredit: -1,
      average: 600,
      excellent: 750,
      outstanding: 900,
    });
    expect(keep({ minCreditScore: 750 }, { creditLevel: 'excellent' })).toBe(true);
    expect(keep({ minCreditScore: 751 }, { creditLevel: 'excellent' })).toBe(false);
    expect(keep({ minCreditScore: 800 }, { creditLevel: 'outstanding' })).toBe(true);
    expect(keep({ minCreditScore: 300 }, { creditLevel: 'noCredit' })).toBe(false);
    expect(keep({ minCreditScore: -1 }, { creditLevel: 'noCredit' })).toBe(true);
  });

  it('keeps the chosen banks and professions', () => {
    expect(keep({ lenderId: 7 }, { bankIds: [7, 8] })).toBe(true);
    expect(keep({ lenderId: 9 }, { bankIds: [7, 8] })).toBe(false);
    expect(keep({}, { professionId: 1 })).toBe(true);
    expect(keep({}, { professionId: 9 })).toBe(true);
    expect(keep({}, { professionId: 8 })).toBe(false);
    expect(keep({}, { professionId: 99 })).toBe(false);
  });

  it('reads the credit-history filter literally: 2 all; 1 below 3; 0 below 2; -1 below 0', () => {
    const codes = [-1, 600, 700, 780].map((minCreditScore) => testProduct({ minCreditScore }));
    expect(codes.map(creditLevelCode)).toEqual([0, 1, 2, 3]);
    const kept = (h: 2 | 1 | 0 | -1) => codes.filter((p) => creditHistoryAllows(p, h)).length;
    expect([kept(2), kept(1), kept(0), kept(-1)]).toEqual([4, 3, 2, 0]);
  });

  it('keeps a credit level code not above the chosen rating', () => {
    expect(keep({ minCreditScore: 700 }, { minCreditRating: 2 })).toBe(true);
    expect(keep({ minCreditScore: 780 }, { minCreditRating: 2 })).toBe(false);
  });

  it('filters offers in the order given', () => {
    const offers = [
      { product: testProduct({ id: 1, lenderId: 1 }) },
      { product: testProduct({ id: 2, lenderId: 2 }) },
    ];
    expect(filterLoanOffers(offers, { ...LOAN_OFFER_FILTER_DEFAULTS, bankIds: [2] })).toEqual([
      offers[1],
    ]);
  });
});
