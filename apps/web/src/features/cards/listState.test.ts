import { describe, expect, it } from 'vitest';
import { CARDS, LIFETIME_FREE, SHOPPING } from './cards.fixture';
import type { CardListAction, CardListView } from './listState';
import {
  activeFilterCount,
  areaScope,
  cardListReducer,
  filterOptions,
  initialCardListView,
  parseSort,
  slugOf,
} from './listState';

const run = (...actions: CardListAction[]): CardListView =>
  actions.reduce(cardListReducer, initialCardListView());

const names = (state: CardListView) => state.list.filteredList.map((c) => c.name);
const loaded = (area?: string) => run({ type: 'load' }, { type: 'loaded', cards: CARDS, area });

describe('card list load cycle', () => {
  it('goes idle → loading → success, sorted by name and every card shown', () => {
    expect(initialCardListView().status).toBe('idle');
    expect(run({ type: 'load' }).status).toBe('loading');
    const state = loaded();
    expect(state.status).toBe('success');
    expect(names(state)).toEqual([
      'amazon pay ICICI',
      'HDFC Millennia',
      'SBI Card ELITE',
      'SBI SimplyCLICK',
    ]);
  });

  it('sets the joining-fee maximum and the slider to the highest fee + 1000', () => {
    const state = loaded();
    expect(state.feeCeiling).toBe(5999);
    expect(state.list.filters.maxJoiningFee).toBe(5999);
  });

  it('sets 6500 when the list is empty', () => {
    const state = run({ type: 'load' }, { type: 'loaded', cards: [] });
    expect(state.feeCeiling).toBe(6500);
    expect(state.list.filteredList).toEqual([]);
  });

  it('keeps the message on error, and a new load clears it', () => {
    const failed = run({ type: 'load' }, { type: 'failed', message: 'down' });
    expect(failed).toMatchObject({ status: 'error', error: 'down' });
    expect(cardListReducer(failed, { type: 'load' })).toMatchObject({
      status: 'loading',
      error: null,
    });
  });
});

describe('card list filters', () => {
  it('keeps cards whose joining fee is at most the chosen value (the maximum included)', () => {
    const state = cardListReducer(loaded(), { type: 'maxFee', value: 1000 });
    expect(names(state)).toEqual(['amazon pay ICICI', 'HDFC Millennia', 'SBI SimplyCLICK']);
  });

  it('clamps the chosen fee to the slider', () => {
    expect(
      cardListReducer(loaded(), { type: 'maxFee', value: 99_999 }).list.filters.maxJoiningFee,
    ).toBe(5999);
    expect(
      cardListReducer(loaded(), { type: 'maxFee', value: -5 }).list.filters.maxJoiningFee,
    ).toBe(0);
  });

  it('filters by card type and usage; a second click takes the choice back', () => {
    const typed = cardListReducer(loaded(), {
      type: 'toggle',
      filter: 'cardTypes',
      value: 'cashback',
    });
    expect(names(typed)).toEqual(['HDFC Millennia']);
    const both = cardListReducer(typed, { type: 'toggle', filter: 'cardTypes', value: 'premium' });
    expect(names(both)).toEqual(['HDFC Millennia', 'SBI Card ELITE']);
    const usage = run(
      { type: 'loaded', cards: CARDS },
      { type: 'toggle', filter: 'cardUsages', value: 'Lifestyle' },
    );
    expect(names(usage)).toEqual(['SBI Card ELITE']);
    const undone = cardListReducer(usage, {
      type: 'toggle',
      filter: 'cardUsages',
      value: 'Lifestyle',
    });
    expect(undone.list.filteredList).toHaveLength(4);
  });

  it('keeps a card with any one of the chosen categories', () => {
    const state = run(
      { type: 'loaded', cards: CARDS },
      { type: 'toggleId', filter: 'categoryIds', value: LIFETIME_FREE.id },
      { type: 'toggleId', filter: 'categoryIds', value: 2 },
    );
    expect(names(state)).toEqual(['amazon pay ICICI', 'SBI Card ELITE']);
  });

  it('filters by bank and combines filters', () => {
    const state = run(
      { type: 'loaded', cards: CARDS },
      { type: 'toggleId', filter: 'bankIds', value: 1 },
      { type: 'maxFee', value: 500 },
    );
    expect(names(state)).toEqual(['SBI SimplyCLICK']);
    expect(activeFilterCount(state)).toBe(2);
  });

  it('resets to the defaults with the maximum a load sets', () => {
    const state = run(
      { type: 'loaded', cards: CARDS },
      { type: 'toggleId', filter: 'bankIds', value: 1 },
      { type: 'maxFee', value: 500 },
      { type: 'sort', key: 'joining_fee', direction: -1 },
      { type: 'reset' },
    );
    expect(state.list.filters).toMatchObject({
      bankIds: [],
      maxJoiningFee: 5999,
      cardTypes: [],
      categoryIds: [],
    });
    expect(state.list.filteredList).toHaveLength(4);
    expect(activeFilterCount(state)).toBe(0);
    // The sort is not a filter: it stays.
    expect(state.list.sortKey).toBe('joining_fee');
  });
});

