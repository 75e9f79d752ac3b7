import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_FILTER_DEFAULTS, eligibilityState } from './eligibilityState.js';

describe('eligibilityState', () => {
  it("has the spec's defaults (02 §9)", () => {
    expect(ELIGIBILITY_FILTER_DEFAULTS).toMatchObject({
      emi: 5000,
      loanAmtMax: 50_000,
      tenure: 60,
      creditRating: 2,
    });
    const s = eligibilityState();
    expect(s.user.residenceType).toBe('SELF_OWNED');
    expect(s.user.loanUsage).toBe('NEW_LOAN');
    expect(s).toMatchObject({ isLoading: false, hasErrors: false, closedEmisSaved: null });
  });

  it('gives a fresh state each time', () => {
    const a = eligibilityState();
    a.filter.bankType.push('PSU');
    a.user.emiType.push('HOME_LOAN');
    expect(eligibilityState().filter.bankType).toEqual([]);
    expect(eligibilityState().user.emiType).toEqual([]);
    expect(ELIGIBILITY_FILTER_DEFAULTS.bankType).toEqual([]);
  });
});
