import type { CreditHistoryKey, Employment } from '../../catalog/employment.js';
import { creditHistoryLevel } from '../../catalog/enums.js';
import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';
import { formatINR } from '../../format/formatINR.js';
import { EMPLOYMENTS, indicativeRateBp } from './compileLoans.js';
import { eligibilityState } from './eligibilityState.js';
import { type KeyFactStatement, keyFactStatement } from './keyFactStatement.js';
import { type LoanApplicant, loanApplicantFromState } from './loanApplicant.js';
import { processingFeeWithGst } from './loanEligibility.js';
import { creditLevelIndex } from './prepareLoanApplicant.js';

// The personal-loan offers page's applicant (decision 050): the seven answers of its short
// form — or of the visitor's personal-loan lead — as the eligibility state of spec 02 §3.6,
// read by `loanApplicantFromState`. No name, mobile or PAN: nothing that identifies anyone
// goes in the offers' or the KFS's URL.

/**
 * A credit level as the applicant answers it: one of the four levels, or 'unknown' ("I don't
 * know", the eligibility check's and the home loan's fifth option).
 */
export type CreditLevelAnswer = CreditHistoryKey | 'unknown';

export interface LoanOfferQuery {
  /** Rupees asked for. */
  amount: number;
  /** Months. */
  tenure: number;
  employment: Employment;
  /** Gross monthly income, rupees (a self-employed applicant's: the month's share of profit). */
  income: number;
  /** Pretty city name. */
  city: string;
  birthYear: number;
  /** The level the applicant chose, or 'unknown' for "I don't know" (decision 076). */
  creditLevel: CreditLevelAnswer;
  /** EMIs already paid each month, rupees. */
  existingEmi: number;
}

/**
 * The score a credit level stands for: its top (decision 050), as spec 02 §4.4's filter reads
 * a level ("credit score must not exceed the upper bound of the chosen level"); Outstanding's
 * top is 900 (decision 047), No Credit is -1 (no history). The lender checks the real score.
 */
export const CREDIT_LEVEL_SCORE: Readonly<Record<CreditHistoryKey, number>> = {
  noCredit: -1,
  average: 600,
  excellent: 750,
  outstanding: 900,
};

/**
 * The score an answer stands for: a level's (`CREDIT_LEVEL_SCORE`), or null for "I don't know"
 * (decision 076): the engine's unknown score — no lender's minimum is judged met or failed on
 * it (each offer names the minimum) and every offer is priced at its range's highest rate.
 */
export function scoreOfCreditLevel(level: CreditLevelAnswer): number | null {
  return level === 'unknown' ? null : CREDIT_LEVEL_SCORE[level];
}

/**
 * The level a Key Fact Statement (and a booking) is priced for: an unknown level as Average,
 * whose indicative rate is the same, the range's highest (decisions 056, 076).
 */
export function kfsCreditLevel(level: CreditLevelAnswer): CreditHistoryKey {
  return level === 'unknown' ? 'average' : level;
}

/** The applicant of the query, through the eligibility state (§3.6) as the engine reads it. */
export function applicantOfQuery(q: LoanOfferQuery, year: number): LoanApplicant {
  const state = eligibilityState();
  state.user = {
    ...state.user,
    dobYear: q.birthYear,
    serviceType: q.employment,
    city: q.city,
    paysEmi: q.existingEmi > 0,
    emiValue: q.existingEmi,
    ...(q.employment === 'salaried'
      ? { grossMonthlyIncome: q.income }
      : // A monthly figure given: its year as the net profit, no depreciation.
        { grossMonthlyIncome: q.income, netProfit: q.income * 12, depreciation: 0 }),
  };
  state.financialHealth = { ...state.financialHealth, score: scoreOfCreditLevel(q.creditLevel) };
  state.filter = { ...state.filter, loanAmtMax: q.amount, tenure: q.tenure };
  const applicant = loanApplicantFromState(state, { kind: 'personal', year });
  return { ...applicant, creditScoreFromLevel: q.creditLevel !== 'unknown' };
}

/** What a Key Fact Statement is priced on: the product and the offer's own inputs. */
export interface KfsQuery {
  amount: number;
  tenure: number;
  employment: Employment;
  creditLevel: CreditHistoryKey;
}

/**
 * The Key Fact Statement of a product's offer: the indicative rate of the applicant's
 * profession and credit level, the processing fee with GST, as `loanEligibility` prices the
 * offer — so the KFS's EMI and APR are the offers list's. A string when the terms are outside
 * the product (the API answers 422 with it).
 */
