import { creditHistoryLevel } from '../../catalog/enums.js';
import type { Verdict } from '../types.js';
import { type CompiledLoan, EMPLOYMENT_TEXT, propertyTypeText } from './compileLoans.js';
import type { PreparedLoanApplicant } from './prepareLoanApplicant.js';

// The loan eligibility rules (decision 047), one fact each, in the card rules' manner: `judge`
// is the decision (null: the rule does not apply to this product and applicant), `explain`
// puts it in plain words. Missing data gets the benefit of the doubt ('unknown' passes and the
// reason says so), except the profession, without which no rate can be quoted. Affordability
// (FOIR) and the loan-to-value cap need the offer's numbers: `loanEligibility` reasons them.

export interface LoanRule {
  readonly key: string;
  judge(p: CompiledLoan, w: PreparedLoanApplicant): Verdict | null;
  explain(p: CompiledLoan, w: PreparedLoanApplicant, verdict: Verdict): string;
}

export const professionRule: LoanRule = {
  key: 'profession',
  judge: (p, w) => (w.e < 0 ? 'fail' : Number.isNaN(p.minIncome[w.e] as number) ? 'fail' : 'pass'),
  explain(_p, w, verdict) {
    if (w.e < 0)
      return 'tell us how you earn (salaried, self-employed or professional) to be matched';
    const group = EMPLOYMENT_TEXT[w.e];
    return verdict === 'pass' ? `offered to ${group}` : `not offered to ${group}`;
  },
};

export const ageRule: LoanRule = {
  key: 'age',
  judge(p, w) {
    const age = w.applicant.age;
    if (age === null) return 'unknown';
    return age >= p.product.age.min && age <= p.product.age.max ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    const age = w.applicant.age;
    if (verdict === 'unknown' || age === null)
      return `age not given; the lender needs ${p.ageText}`;
    if (age < p.product.age.min) return `age ${age} is below the minimum ${p.product.age.min}`;
    if (age > p.product.age.max) return `age ${age} is above the maximum ${p.product.age.max}`;
    return `age ${age} is within ${p.ageText}`;
  },
};

export const incomeRule: LoanRule = {
  key: 'income',
  judge(p, w) {
    if (w.e < 0) return null;
    const min = p.minIncome[w.e] as number;
    if (Number.isNaN(min) || min === 0) return null;
    if (w.applicant.monthlyIncome === null) return 'unknown';
    return w.applicant.monthlyIncome >= min ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    const min = p.minIncomeText[w.e];
    if (verdict === 'unknown') return `income not given; the minimum is ${min}`;
    return verdict === 'pass'
      ? `income ${w.incomeText} meets the ${min} minimum`
      : `income ${w.incomeText} is below the ${min} minimum`;
  },
};

export const cityRule: LoanRule = {
  key: 'city',
  judge(p, w) {
    if (p.cities === null) return 'pass';
    if (w.cityKey === null) return 'unknown';
    return p.cities.has(w.cityKey) ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    if (p.cities === null) return 'offered all over India';
    if (verdict === 'unknown') return 'city not given; the lender lends in some cities only';
    return verdict === 'pass'
      ? `offered in ${p.cities.get(w.cityKey as string)}`
      : `not offered in ${w.applicant.city}`;
  },
};

export const creditRule: LoanRule = {
  key: 'credit',
  judge(p, w) {
    const score = w.applicant.creditScore;
    const min = p.product.minCreditScore;
    if (min < 0) return 'pass';
    if (score === null) return 'unknown';
    return score >= min ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    const score = w.applicant.creditScore;
    if (p.product.minCreditScore < 0) return 'applicants new to credit are welcome';
    const min = p.minCreditText;
    if (verdict === 'unknown' || score === null)
      return `credit score not given; the lender needs ${min} or more`;
    if (score < 0) return `no credit history yet; the lender needs a score of ${min} or more`;
    if (w.applicant.creditScoreFromLevel) return levelReason(score, p.product.minCreditScore, min);
    return verdict === 'pass'
      ? `credit score ${score} meets the ${min} minimum`
      : `credit score ${score} is below the ${min} minimum`;
  },
};

