import { useEffect, useReducer, useRef } from 'react';
import { getReviews } from '../../api/cardsApi';
import { isAbort } from '../../api/request';
import { hasMoreReviews, initialReviews, reviewsReducer } from './loadState';
import { messageOf } from './messages';
import { ReviewForm } from './ReviewForm';
import { reviewDate } from './reviewDate';

/**
 * A card's reviews, written by applicants and approved (decision 031): the average, the
 * newest first, "More reviews" appends the next page; "No reviews yet" without any; the form.
 */
export function Reviews({ cardId, cardName }: { cardId: number; cardName: string }) {
  const [state, dispatch] = useReducer(reviewsReducer, initialReviews);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'fetch' });
    getReviews(cardId, 0, controller.signal).then(
      (page) => dispatch({ type: 'success', page, append: false }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'error', message: messageOf(error) });
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
    };
  }, [cardId]);

  const loadMore = () => {
    more.current?.abort();
    const controller = new AbortController();
    more.current = controller;
    dispatch({ type: 'more' });
    getReviews(cardId, state.reviews.length, controller.signal).then(
      (page) => dispatch({ type: 'success', page, append: true }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'error', message: messageOf(error) });
      },
    );
  };

  return (
    <section
      className="card-section reviews"
      aria-labelledby="card-reviews"
      aria-busy={!state.isLoaded}
    >
      <h2 id="card-reviews">Reviews</h2>
      {!state.isLoaded ? (
        <p className="reviews__meta">Loading reviews…</p>
      ) : state.total === 0 && !state.hasError ? (
        <p>No reviews yet.</p>
      ) : (
        state.total > 0 && (
          <p className="reviews__summary">
            {state.averageRating.toFixed(1)} out of 5 · {state.total}{' '}
            {state.total === 1 ? 'review' : 'reviews'}
          </p>
        )
      )}
      {state.reviews.length > 0 && (
        <ul className="reviews__list">
          {state.reviews.map((r) => (
            <li key={r.id} className="reviews__item">
              <article aria-label={`Review: ${r.title}`}>
                <h3>{r.title}</h3>
                <p className="reviews__meta">
                  <span aria-hidden="true">{'★'.repeat(Math.round(r.rating))} </span>
                  <span className="visually-hidden">Rated {r.rating} out of 5, </span>
                  {r.author}
                  {reviewDate(r.created_at) ? `, ${reviewDate(r.created_at)}` : ''}
                </p>
                <p>{r.body}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {state.isLoaded && state.reviews.length > 0
          ? `Showing ${state.reviews.length} of ${state.total} reviews`
          : ''}
      </p>
      {state.hasError && (
        <p className="reviews__error" role="alert">
          {state.message}
        </p>
      )}
      {(hasMoreReviews(state) || (state.hasError && state.reviews.length > 0)) && (
        <button
          type="button"
          className="button button--secondary"
          onClick={loadMore}
          disabled={state.loadingMore}
        >
          {state.loadingMore ? 'Loading…' : 'More reviews'}
        </button>
      )}
      <ReviewForm cardId={cardId} cardName={cardName} />
    </section>
  );
}
