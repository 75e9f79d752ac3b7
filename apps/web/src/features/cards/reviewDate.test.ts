import { describe, expect, it } from 'vitest';
import { reviewDate } from './reviewDate';

describe('reviewDate', () => {
  it('writes every month as Intl en-IN does (day, short month, year)', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(2024, month, month + 1, 10, 30);
      expect(reviewDate(at.toISOString())).toBe(intl.format(at));
    }
  });

  it('reads a stored review date', () => {
    expect(reviewDate('2024-09-05T12:00:00')).toBe('5 Sept 2024');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(reviewDate('not a date')).toBe('');
    expect(reviewDate('')).toBe('');
  });
});
