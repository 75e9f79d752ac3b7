import { describe, expect, it } from 'vitest';
import { emiBand, emiRatio, parseRupees } from './emiRatio';

describe('emiRatio', () => {
  it('gives the share of income that goes to EMIs, to one decimal', () => {
    expect(emiRatio(60_000, 15_000)).toEqual({
      percent: 25,
      band: 'comfortable',
      targetEmi: 24_000,
      room: 9_000,
    });
    expect(emiRatio(45_000, 10_000)?.percent).toBe(22.2);
  });

  it('shows negative room when the EMIs are over 40% of income', () => {
    expect(emiRatio(50_000, 30_000)).toMatchObject({ percent: 60, band: 'high', room: -10_000 });
  });

  it('counts no EMIs as 0%', () => {
    expect(emiRatio(30_000, 0)).toMatchObject({ percent: 0, band: 'comfortable', room: 12_000 });
  });

  it('cannot be worked out without an income, or from negative or endless amounts', () => {
    expect(emiRatio(0, 1000)).toBeNull();
    expect(emiRatio(-5, 1000)).toBeNull();
    expect(emiRatio(1000, -1)).toBeNull();
    expect(emiRatio(Number.NaN, 1)).toBeNull();
    expect(emiRatio(1000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('emiBand', () => {
  it('is comfortable up to 30%, stretched up to 50%, high above', () => {
    expect(emiBand(30)).toBe('comfortable');
    expect(emiBand(30.1)).toBe('stretched');
    expect(emiBand(50)).toBe('stretched');
    expect(emiBand(50.1)).toBe('high');
  });
});

describe('parseRupees', () => {
  it('reads digits with Indian or Western commas, spaces and a ₹ sign', () => {
    expect(parseRupees('120000')).toBe(120_000);
    expect(parseRupees('₹1,20,000')).toBe(120_000);
    expect(parseRupees(' 1,200,000 ')).toBe(1_200_000);
    expect(parseRupees('0')).toBe(0);
  });

  it('refuses empty text, decimals, signs and letters', () => {
    for (const text of ['', '  ', '12.5', '-100', '1e5', 'abc', '₹']) {
      expect(parseRupees(text)).toBeNull();
    }
  });
});
