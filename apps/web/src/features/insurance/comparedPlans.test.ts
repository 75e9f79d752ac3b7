import { describe, expect, it } from 'vitest';
import { comparedPlans, wordingCovers } from './comparedPlans';

describe('comparedPlans (decision 083)', () => {
  it('gives every plan of a journey with its insurer, premium tax apart and facts', () => {
    const shop = comparedPlans('shop-insurance');
    expect(shop?.cards).toHaveLength(6);
    const first = shop?.cards[0];
    expect(first?.insurer).toBe('Zurich Kotak General Insurance Company (India) Limited');
    expect(first?.premium).toBe('₹253.39 + GST ₹45.61 (18\u00a0%)');
    expect(first?.wordingHref).toBe('/insurance/policy-wording/shop-insurance');
    expect(first?.inclusions.length).toBeGreaterThan(0);
    expect(shop?.sample).toBe(true);
    expect(shop?.journeyPath).toBe('/insurance/shop-insurance');
  });

  it('taxes a voluntary variant as the buyer’s own cover', () => {
    const own = comparedPlans('group-personal-accident-voluntary');
    expect(own?.cards[0]?.premium).toMatch(/^₹447 \+ GST: exempt/);
  });

  it("lists a combo's parts on each of its cards", () => {
    const combo = comparedPlans('term-group-personal-accident');
    expect(combo?.cards).toHaveLength(3);
    expect(combo?.cards[0]?.parts?.map((p) => p.title)).toEqual([
      '₹3,00,000 Term Insurance',
      '₹3,00,000 Group Personal Accident',
    ]);
  });

  it('prices group health per member and finds nothing for an unknown slug', () => {
    expect(comparedPlans('group-health-insurance')?.cards[0]?.premium).toMatch(
      /^per adult ₹[\d,.]+ \+ GST ₹[\d,.]+ \(18\u00a0%\), per child /,
    );
    expect(comparedPlans('nothing')).toBeNull();
  });

  it("gives the wording page each part's insurers and facts", () => {
    const group = wordingCovers('group-health-insurance');
    expect(group?.parts[0]?.insurers).toBe(
      'Zurich Kotak General Insurance Company (India) Limited or HDFC ERGO General Insurance Company Limited',
    );
    expect(wordingCovers('term-hospicash-business-suraksha')?.parts).toHaveLength(3);
    expect(wordingCovers('nothing')).toBeNull();
  });
});