export function offerKeyFacts(product: LoanProduct, q: KfsQuery): KeyFactStatement | string {
  const range = product.rates[q.employment];
  if (!range) return `${product.lenderName} does not offer this loan to ${q.employment} applicants`;
  if (q.amount < product.amount.min || q.amount > product.amount.max) {
    return `The amount must be between ${formatINR(product.amount.min, 0)} and ${formatINR(product.amount.max, 0)}`;
  }
  if (q.tenure < product.tenureMonths.min || q.tenure > product.tenureMonths.max) {
    return `The tenure must be between ${product.tenureMonths.min} and ${product.tenureMonths.max} months`;
  }
  const level = creditLevelIndex(CREDIT_LEVEL_SCORE[q.creditLevel]);
  return keyFactStatement({
    principal: q.amount * 100,
    annualRateBp: indicativeRateBp(range.minBp, range.maxBp, level),
    tenureMonths: q.tenure,
    processingFee: processingFeeWithGst(product, q.amount) * 100,
  });
}

const EMPLOYMENT_OF_PROFESSION: Readonly<Record<string, Employment>> = {
  '1': 'salaried',
  '3': 'salaried',
  '4': 'salaried',
  '8': 'professional',
  '9': 'selfEmployed',
};

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const LEVELS: readonly CreditHistoryKey[] = ['noCredit', 'average', 'excellent', 'outstanding'];
/** The eligibility check's and the home loan's "I don't know" (catalog `CREDIT_LEVEL_OPTIONS`). */
const UNKNOWN_LEVEL = 'unknown';

/** The personal-loan journey's employment answer (`empType`, decision 049) in the engine's words. */
const EMPLOYMENT_OF_EMP_TYPE: Readonly<Record<string, Employment>> = {
  salaried: 'salaried',
  selfEmpl: 'selfEmployed',
};

/** A city answer: a name, or the pincode lookup's city object (`{ city: 'Mumbai', … }`). */
const cityName = (v: unknown): string | undefined => {
  const name = typeof v === 'object' && v !== null ? (v as { city?: unknown }).city : v;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
};

/**
 * The short form's answers found in a personal-loan lead's answers (spec 02 §3.4's names:
 * expectedLoanAmount, expectedTenure, professionId or _professionType, grossMonthlyIncome,
 * _dobYear, _cityName or cityName, creditHistory level; and the journey's own of decision 049:
 * expectedLoanTenure, empType, monthlyIncome, dobYear, city), and the credit level of the
 * score its credit-report call found (`creditScore`): whatever is there, the rest left to the
 * form. A level chosen wins over the report's; "I don't know" is kept as 'unknown' when no
 * report says better (decision 076).
 */
export function queryFromAnswers(
  answers: Readonly<Record<string, unknown>>,
  facts: Readonly<{ creditScore?: unknown }> = {},
): Partial<LoanOfferQuery> {
  const out: Partial<LoanOfferQuery> = {};
  const amount = num(answers.expectedLoanAmount ?? answers.loanAmount);
  if (amount !== undefined) out.amount = amount;
  const tenure = num(answers.expectedTenure ?? answers.expectedLoanTenure ?? answers.tenure);
  if (tenure !== undefined) out.tenure = tenure;
  const type = answers._professionType ?? answers.employmentType;
  const employment =
    typeof type === 'string' && (EMPLOYMENTS as readonly string[]).includes(type)
      ? (type as Employment)
      : (EMPLOYMENT_OF_PROFESSION[String(answers.professionId ?? '')] ??
        EMPLOYMENT_OF_EMP_TYPE[String(answers.empType ?? '')]);
  if (employment) out.employment = employment;
  const income = num(answers.grossMonthlyIncome ?? answers.monthlyIncome);
  if (income !== undefined) out.income = income;
  const city = cityName(answers._cityName ?? answers.cityName ?? answers.city);
  if (city) out.city = city;
  const year = num(answers._dobYear ?? answers.birthYear ?? answers.dobYear);
  if (year !== undefined) out.birthYear = year;
  const emi = existingEmiOf(answers);
  if (emi !== undefined) out.existingEmi = emi;
  const level = answers.creditLevel ?? answers.creditHistoryLevel;
  if (typeof level === 'string' && (LEVELS as readonly string[]).includes(level)) {
    out.creditLevel = level as CreditHistoryKey;
  } else {
    const score = num(facts.creditScore);
    const key = score === undefined ? undefined : creditHistoryLevel(score)?.key;
    if (key && (LEVELS as readonly string[]).includes(key))
      out.creditLevel = key as CreditHistoryKey;
    else if (level === UNKNOWN_LEVEL) out.creditLevel = 'unknown';
  }
  return out;
}

/** §3.6's EMI answers: each loan type's EMI when the applicant pays EMIs, else none. */
const EMI_ANSWERS = ['homeLoanEmiValue', 'personalLoanEmiValue', 'carLoanEmiValue'] as const;

/**
 * The EMIs the applicant pays each month, in rupees: their sum when `paysEmi` is 'yes', 0 when
 * 'no', unknown when the question was not asked (the offers then assume none, as before).
 */
function existingEmiOf(answers: Readonly<Record<string, unknown>>): number | undefined {
  if (answers.paysEmi === 'no') return 0;
  if (answers.paysEmi !== 'yes') return undefined;
  return EMI_ANSWERS.reduce((sum, name) => sum + (num(answers[name]) ?? 0), 0);
}
