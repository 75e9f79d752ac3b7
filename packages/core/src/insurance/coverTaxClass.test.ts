import { describe, expect, it } from 'vitest';
import { insuranceGstRatePercent } from '../payments/insuranceGstRule.js';
import type { SingleProduct } from './covers/insuranceCover.js';
import { coverTaxClass } from './coverTaxClass.js';

// Decision 075's reading of spec 03, journey by journey: [journey slug, product, GST rate].
const RATES: readonly [string, SingleProduct, number][] = [
  ['shop-insurance', 'shop', 18],
  ['lombard-shop-insurance', 'lombard', 18],
  ['group-health-insurance', 'groupHealth', 18],
  ['insta-opd', 'instaOpd', 0],
  ['term-insurance', 'term', 0],
  ['group-personal-accident', 'accident', 18],
  ['group-personal-accident-voluntary', 'accident', 0],
  ['dengue-malaria', 'dengueMalaria', 18],
  ['dengue-only', 'dengueMalaria', 18],
  ['dengue-malaria-voluntary', 'dengueMalaria', 0],
  ['hospicash', 'hospicash', 0],
];

describe('coverTaxClass (decision 075)', () => {
  it.each(RATES)('%s (%s) carries %i %% GST', (journey, product, rate) => {
    expect(insuranceGstRatePercent(coverTaxClass(product, `insurance/${journey}`))).toBe(rate);
    expect(insuranceGstRatePercent(coverTaxClass(product, journey))).toBe(rate);
  });

  it("gives a combo's part its own cover's class", () => {
    const combo = 'insurance/term-business-suraksha-group-personal-accident';
    expect(coverTaxClass('term', combo)).toBe('individualLifeOrHealth');
    expect(coverTaxClass('shop', combo)).toBe('nonLife');
    expect(coverTaxClass('accident', combo)).toBe('group');
    expect(coverTaxClass('hospicash', 'insurance/term-hospicash-business-suraksha')).toBe(
      'individualLifeOrHealth',
    );
  });

  it("is the cover's own class when no journey is known", () => {
    expect(coverTaxClass('term')).toBe('individualLifeOrHealth');
    expect(coverTaxClass('accident', null)).toBe('group');
  });
});
