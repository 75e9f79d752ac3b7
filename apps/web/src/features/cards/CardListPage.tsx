import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';
import type { SeoContent } from '../../api/cardsApi';
import { listCards, seoContents } from '../../api/cardsApi';
import { isAbort } from '../../api/request';
import { PageLoading } from '../../app/PageLoading';
import { useParams, usePathname } from '../../app/router';
import { ErrorNotice } from '../../lib/ErrorNotice';
import { useLoad } from '../../lib/useLoad';
import { CardFilters } from './CardFilters';
import { CardListItems } from './CardListItems';
import {
  activeFilterCount,
  cardListReducer,
  filterOptions,
  initialCardListView,
  parseSort,
  SORT_CHOICES,
} from './listState';
import { messageOf } from './messages';
import { useSeoHead } from './seo';
import { whenIdle } from './whenIdle';
import './cards.css';

/** `/credit-cards` and `/credit-cards/:area`: every card, filtered and sorted in the browser. */
export function CardListPage() {
  const { area } = useParams<{ area?: string }>();
  const path = usePathname();
  const [state, dispatch] = useReducer(cardListReducer, undefined, initialCardListView);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a retry
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'load' });
    listCards(controller.signal).then(
      // A transition: React renders the loaded page in slices, not one long task.
      (cards) => startTransition(() => dispatch({ type: 'loaded', cards, area })),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [area, attempt]);

  const seoLoad = useLoad((signal) => seoContents({ path }, signal), [path]);
  const seo: SeoContent | null | undefined =
    seoLoad.status === 'ready' ? seoLoad.data : seoLoad.status === 'error' ? null : undefined;
  useSeoHead(seo, path);

  // The filters (~200 elements, inside a closed <details>) are rendered once the list has
  // painted and the main thread is idle, or at once when opened before that.
  const [filtersShown, setFiltersShown] = useState(false);
  const loaded = state.status === 'success';
  useEffect(() => {
    if (loaded && !filtersShown) return whenIdle(() => setFiltersShown(true));
  }, [loaded, filtersShown]);

  const options = useMemo(() => filterOptions(state.list.list), [state.list.list]);
  const shown = state.list.filteredList;
  const total = state.list.list.length;
  const sortValue = `${state.list.sortKey}:${state.list.sortDirection}`;
  const active = activeFilterCount(state);
  const heading = seo?.h1 || (state.area ? `${state.area.label} credit cards` : 'Credit cards');

  return (
    <div className="cards">
      <h1 className="cards__title">{heading}</h1>
      <p className="cards__lead">
        Compare fees and benefits, then apply online. Checking your eligibility does not affect your
        credit score.
      </p>
      {state.status === 'error' ? (
        <ErrorNotice message={state.error} retry={() => setAttempt((n) => n + 1)} />
      ) : state.status !== 'success' ? (
        <PageLoading label="Loading cards…" />
      ) : (
        <>
          <div className="cards__tools">
            <label className="cards__sort">
              <span>Sort by</span>
              <select
                className="input"
                value={sortValue}
                onChange={(e) => dispatch({ type: 'sort', ...parseSort(e.target.value) })}
              >
                {SORT_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <details
              className="cards__filters"
              onToggle={(e) => e.currentTarget.open && setFiltersShown(true)}
            >
              <summary>Filters{active > 0 ? ` (${active} on)` : ''}</summary>
              {filtersShown && (
                <CardFilters
                  filters={state.list.filters}
                  options={options}
                  feeCeiling={state.feeCeiling}
                  groups={['cardTypes', 'cardUsages', 'categoryIds', 'bankIds']}
                  active={active}
                  onFee={(value) => dispatch({ type: 'maxFee', value })}
                  onToggle={(filter, value) => dispatch({ type: 'toggle', filter, value })}
                  onToggleId={(filter, value) => dispatch({ type: 'toggleId', filter, value })}
                  onReset={() => dispatch({ type: 'reset' })}
                />
              )}
            </details>
          </div>
          <p className="cards__count" role="status" aria-live="polite">
            {shown.length === total
              ? `${total} ${total === 1 ? 'card' : 'cards'}`
              : `${shown.length} of ${total} cards match your filters`}
          </p>
          {shown.length === 0 ? (
            <div className="notice">
              <p>No card matches these filters.</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => dispatch({ type: 'reset' })}
              >
                Reset filters
              </button>
            </div>
          ) : (
            <CardListItems cards={shown} />
          )}
          {seo?.body && seo.body.length > 0 && (
            <section className="cards__about" aria-labelledby="cards-about">
              <h2 id="cards-about">About these cards</h2>
              {seo.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          )}
        </>
      )}
    </div>
  );
}
