import { CARD_LIST_DEFAULTS } from '../catalog/limits.js';

// The card list and the card offers page: filters, sort and the after-load joining-fee bound
// (01 §4 Card list, §5 card filters, §9; CO-06..13, X-29, R-9). Pure: every function returns
// a new state and leaves the one it was given alone.

/** The fields of a card (spec §3 Card (offer)) that the filters and the sort read. */
export interface ListedCard {
  id?: number;
  name?: string;
  issuer_bank_id: number;
  /** null counts as 0. */
  ratings: number | null;
  categories: readonly { id: number }[];
  joining_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
}

export type SortDirection = 1 | -1;

/** The card-list filter state. Empty id or type lists mean all. */
export interface CardListFilters {
  bankIds: number[];
  cityIds: number[];
  minAnnualFee: number;
  maxAnnualFee: number;
  /** The joining-fee slider's lower bound; it does not filter (only the maximum does). */
  minJoiningFee: number;
  /** The chosen joining-fee maximum. */
  maxJoiningFee: number;
  professionIds: number[];
  categoryIds: number[];
  cardTypes: string[];
  /** Ours: the usage filter of 01 §5 has no field name in the spec's state. */
  cardUsages: string[];
  monthlyIncome: number | null;
  mustHavePriorCard: boolean | null;
  minCreditLimit: number | null;
  offset: number;
  limit: number;
}

export function defaultCardListFilters(): CardListFilters {
  const d = CARD_LIST_DEFAULTS;
  return {
    bankIds: [],
    cityIds: [],
    minAnnualFee: d.minAnnualFee,
    maxAnnualFee: d.maxAnnualFee,
    minJoiningFee: d.minJoiningFee,
    maxJoiningFee: d.maxJoiningFee,
    professionIds: [],
    categoryIds: [],
    cardTypes: [],
    cardUsages: [],
    monthlyIncome: null,
    mustHavePriorCard: null,
    minCreditLimit: null,
    offset: d.offset,
    limit: d.filterLimit,
  };
}

/** The card with `ratings` null read as 0 (the same object when it already has a number). */
export function withRatings<C extends ListedCard>(card: C): C & { ratings: number } {
  return card.ratings === null || card.ratings === undefined
    ? { ...card, ratings: 0 }
    : (card as C & { ratings: number });
}

const any = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/**
 * The card list filter (01 §5): joining fee at most the chosen maximum, the card type, the
 * usage, any one of the chosen categories, the issuing bank. An empty choice keeps every card.
 */
export function filterCardList<C extends ListedCard>(
  cards: readonly C[],
  filters: CardListFilters,
): C[] {
  return cards.filter(
    (card) =>
      card.joining_fee <= filters.maxJoiningFee &&
      any(filters.cardTypes, card.card_type) &&
      any(filters.cardUsages, card.card_usage) &&
      (filters.categoryIds.length === 0 ||
        card.categories.some((c) => filters.categoryIds.includes(c.id))) &&
      any(filters.bankIds, card.issuer_bank_id),
  );
}

/**
 * The offers filter (01 §5): the DISCOUNTED fee at most the joining-fee filter, the bank and
 * the card type (empty means all); ratings null become 0.
 */
