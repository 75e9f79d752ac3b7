import { describe, expect, it } from 'vitest';
import { ageByDate, compareBirthDates } from './ageByDate.js';

const today = new Date('2026-11-21T00:00:00Z');

describe('ageByDate', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageByDate({ date: 21, month: 11, year: 2005 }, today)).toBe(21);
    expect(ageByDate({ date: 22, month: 11, year: 2005 }, today)).toBe(20);
    expect(ageByDate({ date: 21, month: 12, year: 2005 }, today)).toBe(20);
    expect(ageByDate({ date: 20, month: 10, year: 2005 }, today)).toBe(21);
  });

  it('counts 29 February on 1 March in a year without one', () => {
    const leap = { date: 29, month: 2, year: 2004 };
    expect(ageByDate(leap, new Date('2025-02-28T00:00:00Z'))).toBe(20);
    expect(ageByDate(leap, new Date('2025-03-01T00:00:00Z'))).toBe(21);
  });
});

describe('compareBirthDates', () => {
  it('orders by year, month and day', () => {
    const a = { date: 1, month: 1, year: 1990 };
    expect(compareBirthDates(a, { date: 2, month: 1, year: 1990 })).toBe(-1);
    expect(compareBirthDates(a, { date: 1, month: 1, year: 1990 })).toBe(0);
    expect(compareBirthDates({ date: 1, month: 12, year: 1989 }, a)).toBe(-1);
    expect(compareBirthDates({ date: 1, month: 2, year: 1990 }, a)).toBe(1);
  });
});
