import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatPercent, formatYearlyRate } from './formatPercent.js';

// A no-break space between the number and '%' (decision 091).
const nb = (text: string) => text.replace(' ', '\u00a0');

describe('formatPercent', () => {
  it.each([
    [24, '24 %'],
    [10.99, '10.99 %'],
    [18, '18 %'],
    [9, '9 %'],
    [10.5, '10.5 %'],
    [0, '0 %'],
    [0.125, '0.13 %'],
    [-2, '-2 %'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(nb(expected));
  });

  it('drops trailing zeros and keeps at most two decimals', () => {
    expect(formatPercent(Number('24.00'))).toBe(nb('24 %'));
    expect(formatPercent(Number('10.50'))).toBe(nb('10.5 %'));
    expect(formatPercent(33.333)).toBe(nb('33.33 %'));
    expect(formatPercent(Number.NaN)).toBe('');
  });

  it('joins the number to its sign with a no-break space, never a plain one', () => {
    expect(formatPercent(18)).toBe('18\u00a0%');
    expect(formatPercent(18)).not.toContain(' ');
  });
});

describe('formatBasisPoints', () => {
  it.each([
    [1099, '10.99 %'],
    [2400, '24 %'],
    [1050, '10.5 %'],
    [1850, '18.5 %'],
    [200, '2 %'],
    [5500, '55 %'],
  ])('%s bp → %s', (bp, expected) => {
    expect(formatBasisPoints(bp)).toBe(nb(expected));
  });
});

describe('formatYearlyRate', () => {
  it('says a year, never p.a.', () => {
    expect(formatYearlyRate(1099)).toBe('10.99\u00a0% a year');
    expect(formatYearlyRate(2400)).toBe('24\u00a0% a year');
  });
});
