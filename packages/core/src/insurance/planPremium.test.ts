import { describe, expect, it } from 'vitest';
import { INSURANCE_PLANS, planById } from './insurancePlans.js';
import { planPremium, premiumWithGstText } from './planPremium.js';

// Every row's premium split at 18 % inclusive: [plan id, taxable paise, GST paise, CGST, SGST].
const SPLITS = [
  [101, 25_339, 4561, 2280, 2281],
  [102, 50_763, 9137, 4568, 4569],
  [103, 84_661, 15_239, 7619, 7620],
  [104, 135_508, 24_392, 12_196, 12_196],
  [105, 152_458, 27_442, 13_721, 13_721],
  [106, 220_254, 39_646, 19_823, 19_823],
  [201, 159_492, 28_708, 14_354, 14_354],
  [202, 294_068, 52_932, 26_466, 26_466],
  [203, 630_593, 113_507, 56_753, 56_754],
  [204, 1_083_983, 195_117, 97_558, 97_559],
  [301, 37_881, 6819, 3409, 3410],
  [302, 63_136, 11_364, 5682, 5682],
  [303, 126_271, 22_729, 11_364, 11_365],
  [401, 37_881, 6819, 3409, 3410],
  [402, 63_136, 11_364, 5682, 5682],
  [403, 126_271, 22_729, 11_364, 11_365],
  [501, 5085, 915, 457, 458],
  [502, 25_424, 4576, 2288, 2288],
  [503, 50_763, 9137, 4568, 4569],
  [601, 16_864, 3036, 1518, 1518],
  [602, 29_576, 5324, 2662, 2662],
  [603, 55_000, 9900, 4950, 4950],
  [261, 254_153, 45_747, 22_873, 22_874],
  [262, 338_898, 61_002, 30_501, 30_501],
  [263, 508_390, 91_510, 45_755, 45_755],
  [264, 364_322, 65_578, 32_789, 32_789],
  [1301, 42_288, 7612, 3806, 3806],
  [1302, 76_186, 13_714, 6857, 6857],
  [1303, 127_034, 22_866, 11_433, 11_433],
] as const;

describe('planPremium', () => {
  it('covers every plan', () => {
    const byId = (a: number, b: number) => a - b;
    expect(SPLITS.map(([id]) => id).sort(byId)).toEqual(
      INSURANCE_PLANS.map((p) => p.planId).sort(byId),
    );
  });

  for (const [planId, base, gst, cgst, sgst] of SPLITS) {
    it(`splits plan ${planId}'s premium inside the price`, () => {
      const plan = planById(planId);
      if (!plan) throw new Error(`plan ${planId}`);
      const split = planPremium(plan);
      expect(split).toEqual({
        totalPaise: plan.premiumPaise,
        basePaise: base,
        gstPaise: gst,
        cgstPaise: cgst,
        sgstPaise: sgst,
        ratePercent: 18,
      });
      expect(split.basePaise + split.gstPaise).toBe(plan.premiumPaise);
    });
  }

  it('words the premium as decision 040 does', () => {
    const plan = planById(101);
    if (!plan) throw new Error('plan 101');
    expect(premiumWithGstText(plan)).toBe('₹299, including ₹45.61 GST (18%)');
    const dengue = planById(501);
    if (!dengue) throw new Error('plan 501');
    expect(premiumWithGstText(dengue)).toBe('₹60, including ₹9.15 GST (18%)');
  });
});
