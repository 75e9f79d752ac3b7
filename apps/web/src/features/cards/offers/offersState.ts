import type { OwnerOffersResponse } from '@tara/core/contract';
import type { CardListFilters, OfferSort, OffersState } from '@tara/core/rules';
import {
  initialCardListState,
  initialOffersState,
  loadCardList,
  openOffers,
  orderOffers,
  setOffersFilters,
} from '@tara/core/rules';
import type { OwnerOffer } from '../../../api/cardsApi';

// The offers page's state (spec 01 §3 offers store, §4 "opening the card offers page resets
// filters then copies filters and list", §5 offers filter): the load cycle around core's
// offers state. The server's answer decides the order (decision 030): the store's filters
// say which offers are shown, core's `orderOffers` in which order (fit, fees or rewards).

export type OffersStatus = 'idle' | 'loading' | 'success' | 'error' | 'noLead';

export interface OffersView {
  status: OffersStatus;
  error: string | null;
  offers: OffersState<OwnerOffer>;
  /** The fee slider's maximum (the list's after-load maximum). */
  feeCeiling: number;
  /** The server's order (fit, the journey's issuer first). */
  order: OwnerOffer[];
  sort: OfferSort;
  issuerBankIds: number[];
  /** The short list's card ids, best first. */
  shortlist: number[];
  /** The finished lead the offers are for (Apply sends it). */
  leadId: string | null;
}

export type OffersAction =
  | { type: 'load' }
  | { type: 'loaded'; data: OwnerOffersResponse['data'] }
  | { type: 'noLead' }
  | { type: 'failed'; message: string }
  | { type: 'sort'; value: OfferSort }
  | { type: 'maxFee'; value: number }
  | { type: 'toggleType'; value: string }
  | { type: 'toggleBank'; value: number }
  | { type: 'reset' };

export function initialOffersView(): OffersView {
  const offers = initialOffersState<OwnerOffer>();
  return {
    status: 'idle',
    error: null,
    offers,
    feeCeiling: offers.filters.maxJoiningFee,
    order: [],
    sort: 'fit',
    issuerBankIds: [],
    shortlist: [],
    leadId: null,
  };
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
      const cards = action.data.results;
      const list = loadCardList(initialCardListState<OwnerOffer>(), cards);
      const offers = openOffers(list);
      const meta = action.data.metadata;
      return {
        status: 'success',
        error: null,
        offers: { ...offers, isLoading: false, hasError: false },
        feeCeiling: list.filters.maxJoiningFee,
        order: cards,
        sort: meta.sort,
        issuerBankIds: meta.issuer_bank_ids,
        shortlist: meta.shortlist,
        leadId: meta.lead_id,
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
    case 'sort':
      return { ...state, sort: action.value };
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
 * The shown offers in two groups, eligible first, each in the chosen sort's order (core's
 * `orderOffers` over the server's order); the card chosen before the journey (a typeform
 * landing) leads its group.
 */
export function offerSections(
  state: OffersView,
  chosenId: number | null,
): { eligible: OwnerOffer[]; others: OwnerOffer[] } {
  const shown = new Set(state.offers.filteredList.map((c) => c.id));
  const ordered = orderOffers(
    state.order.filter((c) => shown.has(c.id)),
    state.sort,
    state.issuerBankIds,
  );
  const first = (list: OwnerOffer[]) => {
    const at = list.findIndex((c) => c.id === chosenId);
    if (at <= 0) return list;
    const chosen = list[at] as OwnerOffer;
    return [chosen, ...list.slice(0, at), ...list.slice(at + 1)];
  };
  return {
    eligible: first(ordered.filter((c) => c.eligible)),
    others: first(ordered.filter((c) => !c.eligible)),
  };
}

/** The short list's offers, best first (whatever the filters say). */
export function shortlistOf(state: OffersView): OwnerOffer[] {
  const byId = new Map(state.order.map((c) => [c.id, c]));
  return state.shortlist.map((id) => byId.get(id)).filter((c): c is OwnerOffer => !!c);
}

/** `?status=rejected&provider=61` (the offer-failure route): the provider that refused. */
export function rejectionOf(search: string): { providerId: number | null } | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (params.get('status') !== 'rejected') return null;
  const provider = params.get('provider') ?? '';
  return { providerId: /^\d{1,6}$/.test(provider) ? Number(provider) : null };
}

/** `?lead=<id>` (the profile's link to one application's offers), else null. */
export function leadOf(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const lead = params.get('lead') ?? '';
  return /^[0-9a-f-]{36}$/i.test(lead) ? lead : null;
}
