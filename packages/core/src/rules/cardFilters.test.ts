import { describe, expect, it } from 'vitest';
import {
  defaultCardListFilters,
  filterCardList,
  filterOffers,
  initialCardListState,
  joiningFeeMaxAfterLoad,
  type ListedCard,
  loadCardList,
  openOffers,
  resetCardListFilters,
  setCardListFilters,
  setCardListSort,
  setOffersFilters,
  sortCards,
} from './cardFilters.js';

const card = (id: number, c: Partial<ListedCard> = {}): ListedCard => ({
  id,
  name: `Card ${id}`,
  issuer_bank_id: 1,
  ratings: 4,
  categories: [{ id: 1 }],
  joining_fee: 500,
  discounted_fee: 0,
  card_type: 'Visa',
  card_usage: 'Shopping',
  ...c,
});

const ids = (cards: readonly ListedCard[]) => cards.map((c) => c.id);
const filters = (patch = {}) => ({ ...defaultCardListFilters(), ...patch });

describe('card list defaults', () => {
  it('are the spec values', () => {
    expect(defaultCardListFilters()).toEqual({
      bankIds: [],
      cityIds: [],
      minAnnualFee: 0,
      maxAnnualFee: 100_000,
      minJoiningFee: 6500,
      maxJoiningFee: 11_000,
      professionIds: [],
      categoryIds: [],
      cardTypes: [],
      cardUsages: [],
      monthlyIncome: null,
      mustHavePriorCard: null,
      minCreditLimit: null,
      offset: 0,
      limit: 1000,
    });
    expect(initialCardListState()).toMatchObject({ sortKey: 'name', sortDirection: 1 });
  });
});

describe('filterCardList', () => {
  const cards = [
    card(1, { joining_fee: 0 }),
    card(2, { joining_fee: 5000, discounted_fee: 0 }),
    card(3, { card_type: 'Mastercard', categories: [{ id: 2 }, { id: 3 }] }),
    card(4, { card_usage: 'Travel', issuer_bank_id: 2, categories: [] }),
  ];
  it.each([
    ['no choice keeps every card', {}, [1, 2, 3, 4]],
    ['joining fee at most the maximum (inclusive)', { maxJoiningFee: 500 }, [1, 3, 4]],
    ['the joining fee, not the discounted fee', { maxJoiningFee: 4999 }, [1, 3, 4]],
    ['card type', { cardTypes: ['Mastercard'] }, [3]],
    ['usage', { cardUsages: ['Travel'] }, [4]],
    ['categories, any one matching', { categoryIds: [3, 9] }, [3]],
    ['bank', { bankIds: [2] }, [4]],
    ['all together', { bankIds: [1], cardTypes: ['Visa'], maxJoiningFee: 1000 }, [1]],
  ])('%s', (_, patch, expected) => {
    expect(ids(filterCardList(cards, filters(patch)))).toEqual(expected);
  });
});

describe('filterOffers', () => {
  const cards = [
    card(1, { joining_fee: 9000, discounted_fee: 6000, ratings: null }),
    card(2, { joining_fee: 500, discounted_fee: 500, issuer_bank_id: 2 }),
    card(3, { joining_fee: 3000, discounted_fee: 7000, card_type: 'Amex' }),
  ];
  it.each([
    ['the DISCOUNTED fee against the joining-fee filter', { maxJoiningFee: 6000 }, [1, 2]],
    ['bank ids, empty means all', { bankIds: [2] }, [2]],
    ['card types, empty means all', { cardTypes: ['Amex'] }, [3]],
    ['nothing left', { maxJoiningFee: 100 }, []],
  ])('%s', (_, patch, expected) => {
    expect(ids(filterOffers(cards, filters(patch)))).toEqual(expected);
  });
  it('reads ratings null as 0 and leaves the input alone', () => {
    expect(filterOffers(cards, filters())[0]?.ratings).toBe(0);
    expect(cards[0]?.ratings).toBeNull();
  });
});

describe('sortCards', () => {
  const cards = [
    card(1, { name: 'card 10', joining_fee: 300, ratings: null }),
    card(2, { name: 'Card 9', joining_fee: 100, ratings: 4.5 }),
    card(3, { name: 'Amex Gold', joining_fee: 300, ratings: 3 }),
  ];
  it('sorts by name by default, case-insensitive, digits by value', () => {
    expect(ids(sortCards(cards))).toEqual([3, 2, 1]);
  });
  it('-1 reverses', () => {
    expect(ids(sortCards(cards, 'name', -1))).toEqual([1, 2, 3]);
  });
  it('sorts numbers by value; ties keep the list order', () => {
    expect(ids(sortCards(cards, 'joining_fee'))).toEqual([2, 1, 3]);
    expect(ids(sortCards(cards, 'joining_fee', -1))).toEqual([1, 3, 2]);
  });
  it('reads ratings null as 0', () => {
    expect(ids(sortCards(cards, 'ratings', -1))).toEqual([2, 3, 1]);
  });
});

describe('joiningFeeMaxAfterLoad', () => {
  it('is the highest joining fee plus 1000, or 6500 with no cards', () => {
    expect(
      joiningFeeMaxAfterLoad([card(1, { joining_fee: 4999 }), card(2, { joining_fee: 0 })]),
    ).toBe(5999);
    expect(joiningFeeMaxAfterLoad([card(1, { joining_fee: 0 })])).toBe(1000);
    expect(joiningFeeMaxAfterLoad([])).toBe(6500);
  });
});

describe('card list state', () => {
  const cards = [
    card(1, { name: 'B', joining_fee: 10_000 }),
    card(2, { name: 'A', joining_fee: 2_000, card_type: 'Rupay' }),
  ];
  it('raises the joining-fee maximum after a load, then sorts and filters', () => {
    const loaded = loadCardList(initialCardListState(), cards);
    expect(loaded.filters.maxJoiningFee).toBe(11_000);
    expect(ids(loaded.filteredList)).toEqual([2, 1]);
    expect(loadCardList(initialCardListState(), []).filters.maxJoiningFee).toBe(6500);
  });
  it('recomputes on a filter or sort change, and resets', () => {
    const loaded = loadCardList(initialCardListState(), cards);
    const cheap = setCardListFilters(loaded, { maxJoiningFee: 5000 });
    expect(ids(cheap.filteredList)).toEqual([2]);
    expect(ids(setCardListSort(loaded, 'name', -1).filteredList)).toEqual([1, 2]);
    const reset = resetCardListFilters(cheap);
    expect(reset.filters).toEqual(defaultCardListFilters());
    expect(ids(reset.filteredList)).toEqual([2, 1]);
    expect(ids(loaded.filteredList)).toEqual([2, 1]);
  });
  it('opens the offers page: reset, copy the filters and list, offers filter', () => {
    const list = setCardListSort(
      setCardListFilters(loadCardList(initialCardListState(), cards), { cardTypes: ['Visa'] }),
      'joining_fee',
      -1,
    );
    const offers = openOffers(list);
    expect(offers).toMatchObject({
      isLoading: false,
      hasError: false,
      hasLoadedOnce: true,
      sortKey: 'name',
      sortDirection: 1,
      filters: list.filters,
    });
    expect(ids(offers.fullList)).toEqual([1, 2]);
    expect(ids(offers.filteredList)).toEqual([1]);
    expect(ids(setOffersFilters(offers, { cardTypes: [] }).filteredList)).toEqual([2, 1]);
  });
});
