import type { Employment } from '../../catalog/employment.js';
import {
  type LoanKind,
  PROPERTY_TYPES,
  type PropertyType,
} from '../../catalog/lenders/lenderTypes.js';
import type { EligibilityState } from './eligibilityState.js';

// The applicant as the loan rules read them (decision 047): one flat record, made from the
// eligibility state (§3.6) or the personal-loan rule data (§3.4). Amounts are whole rupees;
// incomes and EMIs are a month. null: not given (the rule gives the benefit of the doubt and
// says so, as the card rules do).

export interface LoanApplicant {
  kind: LoanKind;
  /** Current year minus birth year (spec R-1). */
  age: number | null;
  employment: Employment | null;
  /** Gross monthly income of the applicant. */
  monthlyIncome: number | null;
  /** Gross monthly income of a co-applicant (home loans); 0 when there is none. */
  coApplicantIncome: number;
  /** EMIs already paid each month, all types together. */
  existingEmis: number;
  /** Pretty city name. */
  city: string | null;
  /** Bureau score 300–900; -1: no credit history. */
  creditScore: number | null;
  /**
   * True when the score stands for a level the applicant chose (its top, decision 050), not a
   * bureau score: the reasons then name the level, never the number (issue 22 §2).
   */
  creditScoreFromLevel?: boolean;
  /** An income-tax return has been filed (the spec's itrStatus). */
  itrFiled: boolean | null;
  businessVintageYears: number | null;
  annualTurnover: number | null;
  /** Home loans: the property's estimated cost and type; type null: not yet chosen. */
  propertyValue: number | null;
  propertyType: PropertyType | null;
  /** The amount asked for and the tenure wanted. */
  amount: number | null;
  tenureMonths: number | null;
}

/** Spec 02 §9: the self-employed values sent to the rule engine when none are given. */
export const SELF_EMPLOYED_RULE_DEFAULTS = {
  depreciationAmount: 40_000,
  netProfit: 40_00_000,
} as const;

/**
 * A self-employed applicant's monthly income: the year's net profit with depreciation added
 * back (a cost that is not paid out), over 12; whole rupees.
 */
export function selfEmployedMonthlyIncome(netProfit: number, depreciation: number): number {
  return Math.floor((netProfit + depreciation) / 12);
}

const SERVICE_TYPES: Readonly<Record<string, Employment>> = {
  salaried: 'salaried',
  SALARIED: 'salaried',
  selfEmployed: 'selfEmployed',
  SELF_EMPLOYED: 'selfEmployed',
  SELF_EMPLOYED_BUSINESS: 'selfEmployed',
  professional: 'professional',
  SELF_EMPLOYED_PROFESSIONAL: 'professional',
};

function incomeOf(
  employment: Employment | null,
  gross: number | null,
  netProfit: number | null,
  depreciation: number | null,
): number | null {
  if (employment !== 'salaried' && netProfit !== null) {
    return selfEmployedMonthlyIncome(netProfit, depreciation ?? 0);
  }
  return gross;
}

export interface ApplicantFacts {
  kind: LoanKind;
  /** The current year (age is current year minus birth year). */
  year: number;
  itrFiled?: boolean | null;
  businessVintageYears?: number | null;
}

/** The applicant of an eligibility state (§3.6). */
export function loanApplicantFromState(
  state: EligibilityState,
  facts: ApplicantFacts,
): LoanApplicant {
  const { user, coApplicant, property, filter } = state;
  const employment = SERVICE_TYPES[user.serviceType ?? ''] ?? null;
  const coEmployment = SERVICE_TYPES[coApplicant.serviceType ?? ''] ?? null;
  const propertyType: PropertyType | null = PROPERTY_TYPES.find((t) => t === property.type) ?? null;
  return {
    kind: facts.kind,
    age: user.dobYear !== null ? facts.year - user.dobYear : user.age,
    employment,
    monthlyIncome: incomeOf(employment, user.grossMonthlyIncome, user.netProfit, user.depreciation),
    coApplicantIncome: user.coAppPresent
      ? (incomeOf(
          coEmployment,
          coApplicant.grossMonthlyIncome,
          coApplicant.netProfit,
          coApplicant.depreciation,
        ) ?? 0)
      : 0,
    existingEmis: user.emiValue,
    city: user.city ?? property.city,
    creditScore: state.financialHealth.score,
    itrFiled: facts.itrFiled ?? null,
    businessVintageYears: facts.businessVintageYears ?? null,
    annualTurnover: user.grossTurnover,
    propertyValue: property.estimatedCost,
    propertyType,
    amount: filter.loanAmtMax,
    tenureMonths: filter.tenure,
  };
}
