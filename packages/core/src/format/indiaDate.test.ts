import { describe, expect, it } from 'vitest';
import { IST_OFFSET_MS, indiaDate } from './indiaDate.js';

describe('indiaDate', () => {
  it('is the UTC day until 18:30 UTC, the next day from then (India midnight)', () => {
    expect(indiaDate(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
    expect(indiaDate(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(indiaDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-22');
  });

  it('crosses the month and the year at India midnight', () => {
    expect(indiaDate(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(indiaDate(new Date('2024-02-28T20:00:00Z'))).toBe('2024-02-29');
  });

  it('counts days on from the India day', () => {
    expect(indiaDate(new Date('2026-11-21T19:00:00Z'), 1)).toBe('2026-11-23');
    expect(indiaDate(new Date('2026-12-31T10:00:00Z'), 1)).toBe('2027-01-01');
    expect(indiaDate(new Date('2026-03-01T10:00:00Z'), -1)).toBe('2026-02-28');
  });

  it('is five and a half hours ahead of UTC', () => {
    expect(IST_OFFSET_MS).toBe(5.5 * 60 * 60 * 1000);
  });

  it('refuses an invalid date', () => {
    expect(() => indiaDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
