import { describe, expect, it } from 'vitest';
import { CARD_JOURNEYS, journeyAliasOf } from './cardJourneys';

describe('journeyAliasOf', () => {
  it("finds an issuer's card journey by its name", () => {
    expect(journeyAliasOf('State Bank of India')).toBe('sbi');
    expect(journeyAliasOf('American Express Banking Corp.')).toBe('amex');
    expect(journeyAliasOf('HDFC Bank')).toBe('hdfc');
    expect(journeyAliasOf('Unknown Bank')).toBeNull();
  });

  it('lists every card journey of the spec except the test one', () => {
    expect(CARD_JOURNEYS.map((j) => j.alias).sort()).toEqual(
      ['amex', 'citi', 'hdfc', 'icici', 'rbl', 'sbi', 'stashfin'].sort(),
    );
  });
});
