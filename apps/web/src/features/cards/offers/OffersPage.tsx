import { CARD_REQUEST_REJECTED } from '@tara/core/cardLeads';
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import type { OwnerOffer } from '../../../api/cardsApi';
import { getOwnerOffers } from '../../../api/offersApi';
import { isAbort } from '../../../api/request';
import { AppLink } from '../../../app/AppLink';
import { PageLoading } from '../../../app/PageLoading';
import { useNavigate, useSearch } from '../../../app/router';
import { useSession } from '../../../app/session';
import { ErrorNotice } from '../../../lib/ErrorNotice';
import { PROVIDER_NAMES, readApplication } from '../applyFlow';
import { CardFilters } from '../CardFilters';
import { CardTile } from '../CardTile';
import { chosenCardId } from '../chosenCard';
import { filterOptions } from '../listState';
import { messageOf } from '../messages';
import { OfferShortlist } from './OfferShortlist';
import { OfferSortControl } from './OfferSortControl';
import {
  activeOffersFilters,
  initialOffersView,
  leadOf,
  offerSections,
  offersReducer,
  rejectionOf,
  shortlistOf,
} from './offersState';
import '../cards.css';
import './offers.css';

// Its own chunk: the score check's calls and texts load only for a logged-in applicant.
const OfferScoreCheck = lazy(() =>
  import('./OfferScoreCheck').then((m) => ({ default: m.OfferScoreCheck })),
);

/**
 * `credit-card/offers`: the cards the rule engine matched to the visitor's or user's latest
 * finished card journey, asked of the server (any tab, a reopened browser, another device
 * after login; decision 031): the short list with why, then every offer, eligible first, by
 * fit with the journey's issuer first or as the user sorts (decision 030), filtered by the
 * discounted fee, bank and card type. Apply opens the review screen (data, fees, terms,
 * acceptance, OTP) from which the application is sent (decision 028).
 */
export function OffersPage() {
  const navigate = useNavigate();
  const search = useSearch();
  const rejection = rejectionOf(search);
  const [state, dispatch] = useReducer(offersReducer, undefined, initialOffersView);
  const [attempt, setAttempt] = useState(0);
  const askedLead = leadOf(search);
  const leadId = state.leadId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a retry
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'load' });
    getOwnerOffers(askedLead, controller.signal).then(
      (data) => dispatch(data ? { type: 'loaded', data } : { type: 'noLead' }),
      (error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.status === 404) dispatch({ type: 'noLead' });
        else dispatch({ type: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [askedLead, attempt]);

  // Apply opens the review screen: nothing goes to the bank without the applicant's say-so
  // (decision 028). The lead travels in the query, so the review opens in any tab.
  const apply = (card: OwnerOffer) => {
    if (leadId)
      navigate(`/credit-card/offers/review/${card.id}?lead=${encodeURIComponent(leadId)}`);
  };

  const refused = rejection ? readApplication('failure') : null;
  const chosen = chosenCardId();
  const sections = useMemo(() => offerSections(state, chosen), [state, chosen]);
  const shortlist = useMemo(() => shortlistOf(state), [state]);
  const options = useMemo(() => filterOptions(state.offers.fullList), [state.offers.fullList]);
  const active = activeOffersFilters(state);
  const { isLoggedIn } = useSession();
  // The lead-based pull names the chosen card's issuer, else the journey's (CR-31).
  const providerId =
    state.offers.fullList.find((card) => card.id === chosen)?.issuer_bank_id ??
    state.issuerBankIds[0];

  const tile = (card: OwnerOffer) => {
    const declined = refused?.cardId === card.id;
    return (
      <li key={card.id} id={`offer-${card.id}`}>
        <CardTile
          card={card}
          level={3}
          discounted
          className={[
            card.eligible ? '' : 'card-tile--ineligible',
            card.id === chosen ? 'card-tile--chosen' : '',
          ].join(' ')}
          apply={
            <button
              type="button"
              className={card.eligible ? 'button' : 'button button--secondary'}
              disabled={declined}
              onClick={() => apply(card)}
            >
              {declined ? 'Not approved' : 'Apply'}
              <span className="visually-hidden"> for {card.name}</span>
            </button>
          }
        >
          {card.id === chosen && <p className="badge">Your chosen card</p>}
          {card.why.items.length > 0 && (
            <div className="card-reasons">
              <p>{card.why.heading}</p>
              <ul>
                {card.why.items.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
        </CardTile>
      </li>
    );
  };

  return (
    <div className="cards offers">
      <h1 className="cards__title">Your credit card offers</h1>
      {rejection && (
        <div className="notice notice--error offers__rejected" role="alert">
          <p>{CARD_REQUEST_REJECTED}</p>
          <p>
            {refused?.cardName ?? 'The card'} was not approved by{' '}
            {refused?.issuer ??
              (rejection.providerId !== null ? PROVIDER_NAMES[rejection.providerId] : null) ??
              'the bank'}
            {refused?.declineReason ? ` (${refused.declineReason})` : ''}. You can apply for another
            card below.
          </p>
        </div>
      )}
      {state.status === 'noLead' ? (
        <div className="notice">
          <p>Answer a few questions first, and we will show the cards that match you.</p>
          <AppLink className="button" to="/credit-cards">
            Choose a credit card
          </AppLink>
        </div>
      ) : state.status === 'error' ? (
        <ErrorNotice message={state.error} retry={() => setAttempt((n) => n + 1)} />
      ) : state.status !== 'success' ? (
        <PageLoading label="Finding cards for you…" />
      ) : state.offers.fullList.length === 0 ? (
        <div className="notice">
          <p>We could not find a card for you right now. Please check back soon.</p>
          <AppLink to="/credit-cards">See all credit cards</AppLink>
        </div>
      ) : (
        <>
          <OfferShortlist offers={shortlist} />
          {isLoggedIn && leadId && (
            <Suspense fallback={null}>
              <OfferScoreCheck leadId={leadId} providerId={providerId} />
            </Suspense>
          )}
          <OfferSortControl
            value={state.sort}
            onChange={(value) => dispatch({ type: 'sort', value })}
          />
          <details className="cards__filters offers__filters">
            <summary>Filters{active > 0 ? ` (${active} on)` : ''}</summary>
            <CardFilters
              filters={state.offers.filters}
              options={options}
              feeCeiling={state.feeCeiling}
              feeLabel="Joining fee (after our discount)"
              groups={['cardTypes', 'bankIds']}
              active={active}
              onFee={(value) => dispatch({ type: 'maxFee', value })}
              onToggle={(_, value) => dispatch({ type: 'toggleType', value })}
              onToggleId={(_, value) => dispatch({ type: 'toggleBank', value })}
              onReset={() => dispatch({ type: 'reset' })}
            />
          </details>
          <p className="cards__count" role="status" aria-live="polite">
            {state.offers.filteredList.length} of {state.offers.fullList.length} offers shown
          </p>
          <section aria-labelledby="offers-eligible">
            <h2 id="offers-eligible" className="offers__section">
              Cards you are eligible for ({sections.eligible.length})
            </h2>
            {sections.eligible.length === 0 ? (
              <p className="offers__none">None of these cards fit your answers yet.</p>
            ) : (
              <ul className="cards__list">{sections.eligible.map(tile)}</ul>
            )}
          </section>
          {sections.others.length > 0 && (
            <section aria-labelledby="offers-other">
              <h2 id="offers-other" className="offers__section">
                Cards you are not eligible for ({sections.others.length})
              </h2>
              <ul className="cards__list">{sections.others.map(tile)}</ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
