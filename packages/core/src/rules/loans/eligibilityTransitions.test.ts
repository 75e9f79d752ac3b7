import { describe, expect, it } from 'vitest';
import { eligibilityState } from './eligibilityState.js';
import {
  applyCriteria,
  applyEvaluation,
  evaluatePayload,
  evaluationFailed,
  resetEligibility,
  setCoApplicantPresent,
  setEligibilityFilter,
  setEmiValue,
  setLoanUsage,
  toggleClosedEmis,
  toggleEmiType,
} from './eligibilityTransitions.js';

function withEmis() {
  let s = eligibilityState();
  s = setEmiValue(s, 'HOME_LOAN', 20_000);
  s = setEmiValue(s, 'PERSONAL_LOAN', 7_000);
  s = setEmiValue(s, 'AUTOMOBILE_LOAN', 5_000);
  return s;
}

describe('eligibility state', () => {
  it("starts from the spec's defaults", () => {
    const s = eligibilityState();
    expect(s.filter).toMatchObject({ emi: 5000, loanAmtMax: 50_000, tenure: 60, creditRating: 2 });
    expect(s.user.residenceType).toBe('SELF_OWNED');
  });

  it('sums the EMIs of the ticked types', () => {
    let s = toggleEmiType(withEmis(), 'HOME_LOAN');
    expect(s.user.emiValue).toBe(20_000);
    s = toggleEmiType(s, 'AUTOMOBILE_LOAN');
    expect(s.user.emiValue).toBe(25_000);
    expect(s.user.paysEmi).toBe(true);
    s = toggleEmiType(s, 'HOME_LOAN');
    expect(s.user.emiValue).toBe(5_000);
    s = toggleEmiType(s, 'AUTOMOBILE_LOAN');
    expect(s.user).toMatchObject({ emiValue: 0, paysEmi: false, emiType: [] });
  });

  it('zeroes the car and personal-loan EMIs while closed, and restores them', () => {
    let s = withEmis();
    for (const t of ['HOME_LOAN', 'PERSONAL_LOAN', 'AUTOMOBILE_LOAN'] as const)
      s = toggleEmiType(s, t);
    expect(s.user.emiValue).toBe(32_000);
    const closed = toggleClosedEmis(s, true);
    expect(closed.user).toMatchObject({
      carLoanEmiValue: 0,
      personalLoanEmiValue: 0,
      emiValue: 20_000,
    });
    expect(closed.filter.closedEmis).toBe(true);
    const open = toggleClosedEmis(closed, false);
    expect(open.user).toMatchObject({
      carLoanEmiValue: 5_000,
      personalLoanEmiValue: 7_000,
      emiValue: 32_000,
    });
    expect(toggleClosedEmis(open, false)).toBe(open);
  });

  it('clears the co-applicant when there is none', () => {
    let s = setCoApplicantPresent(eligibilityState(), true);
    s = {
      ...s,
      coApplicant: { ...s.coApplicant, grossMonthlyIncome: 40_000, relationship: 'spouse' },
    };
    expect(setCoApplicantPresent(s, true).coApplicant.grossMonthlyIncome).toBe(40_000);
    const cleared = setCoApplicantPresent(s, false);
    expect(cleared.coApplicant.grossMonthlyIncome).toBeNull();
    expect(cleared.user.coAppPresent).toBe(false);
  });

  it('clears the balance transfer unless the loan moves an existing one', () => {
    let s = eligibilityState();
    s = { ...s, balance_transfer: { ...s.balance_transfer, originalLoanAmt: 20_00_000 } };
    expect(setLoanUsage(s, 'TRANSFER_EXISTING').balance_transfer.originalLoanAmt).toBe(20_00_000);
    expect(setLoanUsage(s, 'NEW_LOAN').balance_transfer.originalLoanAmt).toBeNull();
  });

  it('copies emi, amount and tenure from the selected instrument when criteria are applied', () => {
    let s = eligibilityState();
    s = {
      ...s,
      selected_instrument: {
        ...s.selected_instrument,
        emi: 23_000,
        loanAmountMax: 30_00_000,
        tenureMonths: 240,
      },
    };
    expect(applyCriteria(s).filter).toMatchObject({
      emi: 23_000,
      loanAmtMax: 30_00_000,
      tenure: 240,
    });
  });

  it('replaces the state with the evaluation and sends it without the flags', () => {
    const s = { ...setEligibilityFilter(eligibilityState(), { tenure: 120 }), isLoading: true };
    const payload = evaluatePayload(s);
    expect(payload).not.toHaveProperty('isLoading');
    expect(payload).not.toHaveProperty('hasErrors');
    const answer = { ...payload, user: { ...payload.user, eligible: true } };
    const next = applyEvaluation(s, answer);
    expect(next).toMatchObject({ isLoading: false, hasErrors: false, user: { eligible: true } });
    expect(evaluationFailed(s)).toMatchObject({ isLoading: false, hasErrors: true });
  });

  it('resets the filter or everything', () => {
    const s = setEligibilityFilter(withEmis(), { tenure: 120, emi: 9_000 });
    expect(resetEligibility(s, 'filter').filter.tenure).toBe(60);
    expect(resetEligibility(s, 'filter').user.homeLoanEmiValue).toBe(20_000);
    expect(resetEligibility(s, 'all').user.homeLoanEmiValue).toBe(0);
  });
});
