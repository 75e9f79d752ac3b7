import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it.each([
    ['1990-08-15', '15/08/1990'],
    ['2000-02-29', '29/02/2000'],
    ['2026-11-21T10:00:00Z', '21/11/2026'],
    ['2026-11-21T19:00:00Z', '22/11/2026'],
    ['2026-11-21T10:00:00+05:30', '21/11/2026'],
    ['2001-02-29', ''],
    ['15/08/1990', ''],
    ['not a date', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('shows a Date as its day in India', () => {
    expect(formatDate(new Date('2026-01-05T00:00:00Z'))).toBe('05/01/2026');
    expect(formatDate(new Date('2025-12-31T18:30:00Z'))).toBe('01/01/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
