import { describe, expect, it } from 'vitest';
import {
  CREDIT_HISTORY_ORDER,
  creditHistoryFromScore,
  creditHistoryText,
  EMPLOYER_CATEGORIES,
  employerCategory,
} from './employerCategories.js';

describe('employer categories', () => {
  it('are the spec 13, by employment', () => {
    expect(EMPLOYER_CATEGORIES).toHaveLength(13);
    const by = (e: string) =>
      EMPLOYER_CATEGORIES.filter((c) => c.employment === e).map((c) => c.key);
    expect(by('salaried')).toEqual(['government', 'armedForces', 'psu', 'listedCompany', 'pvtLtd']);
    expect(by('selfEmployed')).toEqual(['proprietorship', 'partnership', 'pvtLtdCompany', 'llp']);
    expect(by('professional')).toEqual(['doctor', 'architect', 'lawyer', 'charteredAccountant']);
    expect(EMPLOYER_CATEGORIES.map((c) => c.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  it('are found by key or id', () => {
    expect(employerCategory('doctor')?.id).toBe(10);
    expect(employerCategory(13)?.key).toBe('charteredAccountant');
    expect(employerCategory(0)).toBeUndefined();
    expect(employerCategory('ceo')).toBeUndefined();
  });
});

describe('credit history', () => {
  it('orders the levels and reads a score', () => {
    expect(CREDIT_HISTORY_ORDER).toEqual(['noCredit', 'average', 'excellent', 'outstanding']);
    expect([-1, 0, 600, 601, 750, 751, 900, -2].map(creditHistoryFromScore)).toEqual([
      'noCredit',
      'average',
      'average',
      'excellent',
      'excellent',
      'outstanding',
      'outstanding',
      null,
    ]);
    expect(creditHistoryText('average')).toBe('Fair (300–600)');
  });
});
