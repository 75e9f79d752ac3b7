import { describe, expect, it } from 'vitest';
import { offerReasons } from './offerReasons.js';

describe('offerReasons', () => {
  it('an eligible card: what fits only (fit parts that count, no fee, criteria met)', () => {
    const why = offerReasons({
      eligible: true,
      reasons: ['income ₹80,000 meets the ₹25,000 minimum'],
      fit: [
        { key: 'issuer', points: 20, reason: 'you already bank with SBI' },
        { key: 'rewards', points: 0, reason: 'rewards none of your spend categories' },
        { key: 'fee', points: 0, reason: 'no annual fee' },
        { key: 'rating', points: 9, reason: 'rated 4.5' },
        { key: 'unknowns', points: -2, reason: '1 condition assumed met (details not given)' },
      ],
      failed: 0,
    });
    expect(why).toEqual({
      heading: 'Why it fits you',
      items: [
        'you already bank with SBI',
        'no annual fee',
        'income ₹80,000 meets the ₹25,000 minimum',
      ],
    });
  });

  it('an ineligible card: only what failed', () => {
    const why = offerReasons({
      eligible: false,
      reasons: [
        'credit history Fair (300–600) is below the Good (601–750) minimum',
        'age 30 is within 21–60',
      ],
      fit: [],
      failed: 1,
    });
    expect(why.heading).toBe('Why you may not be eligible');
    expect(why.items).toEqual([
      'credit history Fair (300–600) is below the Good (601–750) minimum',
    ]);
  });
});
