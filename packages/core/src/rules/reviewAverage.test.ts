import { describe, expect, it } from 'vitest';
import { reviewAverage } from './reviewAverage.js';

describe('reviewAverage', () => {
  it('is the mean of the stars to one decimal', () => {
    expect(reviewAverage([5, 4, 4])).toBe(4.3);
    expect(reviewAverage([5, 4])).toBe(4.5);
    expect(reviewAverage([1])).toBe(1);
  });

  it('is null with no reviews, and ignores what is not a star', () => {
    expect(reviewAverage([])).toBeNull();
    expect(reviewAverage([0, 6, 2.5])).toBeNull();
    expect(reviewAverage([3, 9])).toBe(3);
  });
});
