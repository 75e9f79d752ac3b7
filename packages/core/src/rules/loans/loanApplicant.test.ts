import { describe, expect, it } from 'vitest';
import { eligibilityState } from './eligibilityState.js';
import { setCoApplicantPresent, setEmiValue, toggleEmiType } from './eligibilityTransitions.js';
import {
  loanApplicantFromState,
  SELF_EMPLOYED_RULE_DEFAULTS,
  selfEmployedMonthlyIncome,
} from './loanApplicant.js';

describe('loanApplicantFromState', () => {
  it('reads age from the birth year only, and the EMIs ticked', () => {
    let s = eligibilityState();
    s = {
      ...s,
      user: { ...s.user, dobYear: 1990, dobMonth: 12, dobDate: 31, serviceType: 'SALARIED' },
    };
    s = toggleEmiType(setEmiValue(s, 'AUTOMOBILE_LOAN', 6_000), 'AUTOMOBILE_LOAN');
    const a = loanApplicantFromState(s, { kind: 'home', year: 2026 });
    expect(a).toMatchObject({ age: 36, employment: 'salaried', existingEmis: 6_000 });
    expect(a).toMatchObject({ amount: 50_000, tenureMonths: 60 });
  });

  it("counts a self-employed applicant's profit with depreciation added back", () => {
    let s = eligibilityState();
    s = {
      ...s,
      user: { ...s.user, serviceType: 'SELF_EMPLOYED', netProfit: 12_00_000, depreciation: 60_000 },
    };
    expect(loanApplicantFromState(s, { kind: 'business', year: 2026 }).monthlyIncome).toBe(
      1_05_000,
    );
  });

  it("adds a co-applicant's income only while one is present", () => {
    let s = setCoApplicantPresent(eligibilityState(), true);
    s = {
      ...s,
      coApplicant: { ...s.coApplicant, serviceType: 'SALARIED', grossMonthlyIncome: 45_000 },
    };
    expect(loanApplicantFromState(s, { kind: 'home', year: 2026 }).coApplicantIncome).toBe(45_000);
    const alone = setCoApplicantPresent(s, false);
    expect(loanApplicantFromState(alone, { kind: 'home', year: 2026 }).coApplicantIncome).toBe(0);
  });
});

describe('property type', () => {
  it('reads a known type and drops an unknown one', () => {
    const s = eligibilityState();
    const of = (type: string | null) =>
      loanApplicantFromState(
        { ...s, property: { ...s.property, type } },
        { kind: 'home', year: 2026 },
      ).propertyType;
    expect(of('plot')).toBe('plot');
    expect(of('castle')).toBeNull();
    expect(of(null)).toBeNull();
  });
});

describe('self-employed constants', () => {
  it("are the spec's values", () => {
    expect(SELF_EMPLOYED_RULE_DEFAULTS).toEqual({
      depreciationAmount: 40_000,
      netProfit: 40_00_000,
    });
    // (40,00,000 + 40,000) / 12 = 3,36,666.67 → ₹3,36,666.
    expect(selfEmployedMonthlyIncome(40_00_000, 40_000)).toBe(3_36_666);
  });
});