export function filterOffers<C extends ListedCard>(
  cards: readonly C[],
  filters: Pick<CardListFilters, 'maxJoiningFee' | 'bankIds' | 'cardTypes'>,
): (C & { ratings: number })[] {
  return cards
    .filter(
      (card) =>
        card.discounted_fee <= filters.maxJoiningFee &&
        any(filters.bankIds, card.issuer_bank_id) &&
        any(filters.cardTypes, card.card_type),
    )
    .map(withRatings);
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

type SortValue = string | number | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The cards ordered by `key` (default name): numbers by value, text in Indian-English order
 * (case-insensitive, digits by value); direction -1 reverses. Missing values (and ratings
 * null, read as 0) come first ascending. Ties keep the list's order.
 */
export function sortCards<C extends ListedCard>(
  cards: readonly C[],
  key: string = CARD_LIST_DEFAULTS.sortKey,
  direction: SortDirection = CARD_LIST_DEFAULTS.sortDirection,
): C[] {
  const sortValue = (card: C): SortValue => {
    const v = (card as unknown as Record<string, unknown>)[key];
    if (key === 'ratings') return typeof v === 'number' ? v : 0;
    return typeof v === 'number' || typeof v === 'string' ? v : null;
  };
  return [...cards].sort((a, b) => direction * compareValues(sortValue(a), sortValue(b)));
}

/** After a list load: the highest joining fee plus 1000, or 6500 with no cards (01 §4). */
export function joiningFeeMaxAfterLoad(cards: readonly Pick<ListedCard, 'joining_fee'>[]): number {
  if (cards.length === 0) return CARD_LIST_DEFAULTS.minJoiningFee;
  let max = Number.NEGATIVE_INFINITY;
  for (const card of cards) if (card.joining_fee > max) max = card.joining_fee;
  return max + CARD_LIST_DEFAULTS.joiningFeeHeadroom;
}

/** The card-list instrument state (01 §3). */
export interface CardListState<C extends ListedCard> {
  list: C[];
  instrument: unknown;
  filteredList: C[];
  sortKey: string;
  sortDirection: SortDirection;
  filters: CardListFilters;
}

export function initialCardListState<C extends ListedCard>(): CardListState<C> {
  return {
    list: [],
    instrument: null,
    filteredList: [],
    sortKey: CARD_LIST_DEFAULTS.sortKey,
    sortDirection: CARD_LIST_DEFAULTS.sortDirection,
    filters: defaultCardListFilters(),
  };
}

/** Sort and filter run over the list. */
function refreshed<C extends ListedCard>(state: CardListState<C>): CardListState<C> {
  const filtered = filterCardList(state.list, state.filters);
  return { ...state, filteredList: sortCards(filtered, state.sortKey, state.sortDirection) };
}

/** A loaded list: its cards, and the joining-fee maximum raised to fit them. */
export function loadCardList<C extends ListedCard>(
  state: CardListState<C>,
  cards: readonly C[],
): CardListState<C> {
  return refreshed({
    ...state,
    list: [...cards],
    filters: { ...state.filters, maxJoiningFee: joiningFeeMaxAfterLoad(cards) },
  });
}

export function setCardListFilters<C extends ListedCard>(
  state: CardListState<C>,
  patch: Partial<CardListFilters>,
): CardListState<C> {
  return refreshed({ ...state, filters: { ...state.filters, ...patch } });
}

export function setCardListSort<C extends ListedCard>(
  state: CardListState<C>,
  sortKey: string,
  sortDirection: SortDirection = 1,
): CardListState<C> {
  return refreshed({ ...state, sortKey, sortDirection });
}

/** The filters back to their defaults, the list kept. */
export function resetCardListFilters<C extends ListedCard>(
  state: CardListState<C>,
): CardListState<C> {
  return refreshed({ ...state, filters: defaultCardListFilters() });
}

/** The offers store (01 §3). */
export interface OffersState<C extends ListedCard> {
  list: (C & { ratings: number })[];
  fullList: (C & { ratings: number })[];
  filteredList: (C & { ratings: number })[];
  isLoading: boolean;
  hasError: boolean;
  hasLoadedOnce: boolean;
  sortKey: string;
  sortDirection: SortDirection;
  filters: CardListFilters;
}

export function initialOffersState<C extends ListedCard>(): OffersState<C> {
  return {
    list: [],
    fullList: [],
    filteredList: [],
    isLoading: false,
    hasError: false,
    hasLoadedOnce: false,
    sortKey: CARD_LIST_DEFAULTS.sortKey,
    sortDirection: CARD_LIST_DEFAULTS.sortDirection,
    filters: defaultCardListFilters(),
  };
}

/**
 * Opening the offers page: reset (which also resets the sort to name, ascending), then copy
 * the card list's filters and list, and keep the cards the offers filter lets through.
 */
export function openOffers<C extends ListedCard>(list: CardListState<C>): OffersState<C> {
  const reset = initialOffersState<C>();
  const cards = list.list.map(withRatings);
  const filters = { ...list.filters };
  return {
    ...reset,
    list: cards,
    fullList: cards,
    filters,
    hasLoadedOnce: true,
    filteredList: sortCards(filterOffers(cards, filters), reset.sortKey, reset.sortDirection),
  };
}

/** The offers page after a filter change: the offers filter over the full list. */
export function setOffersFilters<C extends ListedCard>(
  state: OffersState<C>,
  patch: Partial<CardListFilters>,
): OffersState<C> {
  const filters = { ...state.filters, ...patch };
  return {
    ...state,
    filters,
    filteredList: sortCards(
      filterOffers(state.fullList, filters),
      state.sortKey,
      state.sortDirection,
    ),
  };
}
