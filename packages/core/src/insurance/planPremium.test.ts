import { describe, expect, it } from 'vitest';
import { INSURANCE_PLANS, planById } from './insurancePlans.js';
import { planPremium, premiumWithGstText } from './planPremium.js';

// The rows of the covers that carry GST (decision 075: shop and Lombard are non-life; group
// health, the group personal accident and the dengue and malaria group policy are group
// policies), split at 18 % inclusive: [plan id, taxable paise, GST paise, CGST, SGST].
const TAXED = [
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
  [401, 37_881, 6819, 3409, 3410],
  [402, 63_136, 11_364, 5682, 5682],
  [403, 126_271, 22_729, 11_364, 11_365],
  [501, 5085, 915, 457, 458],
  [502, 25_424, 4576, 2288, 2288],
  [503, 50_763, 9137, 4568, 4569],
  [261, 254_153, 45_747, 22_873, 22_874],
  [262, 338_898, 61_002, 30_501, 30_501],
  [263, 508_390, 91_510, 45_755, 45_755],
  [264, 364_322, 65_578, 32_789, 32_789],
] as const;

// The rows of the individual life and health covers, exempt from 22-09-2025 (Notification No.
// 16/2025-Central Tax (Rate)): term, hospital cash and Insta OPD.
const EXEMPT = [301, 302, 303, 601, 602, 603, 1301, 1302, 1303] as const;

describe('planPremium', () => {
  it('covers every plan', () => {
    const byId = (a: number, b: number) => a - b;
    expect([...TAXED.map(([id]) => id), ...EXEMPT].sort(byId)).toEqual(
      INSURANCE_PLANS.map((p) => p.planId).sort(byId),
    );
  });

  for (const [planId, base, gst, cgst, sgst] of TAXED) {
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
        exemptPaise: 0,
      });
      expect(split.basePaise + split.gstPaise).toBe(plan.premiumPaise);
    });
  }

  for (const planId of EXEMPT) {
    it(`charges no GST on plan ${planId}, an individual life or health cover`, () => {
      const plan = planById(planId);
      if (!plan) throw new Error(`plan ${planId}`);
      expect(planPremium(plan)).toEqual({
        totalPaise: plan.premiumPaise,
        basePaise: plan.premiumPaise,
        gstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        ratePercent: 0,
        exemptPaise: plan.premiumPaise,
      });
    });
  }

  it("taxes a group policy's voluntary variant as the buyer's own cover: exempt", () => {
    const accident = planById(401);
    const dengue = planById(502);
    if (!accident || !dengue) throw new Error('plans');
    expect(planPremium(accident, { journey: 'insurance/group-personal-accident' }).gstPaise).toBe(
      6819,
    );
    expect(
      planPremium(accident, { journey: 'insurance/group-personal-accident-voluntary' }).gstPaise,
    ).toBe(0);
    expect(planPremium(dengue, { journey: 'dengue-malaria-voluntary' }).ratePercent).toBe(0);
    expect(planPremium(dengue, { journey: 'dengue-only' }).ratePercent).toBe(18);
    expect(planPremium(dengue, { journey: 'dengue-malaria' }).ratePercent).toBe(18);
  });

  it('applies the rule of the day of purchase: term bought before 22-09-2025 carried 18 %', () => {
    const term = planById(301);
    if (!term) throw new Error('plan 301');
    expect(planPremium(term, { boughtOn: new Date('2025-09-01T06:00:00Z') })).toMatchObject({
      basePaise: 37_881,
      gstPaise: 6819,
      ratePercent: 18,
    });
    expect(planPremium(term, { boughtOn: new Date('2025-09-22T06:00:00Z') }).gstPaise).toBe(0);
  });

  it('words the premium as decision 040 does', () => {
    const plan = planById(101);
    if (!plan) throw new Error('plan 101');
    expect(premiumWithGstText(plan)).toBe('₹299, including ₹45.61 GST (18\u00a0%)');
    const dengue = planById(501);
    if (!dengue) throw new Error('plan 501');
    expect(premiumWithGstText(dengue)).toBe('₹60, including ₹9.15 GST (18\u00a0%)');
  });

  it("says 'GST exempt' of an exempt premium (decision 075)", () => {
    const term = planById(301);
    const dengue = planById(501);
    if (!term || !dengue) throw new Error('plans');
    expect(premiumWithGstText(term)).toBe('₹447, GST exempt');
    expect(premiumWithGstText(dengue, { journey: 'dengue-malaria-voluntary' })).toBe(
      '₹60, GST exempt',
    );
  });
});
