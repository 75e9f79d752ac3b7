import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewLimits } from './reviewLimits.js';

describe('reviewLimits', () => {
  const body = 'Good rewards on groceries, easy app.';
  it('accepts a whole review', () => {
    expect(reviewLimits({ rating: 4, title: 'Good', body })).toEqual({});
  });
  it('names each field that is wrong', () => {
    expect(reviewLimits({ rating: 0, title: ' ', body: 'short' })).toEqual(REVIEW_MESSAGES);
    expect(reviewLimits({ rating: 4.5, title: 'x'.repeat(81), body })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: REVIEW_MESSAGES.title,
    });
  });
});
