import { describe, expect, it } from 'vitest';
import { CARDS, recommended } from '../cards.fixture';
import type { OffersAction, OffersView } from './offersState';
import {
  activeOffersFilters,
  initialOffersView,
  leadOf,
  offerSections,
  offersReducer,
  rejectionOf,
  shortlistOf,
} from './offersState';

// CARDS: ELITE (SBI, joining 4999, discounted 3999, premium), Millennia (HDFC, 1000 → 0,
// cashback, ratings null), amazon pay ICICI (ICICI, 0, lifetime-free), SimplyCLICK (SBI,
// 499 → 0, shopping).
// The server's order (fit): amazon pay ICICI fits best, then ELITE; two ineligible cards.
const OFFERS = [
  recommended(CARDS[2]!, true, undefined, 30),
  recommended(CARDS[0]!, true, undefined, 12),
  recommended(CARDS[1]!, false),
  recommended(CARDS[3]!, false),
];
const DATA = (issuers: number[] = []) => ({
  results: OFFERS,
  metadata: {
    lead_id: '00000000-0000-4000-8000-000000000001',
    journey: 'credit-cards/sbi',
    sort: 'fit' as const,
    issuer_bank_ids: issuers,
    shortlist: [3, 1],
    eligible: 2,
    total: 4,
  },
});

const run = (...actions: OffersAction[]): OffersView =>
  actions.reduce(offersReducer, initialOffersView());
const opened = (issuers: number[] = []) =>
  run({ type: 'load' }, { type: 'loaded', data: DATA(issuers) });
const names = (state: OffersView) => state.offers.filteredList.map((c) => c.name);

describe('opening the offers', () => {
  it('resets, copies the list and its filters (the store sorts by name; the page orders by fit)', () => {
    const state = opened();
    expect(state.status).toBe('success');
    expect(state.offers).toMatchObject({
      sortKey: 'name',
      sortDirection: 1,
      hasLoadedOnce: true,
      hasError: false,
      isLoading: false,
    });
    expect(state.offers.fullList).toHaveLength(4);
    expect(names(state)).toEqual([
      'amazon pay ICICI',
      'HDFC Millennia',
      'SBI Card ELITE',
      'SBI SimplyCLICK',
    ]);
    // The list's after-load maximum: the highest joining fee + 1000.
    expect(state.offers.filters.maxJoiningFee).toBe(5999);
    expect(state.feeCeiling).toBe(5999);
  });

  it('reads null ratings as 0', () => {
    expect(opened().offers.fullList.find((c) => c.id === 2)?.ratings).toBe(0);
  });

  it('knows a visitor without a lead and a failed load', () => {
    expect(run({ type: 'load' }, { type: 'noLead' }).status).toBe('noLead');
    const failed = run({ type: 'load' }, { type: 'failed', message: 'Lead not found' });
    expect(failed).toMatchObject({ status: 'error', error: 'Lead not found' });
    expect(failed.offers.hasError).toBe(true);
  });
});

describe('offers filters', () => {
  it('compare the DISCOUNTED fee with the joining-fee filter', () => {
    // ELITE's joining fee 4999 is above 4000 but its discounted fee 3999 is not: it stays.
    const state = offersReducer(opened(), { type: 'maxFee', value: 4000 });
    expect(names(state)).toContain('SBI Card ELITE');
    const low = offersReducer(opened(), { type: 'maxFee', value: 0 });
    expect(names(low)).toEqual(['amazon pay ICICI', 'HDFC Millennia', 'SBI SimplyCLICK']);
  });

  it('keep the chosen banks and card types; empty means all', () => {
    const bank = offersReducer(opened(), { type: 'toggleBank', value: 1 });
    expect(names(bank)).toEqual(['SBI Card ELITE', 'SBI SimplyCLICK']);
    const typed = offersReducer(bank, { type: 'toggleType', value: 'shopping' });
    expect(names(typed)).toEqual(['SBI SimplyCLICK']);
    expect(activeOffersFilters(typed)).toBe(2);
    const back = offersReducer(offersReducer(typed, { type: 'toggleBank', value: 1 }), {
      type: 'toggleType',
      value: 'shopping',
    });
    expect(names(back)).toHaveLength(4);
  });

  it('reset brings every offer back', () => {
    const state = run(
      { type: 'loaded', data: DATA() },
      { type: 'maxFee', value: 0 },
      { type: 'toggleBank', value: 3 },
      { type: 'reset' },
    );
    expect(names(state)).toHaveLength(4);
    expect(activeOffersFilters(state)).toBe(0);
  });
});

describe('offer sections', () => {
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it("puts eligible cards first in the server's fit order, not A→Z", () => {
    const { eligible, others } = offerSections(opened(), null);
    expect(ids(eligible)).toEqual([3, 1]);
    expect(ids(others)).toEqual([2, 4]);
  });

  it("by fit the journey issuer's cards lead; the user may sort by fees or rewards", () => {
    expect(ids(offerSections(opened([1]), null).eligible)).toEqual([1, 3]);
    const fees = offersReducer(opened([1]), { type: 'sort', value: 'fees' });
    expect(ids(offerSections(fees, null).eligible)).toEqual([3, 1]);
    const rewards = offersReducer(opened([1]), { type: 'sort', value: 'rewards' });
    expect(offerSections(rewards, null).eligible).toHaveLength(2);
  });

  it('leaves out what the filters hide, and leads with the card chosen before the journey', () => {
    const bank = offersReducer(opened(), { type: 'toggleBank', value: 1 });
    expect(ids(offerSections(bank, null).eligible)).toEqual([1]);
    const { eligible, others } = offerSections(opened(), 1);
    expect(ids(eligible)).toEqual([1, 3]);
    expect(ids(others)).toEqual([2, 4]);
    expect(ids(offerSections(opened(), 4).others)).toEqual([4, 2]);
  });

  it('keeps the short list and the lead from the server', () => {
    expect(ids(shortlistOf(opened()))).toEqual([3, 1]);
    expect(opened().leadId).toBe('00000000-0000-4000-8000-000000000001');
  });
});

describe('the offer-failure route', () => {
  it('reads the refusing provider', () => {
    expect(rejectionOf('?status=rejected&provider=61')).toEqual({ providerId: 61 });
    expect(rejectionOf('status=rejected')).toEqual({ providerId: null });
    expect(rejectionOf('?provider=61')).toBeNull();
    expect(rejectionOf('')).toBeNull();
  });

  it("reads the profile's lead", () => {
    expect(leadOf('?lead=00000000-0000-4000-8000-000000000001')).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
    expect(leadOf('?lead=1;drop')).toBeNull();
  });
});
