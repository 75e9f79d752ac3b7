import { describe, expect, it } from 'vitest';
import type { Review } from '../../api/cardsApi';
import type { Load, LoadAction, ReviewsAction, ReviewsState } from './loadState';
import { hasMoreReviews, initialReviews, loadReducer, reviewsReducer } from './loadState';

const review = (id: number): Review => ({
  id: String(id),
  credit_card_id: 6,
  rating: 4,
  title: `Review ${id}`,
  body: 'Good card.',
  author: 'Asha',
  created_at: '2025-01-01T00:00:00Z',
});

describe('load cycle', () => {
  const run = (...actions: LoadAction<number>[]): Load<number> =>
    actions.reduce<Load<number>>(loadReducer, { status: 'idle' });

  it('goes idle → loading → success with data', () => {
    expect(run({ type: 'load' })).toEqual({ status: 'loading' });
    expect(run({ type: 'load' }, { type: 'success', data: 7 })).toEqual({
      status: 'success',
      data: 7,
    });
  });

  it('goes to error with a message, and reset restores idle', () => {
    expect(
      run({ type: 'load' }, { type: 'error', message: 'Cannot find card with id: x' }),
    ).toEqual({ status: 'error', message: 'Cannot find card with id: x' });
    expect(run({ type: 'load' }, { type: 'success', data: 1 }, { type: 'reset' })).toEqual({
      status: 'idle',
    });
  });
});

describe('reviews', () => {
  const run = (...actions: ReviewsAction[]): ReviewsState =>
    actions.reduce(reviewsReducer, initialReviews);
  const page = (ids: number[], total = 7) => ({
    total,
    averageRating: 4.2,
    results: ids.map(review),
  });

  it('starts not loaded and without error', () => {
    const state = run({ type: 'fetch' });
    expect(state).toMatchObject({ isLoaded: false, hasError: false, reviews: [] });
    expect(hasMoreReviews(state)).toBe(false);
  });

  it('stores the reviews, the total and the average', () => {
    const state = run({ type: 'fetch' }, { type: 'success', page: page([1, 2]), append: false });
    expect(state).toMatchObject({ isLoaded: true, total: 7, averageRating: 4.2 });
    expect(state.reviews.map((r) => r.id)).toEqual(['1', '2']);
    expect(hasMoreReviews(state)).toBe(true);
  });

  it('appends "More reviews" without repeating one already shown', () => {
    const state = run(
      { type: 'fetch' },
      { type: 'success', page: page([1, 2]), append: false },
      { type: 'more' },
      { type: 'success', page: page([2, 3, 4]), append: true },
    );
    expect(state.reviews.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
    expect(state.loadingMore).toBe(false);
  });

  it('stops offering more once all are shown', () => {
    const state = run({ type: 'success', page: page([1, 2], 2), append: false });
    expect(hasMoreReviews(state)).toBe(false);
  });

  it('on error is loaded, keeps the message and the reviews shown', () => {
    const state = run(
      { type: 'success', page: page([1]), append: false },
      { type: 'more' },
      { type: 'error', message: 'down' },
    );
    expect(state).toMatchObject({ isLoaded: true, hasError: true, message: 'down' });
    expect(state.reviews).toHaveLength(1);
    expect(run({ type: 'fetch' }, { type: 'error', message: 'x' })).toMatchObject({
      isLoaded: true,
      hasError: true,
      reviews: [],
    });
  });
});
