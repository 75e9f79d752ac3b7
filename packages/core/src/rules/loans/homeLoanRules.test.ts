import { describe, expect, it } from 'vitest';
import { compileLoans } from './compileLoans.js';
import { homeLoanApplicant } from './homeLoanApplicant.js';
import { type LoanMatch, type LoanMiss, loanEligibility } from './loanEligibility.js';
import { testProduct } from './loans.fixture.js';

// Every home-loan rule of the engine (decisions 047, 056) on the journey's answers, each
// decision with its reason: income, FOIR with the existing EMIs and the co-applicant's income,
// RBI's loan-to-value cap, the property type, the city.

const home = testProduct({
  kind: 'home',
  name: 'Home Loan',
  amount: { min: 5_00_000, max: 5_00_00_000 },
  tenureMonths: { min: 12, max: 360 },
  rates: { salaried: { minBp: 800, maxBp: 1000 }, selfEmployed: { minBp: 900, maxBp: 1100 } },
  processingFee: { bp: 50, minRupees: null, maxRupees: null },
  minMonthlyIncome: { salaried: 25_000, selfEmployed: 30_000 },
  minCreditScore: 650,
  age: { min: 21, max: 65 },
  cities: ['Mumbai', 'Pune'],
  allowedPropertyTypes: ['ready', 'underConstruction', 'resale'],
  allowUnidentifiedProperty: false,
});
const catalog = compileLoans([home]);

const base = {
  loanUsage: 'BUY_HOME',
  propertyIdentified: 'yes',
  propertyType: 'ready',
  propertyCity: { id: 1, name: 'Mumbai' },
  propertyValue: '15000000',
  expectedLoanAmount: '13000000',
  expectedTenure: '30',
  dobYear: '1990',
  empType: 'salaried',
  monthlyIncome: '100000',
  paysEmi: 'yes',
  personalLoanEmiValue: '5000',
  creditLevel: 'outstanding',
  coAppPresent: 'no',
};
const withCo = {
  ...base,
  coAppPresent: 'yes',
  coApplicantEmpType: 'salaried',
  coApplicantMonthlyIncome: '120000',
};

const judge = (answers: Record<string, unknown>) =>
  loanEligibility(catalog, homeLoanApplicant(answers, 2026));
const matched = (answers: Record<string, unknown>): LoanMatch => {
  const [m] = judge(answers).matched;
  if (!m) throw new Error('not matched');
  return m;
};
const missed = (answers: Record<string, unknown>): LoanMiss => {
  const [m] = judge(answers).notMatched;
  if (!m) throw new Error('matched');
  return m;
};

describe('home-loan eligibility', () => {
  it('caps the loan at RBI’s 75% of a ₹1.5 crore home, and says so', () => {
    const m = matched(withCo);
    expect(m.offer).toMatchObject({
      maxAmount: 1_12_50_000,
      amount: 1_12_50_000,
      limitedBy: 'value',
    });
    expect(m.reasons).toContain(
      "you can borrow up to ₹1,12,50,000 here: RBI's loan-to-value cap allows ₹1,12,50,000 on a ₹1,50,00,000 home; less than the ₹1,30,00,000 asked",
    );
  });

  it('adds the co-applicant’s income to the household’s: alone the income binds, lower', () => {
    const alone = matched(base);
    // ₹1,00,000 a month: FOIR 55% = ₹55,000, less ₹5,000 of EMIs = ₹50,000 for a new EMI.
    expect(alone.offer.limitedBy).toBe('income');
    expect(alone.offer.maxAmount).toBeLessThan(matched(withCo).offer.maxAmount);
    expect(alone.reasons.join('\n')).toContain(
      '₹50,000 a month can go to a new EMI (55\u00a0% of ₹1,00,000 a month less ₹5,000 of EMIs)',
    );
    expect(matched(withCo).reasons.join('\n')).toContain(
      '(60\u00a0% of ₹2,20,000 a month less ₹5,000 of EMIs)',
    );
  });

  it('takes the existing EMIs, the co-applicant’s too, off what a new EMI can be', () => {
    const none = matched({ ...base, paysEmi: 'no' });
    const some = matched(base);
    const more = matched({ ...withCo, coApplicantEmiValue: '100000' });
    expect(none.offer.maxAmount).toBeGreaterThan(some.offer.maxAmount);
    expect(more.reasons.join('\n')).toContain('less ₹1,05,000 of EMIs');
  });

  it('refuses when the EMIs leave nothing for a new one', () => {
    const m = missed({ ...base, personalLoanEmiValue: '55000' });
    expect(m.notMatched).toEqual([
      "₹0 a month can go to a new EMI (55\u00a0% of ₹1,00,000 a month less ₹55,000 of EMIs), enough for ₹0: below the lender's ₹5,00,000 minimum",
    ]);
  });

  it('refuses an income below the lender’s minimum', () => {
    expect(missed({ ...base, monthlyIncome: '20000', paysEmi: 'no' }).notMatched).toContain(
      'income ₹20,000 a month is below the ₹25,000 a month minimum',
    );
  });

  it('refuses a home too cheap for the lender’s smallest loan after the cap', () => {
    expect(
      missed({ ...base, propertyValue: '500000', expectedLoanAmount: '400000' }).notMatched,
    ).toEqual([
      "RBI's loan-to-value cap allows ₹4,50,000 on a ₹5,00,000 home: below the lender's ₹5,00,000 minimum",
    ]);
  });

  it('refuses a property type the lender does not take, and a home not chosen yet', () => {
    expect(missed({ ...base, loanUsage: 'BUY_PLOT' }).notMatched).toEqual([
      'does not lend for plots; it lends for ready homes, homes under construction, resale homes',
    ]);
    expect(missed({ ...base, propertyIdentified: 'no' }).notMatched).toEqual([
      'the lender needs the home chosen before you apply',
    ]);
    expect(matched(base).reasons).toContain('lends for ready homes');
  });

  it('lends only in its cities: the property’s city decides', () => {
    expect(missed({ ...base, propertyCity: { id: 9, name: 'Delhi' } }).notMatched).toEqual([
      'not offered in Delhi',
    ]);
    expect(matched(base).reasons).toContain('offered in Mumbai');
  });

  it('asks a self-employed applicant for an income-tax return', () => {
    const selfEmployed = { ...base, empType: 'selfEmpl', selfEmplType: 'business' };
    expect(missed({ ...selfEmployed, itrStatus: 'no' }).notMatched).toContain(
      'the lender needs an income-tax return',
    );
    expect(matched({ ...selfEmployed, itrStatus: 'yes' }).reasons).toContain(
      'income-tax return filed',
    );
  });
});
