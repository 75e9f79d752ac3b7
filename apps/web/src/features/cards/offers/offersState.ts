import type { CardListFilters, OffersState } from '@tara/core/rules';
import {
  initialCardListState,
  initialOffersState,
  loadCardList,
  openOffers,
  setOffersFilters,
} from '@tara/core/rules';
import type { RecommendedCard } from '../../../api/cardsApi';

// The offers page's state (spec 01 §3 offers store, §4 "opening the card offers page resets
// filters then copies filters and list", §5 offers filter): the load cycle around core's
// offers state. The recommendation is the list; opening copies it with the list's filters.

export type OffersStatus = 'idle' | 'loading' | 'success' | 'error' | 'noLead';

export interface OffersView {
  status: OffersStatus;
  error: string | null;
  offers: OffersState<RecommendedCard>;
  /** The fee slider's maximum (the list's after-load maximum). */
  feeCeiling: number;
}

export type OffersAction =
  | { type: 'load' }
  | { type: 'loaded'; cards: RecommendedCard[] }
  | { type: 'noLead' }
  | { type: 'failed'; message: string }
  | { type: 'maxFee'; value: number }
  | { type: 'toggleType'; value: string }
  | { type: 'toggleBank'; value: number }
  | { type: 'reset' };

export function initialOffersView(): OffersView {
  const offers = initialOffersState<RecommendedCard>();
  return { status: 'idle', error: null, offers, feeCeiling: offers.filters.maxJoiningFee };
}

const toggled = <T>(chosen: readonly T[], value: T): T[] =>
  chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];

function patched(state: OffersView, patch: Partial<CardListFilters>): OffersView {
  return { ...state, offers: setOffersFilters(state.offers, patch) };
}

export function offersReducer(state: OffersView, action: OffersAction): OffersView {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      // The card list as a load leaves it (the joining-fee maximum raised to fit), then the
      // offers opened on it: reset, filters and list copied, the offers filter applied.
      const list = loadCardList(initialCardListState<RecommendedCard>(), action.cards);
      const offers = openOffers(list);
      return {
        status: 'success',
        error: null,
        offers: { ...offers, isLoading: false, hasError: false },
        feeCeiling: list.filters.maxJoiningFee,
      };
    }
    case 'noLead':
      return { ...state, status: 'noLead' };
    case 'failed':
      return {
        ...state,
        status: 'error',
        error: action.message,
        offers: { ...state.offers, hasError: true, isLoading: false },
      };
    case 'maxFee':
      return patched(state, {
        maxJoiningFee: Math.max(0, Math.min(state.feeCeiling, Math.round(action.value))),
      });
    case 'toggleType':
      return patched(state, { cardTypes: toggled(state.offers.filters.cardTypes, action.value) });
    case 'toggleBank':
      return patched(state, { bankIds: toggled(state.offers.filters.bankIds, action.value) });
    case 'reset':
      return patched(state, { maxJoiningFee: state.feeCeiling, cardTypes: [], bankIds: [] });
  }
}

/** How many offers filters are on. */
export function activeOffersFilters(state: OffersView): number {
  const f = state.offers.filters;
  return (
    (f.maxJoiningFee < state.feeCeiling ? 1 : 0) +
    (f.cardTypes.length > 0 ? 1 : 0) +
    (f.bankIds.length > 0 ? 1 : 0)
  );
}

/**
 * The filtered offers in two groups, eligible first; each keeps the store's order, except
 * that the card chosen before the journey (a typeform landing) leads its group.
 */
export function offerSections(
  cards: readonly RecommendedCard[],
  chosenId: number | null,
): { eligible: RecommendedCard[]; others: RecommendedCard[] } {
  const first = (list: RecommendedCard[]) => {
    const at = list.findIndex((c) => c.id === chosenId);
    if (at <= 0) return list;
    const chosen = list[at] as RecommendedCard;
    return [chosen, ...list.slice(0, at), ...list.slice(at + 1)];
  };
  return {
    eligible: first(cards.filter((c) => c.eligible)),
    others: first(cards.filter((c) => !c.eligible)),
  };
}

/** `?status=rejected&provider=61` (the offer-failure route): the provider that refused. */
export function rejectionOf(search: string): { providerId: number | null } | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (params.get('status') !== 'rejected') return null;
  const provider = params.get('provider') ?? '';
  return { providerId: /^\d{1,6}$/.test(provider) ? Number(provider) : null };
}
