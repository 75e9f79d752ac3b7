import { describe, expect, it } from 'vitest';
import { singleCover } from './covers/insuranceCovers.js';
import { INSURANCE_PLANS, planById, planLabel, planOptions, plansOf } from './insurancePlans.js';

// Spec 03 §3, row by row: [product, premium ₹, sum insured ₹, plan id, insurer].
const ROWS = [
  ['shop', 299, 100_000, 101, 'Kotak General Insurance'],
  ['shop', 599, 300_000, 102, 'Kotak General Insurance'],
  ['shop', 999, 500_000, 103, 'Kotak General Insurance'],
  ['shop', 1599, 700_000, 104, 'Kotak General Insurance'],
  ['shop', 1799, 1_000_000, 105, 'Kotak General Insurance'],
  ['shop', 2599, 1_500_000, 106, 'Kotak General Insurance'],
  ['lombard', 1882, 1_050_000, 201, 'ICICI Lombard General Insurance'],
  ['lombard', 3470, 2_075_000, 202, 'ICICI Lombard General Insurance'],
  ['lombard', 7441, 4_175_000, 203, 'ICICI Lombard General Insurance'],
  ['lombard', 12_791, 7_250_000, 204, 'ICICI Lombard General Insurance'],
  ['term', 447, 300_000, 301, 'Kotak Life Insurance'],
  ['term', 745, 500_000, 302, 'Kotak Life Insurance'],
  ['term', 1490, 1_000_000, 303, 'Kotak Life Insurance'],
  ['accident', 447, 300_000, 401, 'Kotak General Insurance'],
  ['accident', 745, 500_000, 402, 'Kotak General Insurance'],
  ['accident', 1490, 1_000_000, 403, 'Kotak General Insurance'],
  ['dengueMalaria', 60, 100_000, 501, 'Kotak General Insurance'],
  ['dengueMalaria', 300, 500_000, 502, 'Kotak General Insurance'],
  ['dengueMalaria', 599, 1_000_000, 503, 'Kotak General Insurance'],
  // Hospital cash: not in the spec, decision 054's PLACEHOLDER table.
  ['hospicash', 199, 15_000, 601, 'Kotak General Insurance'],
  ['hospicash', 349, 30_000, 602, 'Kotak General Insurance'],
  ['hospicash', 649, 60_000, 603, 'Kotak General Insurance'],
  // Decision 052 (not in the spec): group health's premium per adult; 264 is HDFC ERGO's.
  ['groupHealth', 2999, 300_000, 261, 'Kotak General Insurance'],
  ['groupHealth', 3999, 500_000, 262, 'Kotak General Insurance'],
  ['groupHealth', 5999, 1_000_000, 263, 'Kotak General Insurance'],
  ['groupHealth', 4299, 500_000, 264, 'HDFC ERGO General Insurance'],
  // Decision 053's PLACEHOLDER table (the spec has none for Insta OPD).
  ['instaOpd', 499, 5000, 1301, 'Kotak General Insurance'],
  ['instaOpd', 899, 10_000, 1302, 'Kotak General Insurance'],
  ['instaOpd', 1499, 20_000, 1303, 'Kotak General Insurance'],
] as const;

describe('INSURANCE_PLANS', () => {
  it('holds the spec tables and nothing else', () => {
    expect(INSURANCE_PLANS).toHaveLength(ROWS.length);
    expect(new Set(INSURANCE_PLANS.map((p) => p.planId)).size).toBe(ROWS.length);
  });

  for (const [product, premium, sumInsured, planId, insurerName] of ROWS) {
    it(`${product}: ₹${premium} → ₹${sumInsured} is plan ${planId}`, () => {
      expect(planById(planId)).toEqual({
        planId,
        product,
        instrumentId: singleCover(product).instrumentId,
        insurer: expect.any(String),
        insurerName,
        sumInsuredPaise: sumInsured * 100,
        premiumPaise: premium * 100,
      });
      expect(planById(String(planId))?.planId).toBe(planId);
    });
  }

  it('keeps each table in the spec order', () => {
    expect(plansOf('shop').map((p) => p.premiumPaise / 100)).toEqual([
      299, 599, 999, 1599, 1799, 2599,
    ]);
    expect(plansOf('lombard').map((p) => p.sumInsuredPaise / 100)).toEqual([
      1_050_000, 2_075_000, 4_175_000, 7_250_000,
    ]);
    expect(plansOf('dengueMalaria').map((p) => p.premiumPaise / 100)).toEqual([60, 300, 599]);
  });

  it('gives plan 264 to the HDFC ERGO network (spec 03 §7), no other plan', () => {
    expect(planById(264)?.insurer).toBe('hdfcErgo');
    expect(INSURANCE_PLANS.filter((p) => p.insurer === 'hdfcErgo').map((p) => p.planId)).toEqual([
      264,
    ]);
    expect(planById('abc')).toBeNull();
  });
});

describe('planLabel and planOptions', () => {
  it('says the cover and the premium with GST, in lakh grouping', () => {
    const plan = planById(101);
    if (!plan) throw new Error('plan 101');
    expect(planLabel(plan)).toBe('₹1,00,000 cover for ₹299 (including GST)');
    const lombard = planById(204);
    if (!lombard) throw new Error('plan 204');
    expect(planLabel(lombard)).toBe('₹72,50,000 cover for ₹12,791 (including GST)');
  });

  it('values each option by its plan id; term is GST exempt (decision 075)', () => {
    expect(planOptions(plansOf('term'))).toEqual([
      { value: '301', label: '₹3,00,000 cover for ₹447 (GST exempt)' },
      { value: '302', label: '₹5,00,000 cover for ₹745 (GST exempt)' },
      { value: '303', label: '₹10,00,000 cover for ₹1,490 (GST exempt)' },
    ]);
  });

  it("words a plan by its journey's tax: the group accident policy's GST, the voluntary one exempt", () => {
    const [accident] = plansOf('accident');
    if (!accident) throw new Error('accident');
    expect(planLabel(accident)).toBe('₹3,00,000 cover for ₹447 (including GST)');
    expect(planLabel(accident, 'insurance/group-personal-accident-voluntary')).toBe(
      '₹3,00,000 cover for ₹447 (GST exempt)',
    );
  });
});
