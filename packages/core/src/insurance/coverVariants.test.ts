import { describe, expect, it } from 'vitest';
import { COVER_VARIANT_IDS } from './covers/insuranceCover.js';
import { singleCover } from './covers/insuranceCovers.js';
import {
  coverPlansOf,
  coverPrefix,
  coverVariant,
  coverVariantOf,
  groupPlanOf,
} from './coverVariants.js';

const COVER_VARIANTS = Object.fromEntries(COVER_VARIANT_IDS.map((id) => [id, coverVariant(id)]));
const variant = coverVariant;

describe("the person covers' variants (decision 054)", () => {
  it("keeps the products' own slugs and adds the variants'", () => {
    expect(coverPrefix('dengueMalaria')).toBe(`insurance/${singleCover('dengueMalaria').slug}`);
    expect(coverPrefix('accident')).toBe('insurance/group-personal-accident');
    expect(coverPrefix('hospicash')).toBe('insurance/hospicash');
    expect(coverPrefix('dengueMalariaVoluntary')).toBe('insurance/dengue-malaria-voluntary');
    expect(coverVariantOf('insurance/group-personal-accident-voluntary')?.voluntary).toBe(true);
    expect(coverVariantOf('dengue-only')?.endsAfterPersonal).toBe(true);
    expect(coverVariantOf('insurance/term-insurance')).toBeNull();
  });

  it('turns the hospicash flag off for the voluntary dengue-and-malaria group policy', () => {
    expect(variant('dengueMalariaVoluntary').hospicash).toBe(false);
    expect(variant('hospicash').hospicash).toBe(true);
    for (const v of Object.values(COVER_VARIANTS)) {
      expect(v.hospicash).toBe(v.product === 'hospicash');
    }
  });

  it('starts with a plan step exactly for the voluntary variants and hospicash', () => {
    for (const v of Object.values(COVER_VARIANTS)) {
      expect(v.planStep).toBe(v.voluntary || v.product === 'hospicash');
    }
  });

  it("gives a group policy the product's first plan, and a voluntary buyer the table", () => {
    expect(groupPlanOf(variant('dengueMalaria'))?.planId).toBe(501);
    expect(groupPlanOf(variant('dengueOnly'))?.planId).toBe(501);
    expect(groupPlanOf(variant('accident'))?.planId).toBe(401);
    expect(groupPlanOf(variant('accidentVoluntary'))).toBeNull();
    expect(coverPlansOf(variant('accidentVoluntary')).map((p) => p.planId)).toEqual([
      401, 402, 403,
    ]);
    expect(coverPlansOf(variant('hospicash')).map((p) => p.premiumPaise / 100)).toEqual([
      199, 349, 649,
    ]);
  });
});
