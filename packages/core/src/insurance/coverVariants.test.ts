import { describe, expect, it } from 'vitest';
import {
  COVER_VARIANTS,
  type CoverVariant,
  coverPlansOf,
  coverPrefix,
  coverVariantOf,
  groupPlanOf,
} from './coverVariants.js';
import { PRODUCT_SLUGS } from './insuranceProducts.js';

describe('COVER_VARIANTS (decision 054)', () => {
  it("keeps the products' own slugs and adds the variants'", () => {
    expect(coverPrefix('dengueMalaria')).toBe(`insurance/${PRODUCT_SLUGS.dengueMalaria}`);
    expect(coverPrefix('accident')).toBe('insurance/group-personal-accident');
    expect(coverPrefix('hospicash')).toBe('insurance/hospicash');
    expect(coverPrefix('dengueMalariaVoluntary')).toBe('insurance/dengue-malaria-voluntary');
    expect(coverVariantOf('insurance/group-personal-accident-voluntary')?.voluntary).toBe(true);
    expect(coverVariantOf('dengue-only')?.endsAfterPersonal).toBe(true);
    expect(coverVariantOf('insurance/term-insurance')).toBeNull();
  });

  it('turns the hospicash flag off for the voluntary dengue-and-malaria group policy', () => {
    expect(COVER_VARIANTS.dengueMalariaVoluntary.hospicash).toBe(false);
    expect(COVER_VARIANTS.hospicash.hospicash).toBe(true);
    for (const v of Object.values(COVER_VARIANTS) as CoverVariant[]) {
      expect(v.hospicash).toBe(v.product === 'hospicash');
    }
  });

  it('starts with a plan step exactly for the voluntary variants and hospicash', () => {
    for (const v of Object.values(COVER_VARIANTS) as CoverVariant[]) {
      expect(v.planStep).toBe(v.voluntary || v.product === 'hospicash');
    }
  });

  it("gives a group policy the product's first plan, and a voluntary buyer the table", () => {
    expect(groupPlanOf(COVER_VARIANTS.dengueMalaria)?.planId).toBe(501);
    expect(groupPlanOf(COVER_VARIANTS.dengueOnly)?.planId).toBe(501);
    expect(groupPlanOf(COVER_VARIANTS.accident)?.planId).toBe(401);
    expect(groupPlanOf(COVER_VARIANTS.accidentVoluntary)).toBeNull();
    expect(coverPlansOf(COVER_VARIANTS.accidentVoluntary).map((p) => p.planId)).toEqual([
      401, 402, 403,
    ]);
    expect(coverPlansOf(COVER_VARIANTS.hospicash).map((p) => p.premiumPaise / 100)).toEqual([
      199, 349, 649,
    ]);
  });
});
