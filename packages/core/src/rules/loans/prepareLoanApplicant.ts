import { creditHistoryLevel } from '../../catalog/enums.js';
import { formatINR } from '../../format/formatINR.js';
import { EMPLOYMENTS } from './compileLoans.js';
import { emiCapacity, foir } from './foir.js';
import type { LoanApplicant } from './loanApplicant.js';

/** The applicant with what every product's rules need worked out once. */
export interface PreparedLoanApplicant {
  readonly applicant: LoanApplicant;
  /** 0 salaried, 1 self-employed, 2 professional; -1 not given. */
  readonly e: number;
  /** 0 unknown, 1 no credit, 2 average, 3 excellent, 4 outstanding (`indicativeRateBp`). */
  readonly creditLevel: number;
  readonly cityKey: string | null;
  /** The applicant's and the co-applicant's gross monthly incomes; null: not given. */
  readonly householdIncome: number | null;
  /** FOIR of the household income, basis points. */
  readonly foirBp: number;
  /** What may go to a new EMI each month, rupees; null: income not given. */
  readonly capacity: number | null;
  readonly incomeText: string;
  readonly householdText: string;
  readonly turnoverText: string;
}

const LEVEL_INDEX: Readonly<Record<string, number>> = {
  noCredit: 1,
  average: 2,
  excellent: 3,
  outstanding: 4,
};

/** The credit level index of a score (see `PreparedLoanApplicant.creditLevel`). */
export function creditLevelIndex(score: number | null): number {
  if (score === null) return 0;
  return LEVEL_INDEX[creditHistoryLevel(score)?.key ?? ''] ?? 0;
}

export function prepareLoanApplicant(applicant: LoanApplicant): PreparedLoanApplicant {
  const own = applicant.monthlyIncome;
  const household = own === null ? null : own + applicant.coApplicantIncome;
  const foirBp = household === null ? 0 : foir(household);
  return {
    applicant,
    e: applicant.employment === null ? -1 : EMPLOYMENTS.indexOf(applicant.employment),
    creditLevel: creditLevelIndex(applicant.creditScore),
    cityKey: applicant.city === null ? null : applicant.city.trim().toLowerCase() || null,
    householdIncome: household,
    foirBp,
    capacity: household === null ? null : emiCapacity(household, applicant.existingEmis),
    incomeText: own === null ? '' : `${formatINR(own, 0)} a month`,
    householdText: household === null ? '' : `${formatINR(household, 0)} a month`,
    turnoverText: applicant.annualTurnover === null ? '' : formatINR(applicant.annualTurnover, 0),
  };
}
