import { describe, expect, it } from 'vitest';
import {
  COMBO_PARTS,
  COMBO_PRODUCTS,
  HDFC_ERGO_PLAN_ID,
  hospitalNetworkType,
  INSTRUMENT_IDS,
  INSURANCE_INSTRUMENT_IDS,
  instrumentIdsOf,
  isCombo,
  PRODUCT_NAMES,
  productOfInstrument,
  SINGLE_PRODUCTS,
} from './insuranceProducts.js';

describe('insurance products', () => {
  it('names the three combos of the spec', () => {
    expect(COMBO_PRODUCTS.map((c) => PRODUCT_NAMES[c])).toEqual([
      'Term with Hospital Cash and Business Suraksha',
      'Term, Business Suraksha and Group Personal Accident',
      'Term with Group Personal Accident',
    ]);
    for (const combo of COMBO_PRODUCTS) {
      expect(isCombo(combo)).toBe(true);
      expect(COMBO_PARTS[combo][0]).toBe('term');
    }
    expect(isCombo('term')).toBe(false);
  });

  it('gives every single product one of the spec instrument ids, each once', () => {
    const ids = SINGLE_PRODUCTS.map((p) => INSTRUMENT_IDS[p]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(INSURANCE_INSTRUMENT_IDS).toContain(id);
    for (const p of SINGLE_PRODUCTS) expect(productOfInstrument(INSTRUMENT_IDS[p])).toBe(p);
    expect(productOfInstrument(350)).toBeNull();
    expect(productOfInstrument(526)).toBeNull();
    expect(productOfInstrument(2)).toBeNull();
  });

  it("makes a combo's instruments its parts'", () => {
    expect(instrumentIdsOf('termAccident')).toEqual([INSTRUMENT_IDS.term, INSTRUMENT_IDS.accident]);
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
