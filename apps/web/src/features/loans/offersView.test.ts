import { describe, expect, it } from 'vitest';
import { FILTER_DEFAULTS } from './offerFilters';
import { readOffersView, withOffersView } from './offersView';

describe('the offers list kept in history state', () => {
  const view = {
    scrollY: 812,
    filters: { ...FILTER_DEFAULTS, bankIds: [13], amount: '500000' },
    open: [5021],
  };

  it('keeps the router’s state beside the view, and reads it back', () => {
    const state = withOffersView({ idx: 3 }, view);
    expect(state.idx).toBe(3);
    expect(readOffersView(state)).toEqual(view);
    expect(readOffersView(withOffersView(null, view))).toEqual(view);
  });

  it('reads nothing from an entry without a view, or a broken one', () => {
    expect(readOffersView(null)).toBeNull();
    expect(readOffersView({ idx: 1 })).toBeNull();
    expect(readOffersView({ offersView: { scrollY: 'x' } })).toBeNull();
    expect(readOffersView({ offersView: { scrollY: -5, filters: { bankIds: ['a', 7] } } })).toEqual(
      { scrollY: 0, filters: { ...FILTER_DEFAULTS, bankIds: [7] }, open: [] },
    );
  });
});
