import { FILTER_DEFAULTS, type OfferFilterValues } from './offerFilters';

/**
 * How the offers list looked when the applicant left it for a KFS or a booking (decision 087):
 * kept in that history entry's state — never the URL — so Back shows the same list at the same
 * place. No answers in it: the filters, the open details and the scroll position only.
 */
export interface OffersView {
  scrollY: number;
  filters: OfferFilterValues;
  /** The product ids whose details are open. */
  open: number[];
}

const KEY = 'offersView';

const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];

/** The view kept in a history entry's state, or null (none, or not one of ours). */
export function readOffersView(state: unknown): OffersView | null {
  const view = (state as Record<string, unknown> | null)?.[KEY];
  if (!view || typeof view !== 'object') return null;
  const { scrollY, filters, open } = view as Record<string, unknown>;
  if (typeof scrollY !== 'number' || !Number.isFinite(scrollY)) return null;
  const f = (filters && typeof filters === 'object' ? filters : {}) as Record<string, unknown>;
  const text = (k: keyof OfferFilterValues) =>
    typeof f[k] === 'string' ? (f[k] as string) : (FILTER_DEFAULTS[k] as string);
  return {
    scrollY: Math.max(0, scrollY),
    filters: {
      amount: text('amount'),
      preClosure: text('preClosure'),
      creditLevel: text('creditLevel') as OfferFilterValues['creditLevel'],
      bankIds: numbers(f.bankIds),
      professionId: text('professionId'),
      creditHistory: text('creditHistory') as OfferFilterValues['creditHistory'],
    },
    open: numbers(open),
  };
}

/** A history state with `view` kept beside what was there (the router's `idx`). */
export function withOffersView(state: unknown, view: OffersView): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, [KEY]: view };
}