/**
 * A chosen level's reason: the level in the applicant's words ("751 and above"), never the top
 * score it is judged on; a level that spans the minimum only may meet it (the lender checks).
 */
function levelReason(top: number, minScore: number, minText: string): string {
  const level = creditHistoryLevel(top);
  if (!level) return `the lender needs a credit score of ${minText} or more`;
  const range = level.max === null ? `${level.min} and above` : `${level.min} to ${level.max}`;
  const yours = `your credit score level (${range})`;
  if (level.min >= minScore) return `${yours} meets the ${minText} minimum`;
  if (top >= minScore)
    return `${yours} may meet the ${minText} minimum; the lender checks your score`;
  return `${yours} is below the ${minText} minimum`;
}

/** An income-tax return, asked of self-employed applicants and professionals. */
export const itrRule: LoanRule = {
  key: 'itr',
  judge(p, w) {
    if (!p.product.requiresItr || w.e < 1) return null;
    const filed = w.applicant.itrFiled;
    return filed === null ? 'unknown' : filed ? 'pass' : 'fail';
  },
  explain(_p, _w, verdict) {
    if (verdict === 'unknown') return 'income-tax return not given; the lender asks for one';
    return verdict === 'pass' ? 'income-tax return filed' : 'the lender needs an income-tax return';
  },
};

/** Years in business, asked of the self-employed. */
export const vintageRule: LoanRule = {
  key: 'vintage',
  judge(p, w) {
    const min = p.product.minBusinessVintageYears;
    if (min === 0 || w.e < 1) return null;
    const years = w.applicant.businessVintageYears;
    return years === null ? 'unknown' : years >= min ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    const min = `${p.product.minBusinessVintageYears} years`;
    const years = w.applicant.businessVintageYears;
    if (verdict === 'unknown') return `years in business not given; the lender needs ${min}`;
    return verdict === 'pass'
      ? `${years} years in business meets the ${min} minimum`
      : `${years} years in business is below the ${min} minimum`;
  },
};

/** A business loan's minimum annual turnover. */
export const turnoverRule: LoanRule = {
  key: 'turnover',
  judge(p, w) {
    if (p.product.minAnnualTurnover === 0 || w.e < 1) return null;
    const turnover = w.applicant.annualTurnover;
    return turnover === null
      ? 'unknown'
      : turnover >= p.product.minAnnualTurnover
        ? 'pass'
        : 'fail';
  },
  explain(p, w, verdict) {
    const min = p.minTurnoverText;
    if (verdict === 'unknown') return `annual turnover not given; the minimum is ${min}`;
    return verdict === 'pass'
      ? `annual turnover ${w.turnoverText} meets the ${min} minimum`
      : `annual turnover ${w.turnoverText} is below the ${min} minimum`;
  },
};

/** What a home loan may buy, and whether the home must be chosen already. */
export const propertyRule: LoanRule = {
  key: 'property',
  judge(p, w) {
    if (p.product.kind !== 'home') return null;
    const type = w.applicant.propertyType;
    if (type === null) return p.product.allowUnidentifiedProperty ? 'pass' : 'fail';
    return p.propertyTypes.has(type) ? 'pass' : 'fail';
  },
  explain(p, w, verdict) {
    const type = w.applicant.propertyType;
    if (type === null) {
      return verdict === 'pass'
        ? 'you may apply before choosing the home'
        : 'the lender needs the home chosen before you apply';
    }
    return verdict === 'pass'
      ? `lends for ${propertyTypeText(type)}`
      : `does not lend for ${propertyTypeText(type)}; it lends for ${p.propertyTypesText}`;
  },
};

/** The rules, in the order their reasons are listed. */
export const LOAN_RULES: readonly LoanRule[] = [
  professionRule,
  ageRule,
  incomeRule,
  cityRule,
  creditRule,
  itrRule,
  vintageRule,
  turnoverRule,
  propertyRule,
];
