import { SELF_EMPLOYED_RULE_DEFAULTS } from './loanApplicant.js';

// What the personal loan sends to the rule engine (spec 02 §3.4, §7; PL-22..26), two code
// paths: the tenure step's rule data, which carries the age, and the filter query,
// which drops the underscore fields and companyId and clears the age.

export interface PersonalLoanAnswers {
  cityId: number | null;
  itrFiled: boolean;
  propertyOwned: boolean;
  professionId: number | null;
  salaried: boolean;
  grossMonthlyIncome: number | null;
  birthYear: number | null;
  expectedLoanAmount: number | null;
  expectedTenure: number | null;
}

export interface PersonalLoanRuleData {
  cityId: number | null;
  /** 1 when an income-tax return was filed, else 0. */
  itrStatus: 0 | 1;
  /** 1 when the applicant owns property, else 0 (the booking's "else 8" is another field). */
  propertyOwned: 0 | 1;
  professionId: number | null;
  /** Only for salaried applicants. */
  grossMonthlyIncome?: number | null;
  /** Current year minus birth year. */
  age: number | null;
  expectedLoanAmount: number | null;
  expectedTenure: number | null;
  limit: 1000;
  totalExperience: 6;
  caAudited: true;
  /** Self-employed applicants: the spec's fixed values (§9). */
  depreciationAmount?: number;
  netProfit?: number;
}

/** The tenure step's rule data. */
export function personalLoanRuleData(a: PersonalLoanAnswers, year: number): PersonalLoanRuleData {
  const data: PersonalLoanRuleData = {
    cityId: a.cityId,
    itrStatus: a.itrFiled ? 1 : 0,
    propertyOwned: a.propertyOwned ? 1 : 0,
    professionId: a.professionId,
    age: a.birthYear === null ? null : year - a.birthYear,
    expectedLoanAmount: a.expectedLoanAmount,
    expectedTenure: a.expectedTenure,
    limit: 1000,
    totalExperience: 6,
    caAudited: true,
  };
  if (a.salaried) data.grossMonthlyIncome = a.grossMonthlyIncome;
  else {
    data.depreciationAmount = SELF_EMPLOYED_RULE_DEFAULTS.depreciationAmount;
    data.netProfit = SELF_EMPLOYED_RULE_DEFAULTS.netProfit;
  }
  return data;
}

/**
 * The filter query of the rule-engine GET: the filter fields without those starting with an
 * underscore and without companyId, and with the age cleared.
 */
export function ruleEngineQuery(
  filters: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key.startsWith('_') || key === 'companyId') continue;
    query[key] = key === 'age' ? null : value;
  }
  return query;
}
