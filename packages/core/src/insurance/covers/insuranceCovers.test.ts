import { describe, expect, it } from 'vitest';
import { PARTY_IDS } from '../../catalog/parties.js';
import { HDFC_ERGO_PLAN_ID, hospitalNetworkType } from './groupHealth.js';
import { COMBO_PRODUCTS, COVER_VARIANT_IDS, SINGLE_PRODUCTS } from './insuranceCover.js';
import {
  COMBO_COVERS,
  comboCover,
  coverById,
  coverJourneyOf,
  coverOfPrefix,
  coverOfSlug,
  INSURANCE_COVERS,
  INSURANCE_INSTRUMENT_IDS,
  instrumentIdsOf,
  isCombo,
  productOfInstrument,
  SINGLE_COVERS,
  singleCover,
} from './insuranceCovers.js';

describe('INSURANCE_COVERS', () => {
  it('holds one record per product id, single covers then combos, in the spec order', () => {
    expect(SINGLE_COVERS.map((c) => c.id)).toEqual([...SINGLE_PRODUCTS]);
    expect(COMBO_COVERS.map((c) => c.id)).toEqual([...COMBO_PRODUCTS]);
    expect(INSURANCE_COVERS).toEqual([...SINGLE_COVERS, ...COMBO_COVERS]);
  });

  it('gives every cover its own slug and journeys, none shared', () => {
    const slugs = INSURANCE_COVERS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const journeys = INSURANCE_COVERS.flatMap((c) => c.journeys.map((j) => j.slug));
    expect(new Set(journeys).size).toBe(journeys.length);
    // The cover's own slug is one of its journeys' (its entry link and terms page).
    for (const cover of INSURANCE_COVERS) {
      expect(cover.journeys.map((j) => j.slug)).toContain(cover.slug);
    }
  });

  it("names each person cover variant once, on its cover's journey", () => {
    const ids = SINGLE_COVERS.flatMap((c) => c.journeys.flatMap((j) => j.variant?.id ?? []));
    expect([...ids].sort()).toEqual([...COVER_VARIANT_IDS].sort());
  });

  it('underwrites every single cover by an insurer of the catalogue, Lombard alone confirmed', () => {
    for (const cover of SINGLE_COVERS) {
      expect(PARTY_IDS).toContain(cover.insurer);
      for (const row of cover.plans.rows) if (row[2]) expect(PARTY_IDS).toContain(row[2]);
    }
    expect(SINGLE_COVERS.filter((c) => c.insurerConfirmed).map((c) => c.id)).toEqual(['lombard']);
    expect(singleCover('lombard').insurer).toBe('iciciLombard');
    expect(singleCover('term').insurer).toBe('kotakLife');
  });

  it('quotes Lombard by its own lead-add call, combos by theirs, the others by the common one', () => {
    expect(INSURANCE_COVERS.map((c) => [c.id, c.leadAddPath])).toEqual([
      ['shop', 'insurances/lead/add'],
      ['lombard', 'insurances/lombard/lead/add'],
      ['groupHealth', 'insurances/lead/add'],
      ['instaOpd', 'insurances/lead/add'],
      ['term', 'insurances/lead/add'],
      ['accident', 'insurances/lead/add'],
      ['dengueMalaria', 'insurances/lead/add'],
      ['hospicash', 'insurances/lead/add'],
      ['termHospicashSuraksha', 'insurances/lead/combo/add'],
      ['termSurakshaAccident', 'insurances/lead/combo/add'],
      ['termAccident', 'insurances/lead/combo/add'],
    ]);
  });

  it('finds a cover by product id, slug and journey prefix', () => {
    expect(coverById('hospicash')?.name).toBe('Hospital Cash');
    expect(coverById('nothing')).toBeNull();
    expect(coverOfSlug('lombard-shop-insurance')?.id).toBe('lombard');
    expect(coverOfPrefix('insurance/dengue-only')?.id).toBe('dengueMalaria');
    expect(coverOfPrefix('insurance/term-group-personal-accident')?.id).toBe('termAccident');
    expect(coverOfPrefix('dengue-only')).toBeNull();
    expect(coverOfPrefix('insurance/nothing')).toBeNull();
    expect(coverJourneyOf('group-personal-accident-voluntary')?.journey.variant?.voluntary).toBe(
      true,
    );
  });
});

describe('insurance products', () => {
  it('names the three combos of the spec', () => {
    expect(COMBO_PRODUCTS.map((c) => comboCover(c).name)).toEqual([
      'Term with Hospital Cash and Business Suraksha',
      'Term, Business Suraksha and Group Personal Accident',
      'Term with Group Personal Accident',
    ]);
    for (const combo of COMBO_PRODUCTS) {
      expect(isCombo(combo)).toBe(true);
      expect(comboCover(combo).parts[0]?.id).toBe('term');
      // A combo's parts are the single covers' own records.
      for (const part of comboCover(combo).parts) expect(SINGLE_COVERS).toContain(part);
    }
    expect(isCombo('term')).toBe(false);
  });

  it('gives every single product one of the spec instrument ids, each once', () => {
    const ids = SINGLE_PRODUCTS.map((p) => singleCover(p).instrumentId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(INSURANCE_INSTRUMENT_IDS).toContain(id);
    for (const p of SINGLE_PRODUCTS)
      expect(productOfInstrument(singleCover(p).instrumentId)).toBe(p);
    expect(productOfInstrument(350)).toBeNull();
    expect(productOfInstrument(526)).toBeNull();
    expect(productOfInstrument(2)).toBeNull();
  });

  it("makes a combo's instruments its parts'", () => {
    expect(instrumentIdsOf('termAccident')).toEqual([
      singleCover('term').instrumentId,
      singleCover('accident').instrumentId,
    ]);
    expect(instrumentIdsOf('termHospicashSuraksha')).toEqual([14, 33, 5]);
    expect(instrumentIdsOf('shop')).toEqual([5]);
  });
});

describe('hospitalNetworkType', () => {
  it('is HDFCERGO for plan 264 only, Kotak otherwise', () => {
    expect(HDFC_ERGO_PLAN_ID).toBe(264);
    expect(hospitalNetworkType(264)).toBe('HDFCERGO');
    expect(hospitalNetworkType(263)).toBe('Kotak');
    expect(hospitalNetworkType(265)).toBe('Kotak');
    expect(hospitalNetworkType(101)).toBe('Kotak');
  });
});
