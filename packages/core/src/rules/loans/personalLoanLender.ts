import type { Employment } from '../../catalog/employment.js';
import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';
import {
  PERSONAL_LOAN_LIMITS as L,
  type LenderRoute,
  lenderRouteOf,
} from '../../catalog/personalLoan.js';
import type { Answers, AnswerValue } from '../../journeyModel/types.js';
import type { CompiledLoans } from './compileLoans.js';
import type { LoanApplicant } from './loanApplicant.js';
import { type LoanMatch, loanEligibility } from './loanEligibility.js';
import { orderLoanOffers } from './orderLoanOffers.js';

// The personal loan's tenure step (spec 02 §2.4, PL-07 to PL-12; decision 049): the engine of
// decision 047 matches the applicant's answers against the catalog, and "the chosen lender" is
// the lender the applicant prefers when the engine matches one of its products, else the first
// matched offer in the neutral order (lowest APR). Its product decides the next route.

/** Turnover bands (`annualTurnoverId`, shared/turnoverBands.ts) → their lower bound, rupees. */
const TURNOVER_FROM: Readonly<Record<string, number>> = {
  '1': 0,
  '2': 10_00_000,
  '3': 25_00_000,
  '4': 50_00_000,
  '5': 1_00_00_000,
};

/** Business vintage bands (`businessVintageId`, the journey's) → their lower bound, years. */
export const VINTAGE_FROM: Readonly<Record<string, number>> = { '1': 0, '2': 1, '3': 3, '4': 5 };

const EMPLOYMENT: Readonly<Record<string, Employment>> = {
  salaried: 'salaried',
  selfEmpl: 'selfEmployed',
};

function numberOf(value: AnswerValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[₹,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The pincode's city (its pretty name) as the server resolved it. */
function cityOf(value: AnswerValue | undefined): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const key of ['city_pretty_name', 'cityPrettyName', 'city_name', 'cityName', 'name']) {
    const name = value[key];
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return null;
}

/** The applicant of the personal loan's answers (age from the birth year only, R-1). */
export function personalLoanApplicant(
  answers: Answers,
  facts: { year: number; creditScore: number | null },
): LoanApplicant {
  const employment = EMPLOYMENT[String(answers.empType ?? '')] ?? null;
  const birthYear = numberOf(answers.dobYear);
  const itr = answers.itrStatus;
  return {
    kind: 'personal',
    age: birthYear === null ? null : facts.year - birthYear,
    employment,
    monthlyIncome: numberOf(answers.monthlyIncome),
    coApplicantIncome: 0,
    existingEmis: 0,
    city: cityOf(answers.city),
    creditScore: facts.creditScore,
    itrFiled: itr === 'yes' ? true : itr === 'no' ? false : null,
    businessVintageYears: VINTAGE_FROM[String(answers.businessVintageId ?? '')] ?? null,
    annualTurnover: TURNOVER_FROM[String(answers.annualTurnoverId ?? '')] ?? null,
    propertyValue: null,
    propertyType: null,
    amount: numberOf(answers.expectedLoanAmount) ?? L.amount.default,
    tenureMonths: numberOf(answers.expectedLoanTenure) ?? L.tenureMonths.default,
  };
}

export interface ChosenLender<P extends LoanProduct = LoanProduct> {
  route: LenderRoute;
  /** The chosen match; null when nothing matched (route `none`). */
  chosen: LoanMatch<P> | null;
  /** How many products matched. */
  matched: number;
}

/**
 * The chosen lender of a personal-loan applicant: personal loans for everyone, business loans
 * too for the self-employed (the spec routes business lenders from this journey), every match
 * in the neutral order; `preferredLenderId` (an answer, optional) wins when it matched.
 */
export function choosePersonalLoanLender<P extends LoanProduct>(
  catalog: CompiledLoans<P>,
  answers: Answers,
  facts: { year: number; creditScore: number | null },
): ChosenLender<P> {
  const applicant = personalLoanApplicant(answers, facts);
  const matched = [...loanEligibility(catalog, applicant).matched];
  if (applicant.employment === 'selfEmployed') {
    matched.push(...loanEligibility(catalog, applicant, { kind: 'business' }).matched);
  }
  const ordered = orderLoanOffers(matched);
  const preferred = numberOf(answers.preferredLenderId);
  const chosen =
    (preferred !== null && ordered.find((m) => m.product.lenderId === preferred)) ||
    ordered[0] ||
    null;
  return {
    route: chosen ? lenderRouteOf(chosen.product.id) : 'none',
    chosen,
    matched: ordered.length,
  };
}
