import type { CardListFilters, CardListState, SortDirection } from '@tara/core/rules';
import {
  initialCardListState,
  joiningFeeMaxAfterLoad,
  loadCardList,
  resetCardListFilters,
  setCardListFilters,
  setCardListSort,
} from '@tara/core/rules';
import type { Card } from '../../api/cardsApi';

// The card list page's state (spec 01 §3 card-list state, §4 load cycle and card list, §5 card
// filters): the load cycle around core's card-list state. Filters and sort are core's; this
// adds the load status, the slider's maximum and the page's area (/credit-cards/:area).

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface CardListView {
  status: LoadStatus;
  error: string | null;
  list: CardListState<Card>;
  /** The joining-fee slider's maximum: the highest fee + 1000 after a load, 6500 with none. */
  feeCeiling: number;
  /** What the area of the path chose (kept through a filters reset), or none. */
  area: AreaScope | null;
}

/** The multi-choice filters, by the key of core's filter state. */
export type ChoiceFilter = 'cardTypes' | 'cardUsages';
export type IdFilter = 'bankIds' | 'categoryIds';

export type CardListAction =
  | { type: 'load' }
  | { type: 'loaded'; cards: Card[]; area?: string | undefined }
  | { type: 'failed'; message: string }
  | { type: 'maxFee'; value: number }
  | { type: 'toggle'; filter: ChoiceFilter; value: string }
  | { type: 'toggleId'; filter: IdFilter; value: number }
  | { type: 'sort'; key: string; direction: SortDirection }
  | { type: 'reset' };

export function initialCardListView(): CardListView {
  const list = initialCardListState<Card>();
  return {
    status: 'idle',
    error: null,
    list,
    feeCeiling: joiningFeeMaxAfterLoad([]),
    area: null,
  };
}

const toggled = <T>(chosen: readonly T[], value: T): T[] =>
  chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];

export function cardListReducer(state: CardListView, action: CardListAction): CardListView {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      const loaded = loadCardList(state.list, action.cards);
      const area = action.area ? areaScope(action.area, action.cards) : null;
      return {
        status: 'success',
        error: null,
        list: area ? setCardListFilters(loaded, area.filters) : loaded,
        feeCeiling: loaded.filters.maxJoiningFee,
        area,
      };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'maxFee': {
      const value = Math.max(0, Math.min(state.feeCeiling, Math.round(action.value)));
      return { ...state, list: setCardListFilters(state.list, { maxJoiningFee: value }) };
    }
    case 'toggle': {
      const chosen = toggled(state.list.filters[action.filter], action.value);
      return { ...state, list: setCardListFilters(state.list, { [action.filter]: chosen }) };
    }
    case 'toggleId': {
      const chosen = toggled(state.list.filters[action.filter], action.value);
      return { ...state, list: setCardListFilters(state.list, { [action.filter]: chosen }) };
    }
    case 'sort':
      return { ...state, list: setCardListSort(state.list, action.key, action.direction) };
    case 'reset': {
      // The defaults, with the joining-fee maximum as a load sets it (the default 11,000 may
      // be above the slider's maximum) and the path's area kept.
      const reset = resetCardListFilters(state.list);
      return {
        ...state,
        list: setCardListFilters(reset, {
          maxJoiningFee: state.feeCeiling,
          ...(state.area?.filters ?? {}),
        }),
      };
    }
  }
}

/** How many filters differ from a fresh load (the Reset button shows when any does). */
export function activeFilterCount(state: CardListView): number {
  const f = state.list.filters;
  const area: Partial<CardListFilters> = state.area?.filters ?? {};
  let count = f.maxJoiningFee < state.feeCeiling ? 1 : 0;
  for (const key of ['cardTypes', 'cardUsages', 'bankIds', 'categoryIds'] as const) {
    const scoped: readonly unknown[] = area[key] ?? [];
    if (f[key].length !== scoped.length) count += 1;
  }
  return count;
}

export interface Choice<V> {
  value: V;
  label: string;
  count: number;
}

