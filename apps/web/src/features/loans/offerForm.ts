import { groupIndian } from '@tara/core/format';
import type { LoanOfferQuery } from '@tara/core/rules/loans';

// The offers page's short form (decision 050): eight answers as typed, read into the offers
// call's query, or a message per field. Pure, so the page and its tests share it.

export type OfferFormValues = Record<keyof LoanOfferQuery, string>;

export const EMPTY_OFFER_FORM: OfferFormValues = {
  amount: '',
  tenure: '',
  employment: '',
  income: '',
  city: '',
  birthYear: '',
  creditLevel: '',
  existingEmi: '',
};

/** Spec 02 §5, §9: the loan slider's default ₹15,00,000 and the tenure slider's 12 months. */
export const OFFER_FORM_DEFAULTS: OfferFormValues = {
  ...EMPTY_OFFER_FORM,
  amount: '15,00,000',
  tenure: '12',
};

/** The defaults with whatever the values give (a lead's answers) over them. */
export function withDefaults(values: OfferFormValues): OfferFormValues {
  const given = Object.entries(values).filter(([, v]) => v !== '');
  return { ...OFFER_FORM_DEFAULTS, ...Object.fromEntries(given) };
}

export const EMPLOYMENT_OPTIONS = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'selfEmployed', label: 'Self-employed' },
  { value: 'professional', label: 'Self-employed professional' },
] as const;

export const CREDIT_LEVEL_OPTIONS = [
  { value: 'noCredit', label: 'No credit history' },
  { value: 'average', label: 'Average (up to 600)' },
  { value: 'excellent', label: 'Excellent (601–750)' },
  { value: 'outstanding', label: 'Outstanding (751 and above)' },
  // An answer the engine handles (decision 076): no minimum judged, the highest rate priced.
  { value: 'unknown', label: "I don't know" },
] as const;

/**
 * What the offers page says when the applicant does not know their score (decision 076), else
 * null: how the offers were priced, and that the lender checks the score.
 */
export function unknownScoreNote(q: Pick<LoanOfferQuery, 'creditLevel'>): string | null {
  return q.creditLevel === 'unknown'
    ? 'You do not know your credit score, so each offer is shown at the lender’s highest rate ' +
        'and names the score the lender needs. The lender checks your credit report before it lends.'
    : null;
}

/** Spec 02 §5 and §9: the personal-loan sliders' bounds. */
export const AMOUNT_RANGE = { min: 50_000, max: 25_00_000 } as const;
export const TENURE_RANGE = { min: 12, max: 60 } as const;
/** Spec 02 §5: the lowest monthly salary. */
export const MIN_INCOME = 10_000;

const digits = (s: string): number | null => {
  const t = s.replace(/[,\s₹]/g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
};

/** The query of the answers, or the message of each field that is not right. */
export function readOfferForm(
  v: OfferFormValues,
  year: number,
): { query: LoanOfferQuery } | { errors: Partial<Record<keyof OfferFormValues, string>> } {
  const errors: Partial<Record<keyof OfferFormValues, string>> = {};
  const amount = digits(v.amount);
  if (amount === null) errors.amount = 'Please enter the loan amount';
  else if (amount < AMOUNT_RANGE.min || amount > AMOUNT_RANGE.max) {
    errors.amount = 'Please enter an amount from ₹50,000 to ₹25,00,000';
  }
  const tenure = digits(v.tenure);
  if (tenure === null || tenure < TENURE_RANGE.min || tenure > TENURE_RANGE.max) {
    errors.tenure = 'Please enter a tenure from 12 to 60 months';
  }
  const employment = EMPLOYMENT_OPTIONS.find((o) => o.value === v.employment)?.value;
  if (!employment) errors.employment = 'Required';
  const income = digits(v.income);
  if (income === null) errors.income = 'Please enter your monthly income';
  else if (income < MIN_INCOME) errors.income = 'The minimum monthly income is ₹10,000';
  const city = v.city.trim();
  if (city.length < 2) errors.city = 'Please enter a valid city';
  const birthYear = digits(v.birthYear);
  if (birthYear === null || birthYear < year - 100 || birthYear > year - 18) {
    errors.birthYear = `Please enter a year of birth from ${year - 100} to ${year - 18}`;
  }
  const creditLevel = CREDIT_LEVEL_OPTIONS.find((o) => o.value === v.creditLevel)?.value;
  if (!creditLevel) errors.creditLevel = 'Required';
  // Left empty: no EMIs. The engine takes them from what the income can bear (FOIR).
  const existingEmi = v.existingEmi.trim() === '' ? 0 : digits(v.existingEmi);
  if (existingEmi === null) errors.existingEmi = 'Please enter your EMIs in rupees, or 0';
  else if (income !== null && existingEmi > income) {
    errors.existingEmi = 'Your EMIs cannot be more than your monthly income';
  }
  if (
    Object.keys(errors).length > 0 ||
    amount === null ||
    tenure === null ||
    !employment ||
    income === null ||
    birthYear === null ||
    !creditLevel ||
    existingEmi === null
  ) {
    return { errors };
  }
  return {
    query: { amount, tenure, employment, income, city, birthYear, creditLevel, existingEmi },
  };
}

/** The form's values of a (partial) query, e.g. a personal-loan lead's answers. */
export function formOfQuery(q: Partial<LoanOfferQuery>): OfferFormValues {
  const s = (n: number | string | undefined) => (n === undefined ? '' : String(n));
  // Rupees as Indians read them (15,00,000); the form reads the commas back.
  const rupees = (n: number | undefined) =>
    n === undefined ? '' : groupIndian(String(Math.round(n)));
  return {
    amount: rupees(q.amount),
    tenure: s(q.tenure),
    employment: s(q.employment),
    income: rupees(q.income),
    city: s(q.city),
    birthYear: s(q.birthYear),
    creditLevel: s(q.creditLevel),
    existingEmi: rupees(q.existingEmi),
  };
}

/** The offers call's path: the eight answers as its query (no name, mobile or PAN). */
export function offersPath(q: LoanOfferQuery): string {
  const search = new URLSearchParams();
  for (const [k, value] of Object.entries(q)) search.set(k, String(value));
  return `loans/personal/offers?${search}`;
}
