import type { CreditHistoryLevel } from '@tara/core';
import { LOAN_OFFER_FILTER_DEFAULTS, type LoanOfferFilters } from '@tara/core/rules/loans';

// The offers page's filters (spec 02 §4.4) as the page holds them — select values as
// strings — read into core's `LoanOfferFilters`; `filterLoanOffers` does the rest.

export interface OfferFilterValues {
  /** Rupees: keep lenders that lend at least this much; '' any. */
  amount: string;
  /** Months: keep loans that may be closed within this many; '' any. */
  preClosure: string;
  creditLevel: '' | CreditHistoryLevel['key'];
  /** Lender ids chosen; none: all. */
  bankIds: readonly number[];
  /** The spec's filter profession ids (1, 3, 4, 8, 9); '' any. */
  professionId: string;
  /** '2' all, '1', '0', '-1' (spec 02 §4.4). */
  creditHistory: '2' | '1' | '0' | '-1';
}

export const FILTER_DEFAULTS: OfferFilterValues = {
  amount: '',
  preClosure: '',
  creditLevel: '',
  bankIds: [],
  professionId: '',
  creditHistory: '2',
};

/** Spec 02 §3.5: Salaried 1, Professionals 8, Self Employed 9, Armed Forces 4, Govt/PSU 3. */
export const PROFESSION_FILTERS = [
  { value: '1', label: 'Salaried' },
  { value: '8', label: 'Professionals' },
  { value: '9', label: 'Self Employed' },
  { value: '4', label: 'Armed Forces' },
  { value: '3', label: 'Govt/PSU' },
] as const;

export const CREDIT_HISTORY_FILTERS = [
  { value: '2', label: 'All lenders' },
  { value: '1', label: 'Lenders that take scores up to 750' },
  { value: '0', label: 'Lenders that take scores up to 600' },
  { value: '-1', label: 'Lenders that take no credit history' },
] as const;

const whole = (s: string): number | null => (/^\d+$/.test(s) ? Number(s) : null);

/** Core's filters of the page's values. */
export function loanOfferFilters(v: OfferFilterValues): LoanOfferFilters {
  return {
    ...LOAN_OFFER_FILTER_DEFAULTS,
    loanAmount: whole(v.amount),
    preClosureMonths: whole(v.preClosure),
    creditLevel: v.creditLevel === '' ? null : v.creditLevel,
    bankIds: v.bankIds,
    professionId: whole(v.professionId),
    creditHistory: Number(v.creditHistory) as LoanOfferFilters['creditHistory'],
  };
}

/** The lenders of a list of products, once each, by name (the bank filter's options). */
export function lendersOf(
  products: readonly { lenderId: number; lenderName: string }[],
): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of products) seen.set(p.lenderId, p.lenderName);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