export interface FilterOptions {
  banks: Choice<number>[];
  cardTypes: Choice<string>[];
  usages: Choice<string>[];
  categories: Choice<number>[];
}

const byLabel = <V>(a: Choice<V>, b: Choice<V>) =>
  a.label.localeCompare(b.label, 'en-IN', { sensitivity: 'base' });

function tally<V>(into: Map<V, Choice<V>>, value: V, label: string): void {
  const found = into.get(value);
  if (found) found.count += 1;
  else into.set(value, { value, label, count: 1 });
}

/** The choices each filter offers: what the loaded cards have, with how many have it. */
export function filterOptions(cards: readonly Card[]): FilterOptions {
  const banks = new Map<number, Choice<number>>();
  const types = new Map<string, Choice<string>>();
  const usages = new Map<string, Choice<string>>();
  const categories = new Map<number, Choice<number>>();
  for (const card of cards) {
    tally(banks, card.issuer_bank_id, card.issuer_bank_name || card.issuer_bank?.name || '');
    if (card.card_type) tally(types, card.card_type, cardTypeLabel(card.card_type));
    if (card.card_usage) tally(usages, card.card_usage, card.card_usage);
    for (const c of card.categories) tally(categories, c.id, c.name);
  }
  return {
    banks: [...banks.values()].sort(byLabel),
    cardTypes: [...types.values()].sort(byLabel),
    usages: [...usages.values()].sort(byLabel),
    categories: [...categories.values()].sort(byLabel),
  };
}

/** 'lifetime-free' → 'Lifetime free'. */
export function cardTypeLabel(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A URL segment of a label: 'Lifetime free' → 'lifetime-free'. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a /credit-cards/:area path chooses, in words and as filters. */
export interface AreaScope {
  label: string;
  filters: Partial<Pick<CardListFilters, 'cardTypes' | 'categoryIds' | 'bankIds'>>;
}

/**
 * The scope of an area segment (spec "credit-cards(/:area)"; what an area is is ours): a card
 * type ('travel'), else a category ('lifetime-free'), else an issuer by its URL name
 * ('hdfc-bank') or journey alias. Null when nothing matches: the page lists every card.
 */
export function areaScope(area: string, cards: readonly Card[]): AreaScope | null {
  const key = slugOf(area);
  if (!key) return null;
  const type = cards.find((c) => slugOf(c.card_type) === key);
  if (type)
    return { label: cardTypeLabel(type.card_type), filters: { cardTypes: [type.card_type] } };
  for (const card of cards) {
    const category = card.categories.find((c) => slugOf(c.name) === key);
    if (category) return { label: category.name, filters: { categoryIds: [category.id] } };
  }
  const bank = cards.find(
    (c) => slugOf(c.bank_name ?? '') === key || slugOf(c.provider_alias ?? '') === key,
  );
  if (bank) {
    return {
      label: bank.issuer_bank_name || bank.issuer_bank?.name || area,
      filters: { bankIds: [bank.issuer_bank_id] },
    };
  }
  return null;
}

/** The sort choices: key and direction (1 ascending, -1 descending) as one select value. */
export const SORT_CHOICES: readonly { value: string; label: string }[] = [
  { value: 'name:1', label: 'Name (A to Z)' },
  { value: 'name:-1', label: 'Name (Z to A)' },
  { value: 'joining_fee:1', label: 'Joining fee (low to high)' },
  { value: 'joining_fee:-1', label: 'Joining fee (high to low)' },
  { value: 'annual_fee:1', label: 'Annual fee (low to high)' },
  { value: 'ratings:-1', label: 'Rating (high to low)' },
];

/** 'joining_fee:-1' → the sort key and direction; an unknown value sorts by name. */
export function parseSort(value: string): { key: string; direction: SortDirection } {
  const choice = SORT_CHOICES.find((c) => c.value === value);
  if (!choice) return { key: 'name', direction: 1 };
  const [key = 'name', direction] = choice.value.split(':');
  return { key, direction: direction === '-1' ? -1 : 1 };
}
