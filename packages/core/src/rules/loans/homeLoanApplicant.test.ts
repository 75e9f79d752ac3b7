import { describe, expect, it } from 'vitest';
import { homeLoanApplicant, homeLoanState, propertyTypeOf } from './homeLoanApplicant.js';

const answers = {
  loanUsage: 'BUY_HOME',
  propertyIdentified: 'yes',
  propertyType: 'underConstruction',
  propertyCity: { id: 1, name: 'Mumbai' },
  propertyValue: '1,50,00,000',
  expectedLoanAmount: '13000000',
  expectedTenure: '25',
  dobYear: '1990',
  empType: 'salaried',
  monthlyIncome: '150000',
  paysEmi: 'yes',
  homeLoanEmiValue: '',
  personalLoanEmiValue: '5000',
  carLoanEmiValue: '3000',
  emisDefaulted: 'no',
  creditLevel: 'outstanding',
  coAppPresent: 'yes',
  coApplicantEmpType: 'selfEmpl',
  coApplicantMonthlyIncome: '120000',
  coApplicantEmiValue: '2000',
};

describe('homeLoanApplicant', () => {
  it('reads the household: both incomes, every EMI, the property’s city, value and type', () => {
    expect(homeLoanApplicant(answers, 2026)).toEqual({
      kind: 'home',
      age: 36,
      employment: 'salaried',
      monthlyIncome: 150_000,
      coApplicantIncome: 120_000,
      existingEmis: 10_000,
      city: 'Mumbai',
      creditScore: 900,
      creditScoreFromLevel: true,
      itrFiled: null,
      businessVintageYears: null,
      annualTurnover: null,
      propertyValue: 1_50_00_000,
      propertyType: 'underConstruction',
      amount: 1_30_00_000,
      tenureMonths: 300,
    });
  });

  it('drops the co-applicant, and their EMIs, when there is none', () => {
    const alone = homeLoanApplicant({ ...answers, coAppPresent: 'no' }, 2026);
    expect(alone.coApplicantIncome).toBe(0);
    expect(alone.existingEmis).toBe(8_000);
  });

  it('counts no EMI when the applicant says they pay none', () => {
    expect(
      homeLoanApplicant({ ...answers, paysEmi: 'no', coAppPresent: 'no' }, 2026).existingEmis,
    ).toBe(0);
  });

  it('keeps the spec’s state: EMI types, loan usage, defaults, the co-applicant', () => {
    const state = homeLoanState({ ...answers, loanUsage: 'TRANSFER_EXISTING' });
    expect(state.user.emiType).toEqual(['PERSONAL_LOAN', 'AUTOMOBILE_LOAN']);
    expect(state.user.loanUsage).toBe('TRANSFER_EXISTING');
    expect(state.financialHealth.emisdefaulted).toBe(false);
    expect(state.coApplicant).toMatchObject({ serviceType: 'selfEmployed', netProfit: 1_440_000 });
  });

  it('takes a self-employed professional’s ITR and an unknown credit level', () => {
    const a = homeLoanApplicant(
      {
        ...answers,
        empType: 'selfEmpl',
        selfEmplType: 'professional',
        itrStatus: 'yes',
        creditLevel: 'unknown',
      },
      2026,
    );
    expect(a).toMatchObject({ employment: 'professional', itrFiled: true, creditScore: null });
  });
});

describe('propertyTypeOf', () => {
  it.each([
    [{ loanUsage: 'BUY_PLOT' }, 'plot'],
    [{ loanUsage: 'BUILD_HOME' }, 'selfConstruction'],
    [{ loanUsage: 'TRANSFER_EXISTING' }, 'ready'],
    [{ loanUsage: 'BUY_HOME', propertyIdentified: 'yes', propertyType: 'resale' }, 'resale'],
    [{ loanUsage: 'BUY_HOME', propertyIdentified: 'no', propertyType: 'resale' }, null],
    [{ loanUsage: 'BUY_HOME', propertyIdentified: 'yes', propertyType: 'castle' }, null],
  ])('%o → %s', (a, type) => {
    expect(propertyTypeOf(a)).toBe(type);
  });
});
