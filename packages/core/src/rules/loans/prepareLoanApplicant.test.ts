import { describe, expect, it } from 'vitest';
import { testApplicant } from './loans.fixture.js';
import { creditLevelIndex, prepareLoanApplicant } from './prepareLoanApplicant.js';

describe('prepareLoanApplicant', () => {
  it("works out the household's FOIR and what is left for a new EMI", () => {
    // ₹40,000 + ₹20,000 co-applicant = ₹60,000: FOIR 55% = ₹33,000, less ₹5,000 of EMIs.
    const w = prepareLoanApplicant(
      testApplicant({ monthlyIncome: 40_000, coApplicantIncome: 20_000, existingEmis: 5_000 }),
    );
    expect(w).toMatchObject({
      householdIncome: 60_000,
      foirBp: 5500,
      capacity: 28_000,
      e: 0,
      creditLevel: 4,
    });
    expect(w.incomeText).toBe('₹40,000 a month');
    expect(w.householdText).toBe('₹60,000 a month');
  });

  it('leaves the capacity unknown without an income, and the city blank when empty', () => {
    const w = prepareLoanApplicant(
      testApplicant({ monthlyIncome: null, city: '  ', employment: null }),
    );
    expect(w).toMatchObject({ householdIncome: null, capacity: null, cityKey: null, e: -1 });
  });

  it('numbers the credit levels from unknown to outstanding', () => {
    expect([null, -1, 300, 601, 751].map(creditLevelIndex)).toEqual([0, 1, 2, 3, 4]);
  });
});
