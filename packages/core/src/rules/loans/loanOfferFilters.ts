import type { CreditHistoryKey, Employment } from '../../catalog/employment.js';
import { CREDIT_HISTORY_LEVELS } from '../../catalog/enums.js';
import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';

// The offer filters of spec 02 §4.4 (PL-48..52), pure. A product is kept when its maximum
// amount is at least the chosen amount, its pre-closure period is not above the chosen one,
// its minimum credit score is not above the top of the chosen credit level, and it is from a
// chosen bank and offered to the chosen profession. The offers' credit-history filter
// (2/1/0/-1) and minimum credit rating work on the product's credit level code (decision 047).

export interface LoanOfferFilters {
  /** Rupees; null: any. */
  loanAmount: number | null;
  /** Months; null: any. */
  preClosureMonths: number | null;
  /** The chosen credit level; null: any. */
  creditLevel: CreditHistoryKey | null;
  /** Lender ids; empty: all. */
  bankIds: readonly number[];
  /** A filter employment id (1 Salaried, 8 Professionals, 9 Self Employed, 4 Armed Forces, 3 Govt/PSU). */
  professionId: number | null;
  /** The offers' credit history: 2 all; 1, 0, -1 narrower (§4.4). */
  creditHistory: 2 | 1 | 0 | -1;
  /** Keep products whose credit level code is not above this; null: any. */
  minCreditRating: number | null;
}

/** Spec 02 §3.5 and §9: creditHistory 2, no other filter until the user picks one. */
export const LOAN_OFFER_FILTER_DEFAULTS: LoanOfferFilters = {
  loanAmount: null,
  preClosureMonths: null,
  creditLevel: null,
  bankIds: [],
  professionId: null,
  creditHistory: 2,
  minCreditRating: null,
};

/** Spec 02 §3.5: the personal-loan instrument sliders and defaults (X-14: literal). */
export const PERSONAL_LOAN_SLIDER = {
  minLoanAmount: 35_00_000,
  minLoanAmountSlider: 50_000,
  maxLoanAmountSlider: 25_00_000,
  loanAmount: 15_00_000,
  tenureMin: 12,
  tenureMax: 60,
  tenureDefault: 12,
} as const;

/** The top score of each level; Outstanding (751+) is open in the spec: 900, the scale's top. */
export const CREDIT_LEVEL_TOP: Readonly<Record<CreditHistoryKey, number>> = Object.fromEntries(
  CREDIT_HISTORY_LEVELS.map((l) => [l.key, l.max ?? 900]),
) as Record<CreditHistoryKey, number>;

const PROFESSION_EMPLOYMENT: Readonly<Record<number, Employment>> = {
  1: 'salaried',
  3: 'salaried',
  4: 'salaried',
  8: 'professional',
  9: 'selfEmployed',
};

/** The employment of a filter profession id; undefined when the id is unknown. */
export function employmentOfProfessionId(id: number): Employment | undefined {
  return PROFESSION_EMPLOYMENT[id];
}

/**
 * A product's credit level code, its `min_credit_score` as the offers' filter reads it:
 * 0 takes applicants with no history (-1), 1 Average (up to 600), 2 Excellent (601–750),
 * 3 Outstanding (751+).
 */
export function creditLevelCode(product: Pick<LoanProduct, 'minCreditScore'>): number {
  const s = product.minCreditScore;
  return s < 0 ? 0 : s <= 600 ? 1 : s <= 750 ? 2 : 3;
}

const HISTORY_BELOW: Readonly<Record<1 | 0 | -1, number>> = { 1: 3, 0: 2, [-1]: 0 };

/** The credit-history filter, literally (§4.4): 2 all; 1 code below 3; 0 below 2; -1 below 0. */
export function creditHistoryAllows(
  product: Pick<LoanProduct, 'minCreditScore'>,
  history: 2 | 1 | 0 | -1,
): boolean {
  return history === 2 || creditLevelCode(product) < HISTORY_BELOW[history];
}

/** Whether one product passes the filters. */
export function keepLoanProduct(product: LoanProduct, f: LoanOfferFilters): boolean {
  if (f.loanAmount !== null && product.amount.max < f.loanAmount) return false;
  if (f.preClosureMonths !== null && product.preClosureMonths > f.preClosureMonths) return false;
  if (f.creditLevel !== null && product.minCreditScore > CREDIT_LEVEL_TOP[f.creditLevel])
    return false;
  if (f.bankIds.length > 0 && !f.bankIds.includes(product.lenderId)) return false;
  if (f.professionId !== null) {
    const employment = employmentOfProfessionId(f.professionId);
    if (employment === undefined || !product.rates[employment]) return false;
  }
  if (!creditHistoryAllows(product, f.creditHistory)) return false;
  if (f.minCreditRating !== null && creditLevelCode(product) > f.minCreditRating) return false;
  return true;
}

/** The products (or offers) that pass the filters, in the order given. */
export function filterLoanOffers<T extends { product: LoanProduct }>(
  items: readonly T[],
  f: LoanOfferFilters,
): T[] {
  return items.filter((item) => keepLoanProduct(item.product, f));
}
