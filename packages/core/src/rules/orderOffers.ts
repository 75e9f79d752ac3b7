// How the offers page lists cards (decision 030): eligible cards before the others; by fit,
// the journey's own issuer's cards lead each group, then the fit score (best first); the
// applicant may sort by fees (lowest first) or rewards (most reward categories first)
// instead, the fit breaking ties. Ineligible cards keep the engine's order (fewest failures).
// Pure: the same rule orders the API's answer and the page's sort control.

export const OFFER_SORTS = ['fit', 'fees', 'rewards'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const OFFER_SORT_LABELS: Readonly<Record<OfferSort, string>> = {
  fit: 'Best fit',
  fees: 'Lowest fees',
  rewards: 'Most rewards',
};

/** What ordering reads of an offer. */
export interface OrderableOffer {
  id: number;
  name: string;
  issuer_bank_id: number;
  eligible: boolean;
  /** The fit score (eligible cards); null when ineligible. */
  score: number | null;
  annual_fee: number;
  discounted_fee: number;
  categories: readonly { id: number }[];
}

/** The offers in order; `engineRank` (the input's order) breaks the ineligible cards' ties. */
export function orderOffers<T extends OrderableOffer>(
  offers: readonly T[],
  sort: OfferSort,
  issuerBankIds: readonly number[],
): T[] {
  const issuers = new Set(issuerBankIds);
  const rank = new Map(offers.map((o, i) => [o.id, i]));
  const firstYear = (o: T) => o.discounted_fee + o.annual_fee;
  const compare = (a: T, b: T): number => {
    if (a.eligible !== b.eligible) return a.eligible ? -1 : 1;
    if (sort === 'fees' && firstYear(a) !== firstYear(b)) return firstYear(a) - firstYear(b);
    if (sort === 'rewards' && a.categories.length !== b.categories.length) {
      return b.categories.length - a.categories.length;
    }
    if (sort === 'fit') {
      const own = Number(issuers.has(b.issuer_bank_id)) - Number(issuers.has(a.issuer_bank_id));
      if (own !== 0) return own;
    }
    const byScore = (b.score ?? 0) - (a.score ?? 0);
    if (byScore !== 0) return byScore;
    return (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
  };
  return [...offers].sort(compare);
}

/** The short list: the first `size` eligible offers of the fit order. */
export function shortlistOffers<T extends OrderableOffer>(
  offers: readonly T[],
  issuerBankIds: readonly number[],
  size = 3,
): T[] {
  return orderOffers(
    offers.filter((o) => o.eligible),
    'fit',
    issuerBankIds,
  ).slice(0, size);
}

/** A sort named in a query (`?sort=fees`), else fit. */
export function offerSortOf(value: string | null | undefined): OfferSort {
  return (OFFER_SORTS as readonly string[]).includes(value ?? '') ? (value as OfferSort) : 'fit';
}
