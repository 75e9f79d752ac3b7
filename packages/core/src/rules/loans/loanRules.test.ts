import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';
import { compileLoans } from './compileLoans.js';
import type { LoanApplicant } from './loanApplicant.js';
import {
  ageRule,
  cityRule,
  creditRule,
  incomeRule,
  itrRule,
  LOAN_RULES,
  type LoanRule,
  professionRule,
  propertyRule,
  turnoverRule,
  vintageRule,
} from './loanRules.js';
import { testApplicant, testProduct } from './loans.fixture.js';
import { prepareLoanApplicant } from './prepareLoanApplicant.js';

function decide(rule: LoanRule, product: Partial<LoanProduct>, applicant: Partial<LoanApplicant>) {
  const p = testProduct(product);
  const compiled = compileLoans([p]).byKind[p.kind][0];
  if (!compiled) throw new Error('no product');
  const w = prepareLoanApplicant(testApplicant(applicant));
  const verdict = rule.judge(compiled, w);
  return verdict === null ? null : { verdict, reason: rule.explain(compiled, w, verdict) };
}

describe('loan rules', () => {
  it('profession: offered, not offered, not given', () => {
    expect(decide(professionRule, {}, {})).toEqual({
      verdict: 'pass',
      reason: 'offered to salaried applicants',
    });
    expect(decide(professionRule, {}, { employment: 'professional' })).toEqual({
      verdict: 'fail',
      reason: 'not offered to self-employed professionals',
    });
    expect(decide(professionRule, {}, { employment: null })?.verdict).toBe('fail');
  });

  it('age: within, below, above, not given', () => {
    expect(decide(ageRule, {}, { age: 21 })).toEqual({
      verdict: 'pass',
      reason: 'age 21 is within 21–60',
    });
    expect(decide(ageRule, {}, { age: 20 })).toEqual({
      verdict: 'fail',
      reason: 'age 20 is below the minimum 21',
    });
    expect(decide(ageRule, {}, { age: 61 })).toEqual({
      verdict: 'fail',
      reason: 'age 61 is above the maximum 60',
    });
    expect(decide(ageRule, {}, { age: null })).toEqual({
      verdict: 'unknown',
      reason: 'age not given; the lender needs 21–60',
    });
  });

  it("income: the minimum of the applicant's profession", () => {
    expect(decide(incomeRule, {}, { monthlyIncome: 25_000 })).toEqual({
      verdict: 'pass',
      reason: 'income ₹25,000 a month meets the ₹25,000 a month minimum',
    });
    expect(decide(incomeRule, {}, { monthlyIncome: 24_999 })?.verdict).toBe('fail');
    expect(decide(incomeRule, {}, { employment: 'selfEmployed', monthlyIncome: 30_000 })).toEqual({
      verdict: 'fail',
      reason: 'income ₹30,000 a month is below the ₹40,000 a month minimum',
    });
    expect(decide(incomeRule, {}, { monthlyIncome: null })?.verdict).toBe('unknown');
    expect(decide(incomeRule, { minMonthlyIncome: { salaried: 0 } }, {})).toBeNull();
  });

  it('city: all India, listed, not listed, not given', () => {
    expect(decide(cityRule, {}, {})).toEqual({ verdict: 'pass', reason: 'offered all over India' });
    const listed = { cities: ['Pune', 'Mumbai'] };
    expect(decide(cityRule, listed, { city: ' pune ' })).toEqual({
      verdict: 'pass',
      reason: 'offered in Pune',
    });
    expect(decide(cityRule, listed, { city: 'Patna' })).toEqual({
      verdict: 'fail',
      reason: 'not offered in Patna',
    });
    expect(decide(cityRule, listed, { city: null })?.verdict).toBe('unknown');
  });

  it('credit: the minimum score, no history, new to credit welcome', () => {
    expect(decide(creditRule, {}, { creditScore: 700 })?.verdict).toBe('pass');
    expect(decide(creditRule, {}, { creditScore: 699 })).toEqual({
      verdict: 'fail',
      reason: 'credit score 699 is below the 700 minimum',
    });
    expect(decide(creditRule, {}, { creditScore: -1 })).toEqual({
      verdict: 'fail',
      reason: 'no credit history yet; the lender needs a score of 700 or more',
    });
    expect(decide(creditRule, { minCreditScore: -1 }, { creditScore: -1 })).toEqual({
      verdict: 'pass',
      reason: 'applicants new to credit are welcome',
    });
    expect(decide(creditRule, {}, { creditScore: null })?.verdict).toBe('unknown');
  });

  it('credit: a chosen level is named as the level, never as its top score', () => {
    const level = (creditScore: number, minCreditScore = 700) =>
      decide(creditRule, { minCreditScore }, { creditScore, creditScoreFromLevel: true });
    expect(level(900)).toEqual({
      verdict: 'pass',
      reason: 'your credit score level (751 and above) meets the 700 minimum',
    });
    expect(level(750)).toEqual({
      verdict: 'pass',
      reason:
        'your credit score level (601 to 750) may meet the 700 minimum; the lender checks your score',
    });
    expect(level(600)).toEqual({
      verdict: 'fail',
      reason: 'your credit score level (0 to 600) is below the 700 minimum',
    });
    expect(level(900)?.reason).not.toContain('900');
  });

  it('ITR: asked of the self-employed only', () => {
    expect(decide(itrRule, {}, {})).toBeNull();
    const se = { employment: 'selfEmployed' as const };
    expect(decide(itrRule, {}, { ...se, itrFiled: true })).toEqual({
      verdict: 'pass',
      reason: 'income-tax return filed',
    });
    expect(decide(itrRule, {}, { ...se, itrFiled: false })).toEqual({
      verdict: 'fail',
      reason: 'the lender needs an income-tax return',
    });
    expect(decide(itrRule, { requiresItr: false }, { ...se, itrFiled: false })).toBeNull();
  });

  it('business vintage and turnover: both sides of the minimum', () => {
    const se = { employment: 'selfEmployed' as const };
    const vintage = { minBusinessVintageYears: 3 };
    expect(decide(vintageRule, vintage, { ...se, businessVintageYears: 3 })).toEqual({
      verdict: 'pass',
      reason: '3 years in business meets the 3 years minimum',
    });
    expect(decide(vintageRule, vintage, { ...se, businessVintageYears: 2 })?.verdict).toBe('fail');
    expect(decide(vintageRule, vintage, {})).toBeNull();
    const turnover = { minAnnualTurnover: 40_00_000 };
    expect(decide(turnoverRule, turnover, { ...se, annualTurnover: 39_99_999 })).toEqual({
      verdict: 'fail',
      reason: 'annual turnover ₹39,99,999 is below the ₹40,00,000 minimum',
    });
    expect(decide(turnoverRule, turnover, { ...se, annualTurnover: 40_00_000 })?.verdict).toBe(
      'pass',
    );
    expect(decide(turnoverRule, turnover, { ...se, annualTurnover: null })?.verdict).toBe(
      'unknown',
    );
  });

  it('property: the types a home loan buys, and homes not yet chosen', () => {
    const home = {
      kind: 'home' as const,
      allowedPropertyTypes: ['ready', 'resale'] as const,
      allowUnidentifiedProperty: false,
    };
    expect(decide(propertyRule, home, { propertyType: 'ready' })).toEqual({
      verdict: 'pass',
      reason: 'lends for ready homes',
    });
    expect(decide(propertyRule, home, { propertyType: 'plot' })).toEqual({
      verdict: 'fail',
      reason: 'does not lend for plots; it lends for ready homes, resale homes',
    });
    expect(decide(propertyRule, home, { propertyType: null })).toEqual({
      verdict: 'fail',
      reason: 'the lender needs the home chosen before you apply',
    });
    expect(decide(propertyRule, { ...home, allowUnidentifiedProperty: true }, {})?.verdict).toBe(
      'pass',
    );
    expect(decide(propertyRule, {}, { propertyType: 'plot' })).toBeNull();
  });

  it('lists the rules once each', () => {
    expect(new Set(LOAN_RULES.map((r) => r.key)).size).toBe(LOAN_RULES.length);
  });
});
