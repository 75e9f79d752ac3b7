import { useEffect, useReducer } from 'react';
import type { Review, ReviewsPage } from '../../api/cardsApi';
import { isAbort } from '../../api/request';
import { messageOf } from './messages';

// The data-store load cycle (spec 01 §4): idle, loading, then success with data or error
// with a message; reset restores the initial state. Reviews have their own (below).

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

export type LoadAction<T> =
  | { type: 'load' }
  | { type: 'success'; data: T }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export function loadReducer<T>(_state: Load<T>, action: LoadAction<T>): Load<T> {
  switch (action.type) {
    case 'load':
      return { status: 'loading' };
    case 'success':
      return { status: 'success', data: action.data };
    case 'error':
      return { status: 'error', message: action.message };
    case 'reset':
      return { status: 'idle' };
  }
}

/**
 * Runs `load` whenever `key` changes (nothing while it is null), through the load cycle; the
 * previous call is aborted. `key` names what is loaded (e.g. the card searched).
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, dispatch] = useReducer(
    loadReducer as (s: Load<T>, a: LoadAction<T>) => Load<T>,
    { status: 'idle' } as Load<T>,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads
  useEffect(() => {
    if (key === null) return dispatch({ type: 'reset' });
    const controller = new AbortController();
    dispatch({ type: 'load' });
    load(controller.signal).then(
      (data) => dispatch({ type: 'success', data }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}

/** The reviews state (spec 01 §3 "Reviews state", §4 reviews). */
export interface ReviewsState {
  reviews: Review[];
  isLoaded: boolean;
  hasError: boolean;
  total: number;
  averageRating: number;
  /** The error's message (spec: "stores the message"). */
  message: string | null;
  /** A "More reviews" call is running (the list stays shown). */
  loadingMore: boolean;
}

export type ReviewsAction =
  | { type: 'fetch' }
  | { type: 'more' }
  | { type: 'success'; page: ReviewsPage; append: boolean }
  | { type: 'error'; message: string };

export const initialReviews: ReviewsState = {
  reviews: [],
  isLoaded: false,
  hasError: false,
  total: 0,
  averageRating: 0,
  message: null,
  loadingMore: false,
};

/**
 * The initial fetch sets isLoaded and hasError false; success stores the reviews, the total
 * and the average; "More reviews" appends (a review already shown is not repeated); an error
 * sets isLoaded true and stores the message, keeping the reviews already shown.
 */
export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'fetch':
      return { ...initialReviews };
    case 'more':
      return { ...state, hasError: false, message: null, loadingMore: true };
    case 'success': {
      const seen = new Set(state.reviews.map((r) => r.id));
      const reviews = action.append
        ? [...state.reviews, ...action.page.results.filter((r) => !seen.has(r.id))]
        : action.page.results;
      return {
        reviews,
        isLoaded: true,
        hasError: false,
        total: action.page.total,
        averageRating: action.page.averageRating,
        message: null,
        loadingMore: false,
      };
    }
    case 'error':
      return {
        ...state,
        isLoaded: true,
        hasError: true,
        message: action.message,
        loadingMore: false,
      };
  }
}

/** Whether "More reviews" has more to show. */
export const hasMoreReviews = (state: ReviewsState): boolean =>
  state.isLoaded && state.reviews.length < state.total;