describe('card list sort', () => {
  it('sorts by name or fee, direction 1 ascending and -1 descending', () => {
    const byName = cardListReducer(loaded(), { type: 'sort', key: 'name', direction: -1 });
    expect(names(byName)[0]).toBe('SBI SimplyCLICK');
    const byFee = cardListReducer(loaded(), { type: 'sort', key: 'joining_fee', direction: 1 });
    expect(byFee.list.filteredList.map((c) => c.joining_fee)).toEqual([0, 499, 1000, 4999]);
    const desc = cardListReducer(byFee, { type: 'sort', key: 'joining_fee', direction: -1 });
    expect(desc.list.filteredList.map((c) => c.joining_fee)).toEqual([4999, 1000, 499, 0]);
  });

  it('reads a null rating as 0', () => {
    const state = cardListReducer(loaded(), { type: 'sort', key: 'ratings', direction: -1 });
    expect(names(state).at(-1)).toBe('HDFC Millennia');
  });

  it('parses the select values; an unknown one sorts by name', () => {
    expect(parseSort('joining_fee:-1')).toEqual({ key: 'joining_fee', direction: -1 });
    expect(parseSort('ratings:-1')).toEqual({ key: 'ratings', direction: -1 });
    expect(parseSort('name:1')).toEqual({ key: 'name', direction: 1 });
    expect(parseSort('eval:1')).toEqual({ key: 'name', direction: 1 });
  });
});

describe('filter options', () => {
  it('lists what the cards have, by label, with counts', () => {
    const options = filterOptions(CARDS);
    expect(options.banks.map((b) => [b.label, b.count])).toEqual([
      ['HDFC Bank', 1],
      ['ICICI Bank', 1],
      ['State Bank of India', 2],
    ]);
    expect(options.cardTypes.map((t) => t.label)).toEqual([
      'Cashback',
      'Lifetime free',
      'Premium',
      'Shopping',
    ]);
    expect(options.usages.map((u) => [u.value, u.count])).toEqual([
      ['Lifestyle', 1],
      ['Online shopping', 3],
    ]);
    expect(options.categories.find((c) => c.value === SHOPPING.id)?.count).toBe(3);
  });
});

describe('areas (/credit-cards/:area)', () => {
  it('reads a card type, a category or an issuer', () => {
    expect(areaScope('cashback', CARDS)).toEqual({
      label: 'Cashback',
      filters: { cardTypes: ['cashback'] },
    });
    expect(areaScope('Travel', CARDS)).toEqual({ label: 'Travel', filters: { categoryIds: [2] } });
    expect(areaScope('hdfc-bank', CARDS)).toEqual({
      label: 'HDFC Bank',
      filters: { bankIds: [2] },
    });
    expect(areaScope('nothing-here', CARDS)).toBeNull();
    expect(areaScope('--', CARDS)).toBeNull();
  });

  it('scopes the list on load and keeps the scope through a reset', () => {
    const state = loaded('lifetime-free');
    expect(names(state)).toEqual(['amazon pay ICICI']);
    const reset = run(
      { type: 'loaded', cards: CARDS, area: 'lifetime-free' },
      { type: 'maxFee', value: 0 },
      { type: 'reset' },
    );
    expect(names(reset)).toEqual(['amazon pay ICICI']);
    expect(activeFilterCount(reset)).toBe(0);
  });

  it('makes URL segments of labels', () => {
    expect(slugOf('Lifetime free')).toBe('lifetime-free');
    expect(slugOf(' HDFC Bank! ')).toBe('hdfc-bank');
  });
});
