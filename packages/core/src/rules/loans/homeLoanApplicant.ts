import type { CreditHistoryKey, Employment } from '../../catalog/employment.js';
import type { PropertyType } from '../../catalog/lenders/lenderTypes.js';
import { type EligibilityState, eligibilityState } from './eligibilityState.js';
import { type LoanApplicant, loanApplicantFromState } from './loanApplicant.js';
import { CREDIT_LEVEL_SCORE } from './loanOfferQuery.js';

// The home-loan journey's answers (decision 056) as the eligibility state of spec 02 §3.6 —
// property, user, financial health, co-applicant — and as the engine's applicant (decision
// 047): the household's income is the applicant's and the co-applicant's, its EMIs both
// theirs; the city is the property's (lenders lend where the home is); the property type
// follows what the loan is for.

const num = (v: unknown): number | null => {
  const text = typeof v === 'string' ? v.replace(/[₹,\s]/g, '') : v;
  const n = typeof text === 'string' && text !== '' ? Number(text) : text;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** An autosuggest answer ({ id, name }) or plain text: the city's name. */
const cityName = (v: unknown): string | null => {
  const name = typeof v === 'object' && v !== null ? (v as { name?: unknown }).name : v;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
};

/** `empType` (and `selfEmplType`) in the engine's words. */
function employmentOf(empType: unknown, selfEmplType: unknown): Employment | null {
  if (empType === 'salaried') return 'salaried';
  if (empType !== 'selfEmpl') return null;
  return selfEmplType === 'professional' ? 'professional' : 'selfEmployed';
}

/**
 * What the loan buys: a plot, a home built on one's own plot, a home already owned (a
 * transfer: a ready home), or the chosen home's type; null: a home not yet chosen.
 */
export function propertyTypeOf(answers: Readonly<Record<string, unknown>>): PropertyType | null {
  switch (answers.loanUsage) {
    case 'BUY_PLOT':
      return 'plot';
    case 'BUILD_HOME':
      return 'selfConstruction';
    case 'TRANSFER_EXISTING':
      return 'ready';
    default: {
      if (answers.propertyIdentified !== 'yes') return null;
      const type = answers.propertyType;
      return type === 'ready' || type === 'underConstruction' || type === 'resale' ? type : null;
    }
  }
}

const LEVELS: readonly string[] = ['noCredit', 'average', 'excellent', 'outstanding'];

/** The sum of the EMIs answered (empty ones are none). */
const sum = (...values: unknown[]): number => values.reduce<number>((t, v) => t + (num(v) ?? 0), 0);

/** The answers as the eligibility state (§3.6); `year` gives the age (current year minus birth year). */
export function homeLoanState(answers: Readonly<Record<string, unknown>>): EligibilityState {
  const state = eligibilityState();
  const employment = employmentOf(answers.empType, answers.selfEmplType);
  const income = num(answers.monthlyIncome);
  const paysEmi = answers.paysEmi === 'yes';
  const home = paysEmi ? (num(answers.homeLoanEmiValue) ?? 0) : 0;
  const personal = paysEmi ? (num(answers.personalLoanEmiValue) ?? 0) : 0;
  const car = paysEmi ? (num(answers.carLoanEmiValue) ?? 0) : 0;
  const coAppPresent = answers.coAppPresent === 'yes';
  const coEmployment = coAppPresent
    ? employmentOf(
        answers.coApplicantEmpType,
        answers.coApplicantEmpType === 'selfEmpl' ? 'business' : null,
      )
    : null;
  const coIncome = coAppPresent ? num(answers.coApplicantMonthlyIncome) : null;
  // A self-employed income is a month of profit: its year is the net profit (no depreciation).
  const selfEmployed = (e: Employment | null, m: number | null) =>
    e !== null && e !== 'salaried' && m !== null ? { netProfit: m * 12, depreciation: 0 } : {};
  state.user = {
    ...state.user,
    dobYear: num(answers.dobYear),
    serviceType: employment,
    grossMonthlyIncome: income,
    ...selfEmployed(employment, income),
    city: null,
    residenceType:
      typeof answers.residenceType === 'string' ? answers.residenceType : state.user.residenceType,
    paysEmi,
    emiType: [
      ...(home > 0 ? ['HOME_LOAN' as const] : []),
      ...(personal > 0 ? ['PERSONAL_LOAN' as const] : []),
      ...(car > 0 ? ['AUTOMOBILE_LOAN' as const] : []),
    ],
    homeLoanEmiValue: home,
    personalLoanEmiValue: personal,
    carLoanEmiValue: car,
    emiValue: home + personal + car,
    coAppPresent,
    loanUsage: answers.loanUsage === 'TRANSFER_EXISTING' ? 'TRANSFER_EXISTING' : 'NEW_LOAN',
  };
  if (coAppPresent) {
    state.coApplicant = {
      ...state.coApplicant,
      relationship:
        typeof answers.coApplicantRelationship === 'string'
          ? answers.coApplicantRelationship
          : null,
      serviceType: coEmployment,
      grossMonthlyIncome: coIncome,
      ...selfEmployed(coEmployment, coIncome),
    };
  }
  state.property = {
    city: cityName(answers.propertyCity),
    type: propertyTypeOf(answers),
    estimatedCost: num(answers.propertyValue),
  };
  const level = answers.creditLevel;
  state.financialHealth = {
    ...state.financialHealth,
    emisdefaulted: answers.emisDefaulted === 'yes',
    score:
      typeof level === 'string' && LEVELS.includes(level)
        ? CREDIT_LEVEL_SCORE[level as CreditHistoryKey]
        : null,
  };
  const years = num(answers.expectedTenure);
  state.filter = {
    ...state.filter,
    loanAmtMax: num(answers.expectedLoanAmount) ?? state.filter.loanAmtMax,
    tenure: years === null ? state.filter.tenure : years * 12,
  };
  return state;
}

/** The engine's applicant of the home-loan answers: the co-applicant's EMIs are the household's. */
export function homeLoanApplicant(
  answers: Readonly<Record<string, unknown>>,
  year: number,
): LoanApplicant {
  const state = homeLoanState(answers);
  const applicant = loanApplicantFromState(state, {
    kind: 'home',
    year,
    itrFiled: answers.itrStatus === 'yes' ? true : answers.itrStatus === 'no' ? false : null,
  });
  const coEmis = state.user.coAppPresent ? sum(answers.coApplicantEmiValue) : 0;
  return {
    ...applicant,
    existingEmis: applicant.existingEmis + coEmis,
    creditScoreFromLevel: applicant.creditScore !== null,
  };
}
