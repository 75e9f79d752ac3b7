import { describe, expect, it } from 'vitest';
import { newestLead, OFFERS_LEAD_JOURNEYS, type OffersLead } from './offersLead';

const lead = (name: string, updated_at?: string): OffersLead => ({
  answers: { name },
  ...(updated_at ? { updated_at } : {}),
});

describe('the lead the personal-loan offers page reads (decision 058)', () => {
  it('asks for the personal loan’s and its eligibility check’s', () => {
    expect(OFFERS_LEAD_JOURNEYS).toEqual(['personal-loan', 'personal-loan/eligibility']);
  });

  it('reads the one saved last, whichever journey it is', () => {
    const loan = lead('loan', '2026-11-24T10:00:00.000Z');
    const check = lead('check', '2026-11-24T10:05:00.000Z');
    expect(newestLead([loan, check])).toBe(check);
    expect(newestLead([check, loan])).toBe(check);
  });

  it('reads the only one there is, or none', () => {
    const check = lead('check', '2026-11-24T10:05:00.000Z');
    expect(newestLead([null, check])).toBe(check);
    expect(newestLead([check, null])).toBe(check);
    expect(newestLead([null, null])).toBeNull();
  });

  it('keeps the first on a tie or without dates', () => {
    const a = lead('a', '2026-11-24T10:00:00.000Z');
    const b = lead('b', '2026-11-24T10:00:00.000Z');
    expect(newestLead([a, b])).toBe(a);
    expect(newestLead([lead('x'), lead('y')])?.answers.name).toBe('x');
    expect(newestLead([lead('x'), b])).toBe(b);
  });
});
