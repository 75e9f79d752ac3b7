import { describe, expect, it } from 'vitest';
import {
  COMBO_PLANS,
  comboHasBusiness,
  comboPartPlanById,
  comboPlanById,
  comboPlanLabel,
  comboPlanOptions,
  comboPlansOf,
  comboPremium,
  partKeyExclusions,
  partPremium,
} from './comboPlans.js';
import { COMBO_PRODUCTS } from './covers/insuranceCover.js';
import { comboCover } from './covers/insuranceCovers.js';
import { planById } from './insurancePlans.js';
import { isNeutralText } from './planNeutrality.js';

describe('the combo plans (decision 055)', () => {
  it('gives each combo three levels of life cover, each part of its own table', () => {
    expect(COMBO_PLANS.map((p) => p.planId)).toEqual([911, 912, 913, 921, 922, 923, 931, 932, 933]);
    for (const plan of COMBO_PLANS) {
      expect(plan.parts.map((p) => p.product)).toEqual(
        comboCover(plan.combo).parts.map((part) => part.id),
      );
      expect(plan.premiumPaise).toBe(plan.parts.reduce((s, p) => s + p.premiumPaise, 0));
      expect(plan.lifeCoverPaise).toBe(plan.parts[0]?.sumInsuredPaise);
    }
  });

  it('term + hospital cash + business suraksha at 5 lakh: 302 + 602 + 103', () => {
    const plan = comboPlanById('912');
    expect(plan?.parts.map((p) => p.planId)).toEqual([302, 602, 103]);
    expect(plan?.premiumPaise).toBe(745_00 + 349_00 + 999_00);
    expect(plan?.parts[1]?.sumInsuredPaise).toBe(1000_00 * 30);
    expect(plan && comboPlanLabel(plan)).toBe(
      '₹5,00,000 life cover, 3 policies, for ₹2,093 (including GST)',
    );
  });

  it("prices hospital cash from the single product's table, one placeholder table (decision 059)", () => {
    expect(
      comboPlansOf('termHospicashSuraksha').map((plan) =>
        plan.parts.map((p) => [p.planId, p.premiumPaise]),
      ),
    ).toEqual([
      [
        [301, 447_00],
        [601, 199_00],
        [102, 599_00],
      ],
      [
        [302, 745_00],
        [602, 349_00],
        [103, 999_00],
      ],
      [
        [303, 1490_00],
        [603, 649_00],
        [105, 1799_00],
      ],
    ]);
    for (const level of [1, 2, 3]) {
      expect(comboPartPlanById(600 + level)).toEqual(planById(600 + level));
    }
    expect(comboPlanById(913)?.premiumPaise).toBe(1490_00 + 649_00 + 1799_00);
  });

  it('term + accident at 10 lakh: the same row of both tables', () => {
    expect(comboPlanById(933)?.parts.map((p) => [p.planId, p.sumInsuredPaise])).toEqual([
      [303, 10_00_000_00],
      [403, 10_00_000_00],
    ]);
    expect(comboPlanById(301)).toBeNull();
    expect(comboPlanById('nope')).toBeNull();
  });

  it("finds a part's plan by id: a table's, a legacy hospital cash part id as its row", () => {
    expect(comboPartPlanById(302)?.product).toBe('term');
    expect(comboPartPlanById(601)?.product).toBe('hospicash');
    expect(comboPartPlanById(981)).toEqual(planById(601));
    expect(comboPartPlanById(983)).toEqual(planById(603));
    expect(comboPartPlanById(984)).toBeNull();
  });

  it('lists options by premium, lowest first, in neutral words', () => {
    for (const combo of COMBO_PRODUCTS) {
      const options = comboPlanOptions(combo);
      expect(options).toHaveLength(3);
      const premiums = options.map((o) => comboPlanById(o.value)?.premiumPaise ?? 0);
      expect([...premiums].sort((a, b) => a - b)).toEqual(premiums);
      for (const o of options) expect(isNeutralText(o.label)).toBe(true);
    }
  });

  it("splits a part premium at its own cover's rate and names its exclusions", () => {
    const part = comboPartPlanById(602);
    expect(part && partPremium(part).totalPaise).toBe(349_00);
    // Hospital cash and term are exempt (decision 075); the shop cover and the group personal
    // accident carry 18 %.
    expect(part && partPremium(part).gstPaise).toBe(0);
    const shop = comboPartPlanById(103);
    expect(shop && partPremium(shop).gstPaise).toBe(152_39);
    const accident = comboPartPlanById(401);
    expect(accident && partPremium(accident).gstPaise).toBe(68_19);
    expect(part && partKeyExclusions(part).length).toBeGreaterThan(0);
    const term = comboPartPlanById(301);
    expect(term && partKeyExclusions(term).length).toBeGreaterThan(0);
  });

  it("totals a combo's GST over its taxed parts only", () => {
    // Term with group personal accident, level 1: term ₹447 exempt, accident ₹447 at 18 %.
    const plan = comboPlanById(931);
    if (!plan) throw new Error('plan 931');
    expect(comboPremium(plan)).toEqual({
      totalPaise: 894_00,
      basePaise: 447_00 + 378_81,
      gstPaise: 68_19,
      cgstPaise: 34_09,
      sgstPaise: 34_10,
      ratePercent: 18,
      exemptPaise: 447_00,
    });
    // Before 22-09-2025 both parts carried 18 %.
    expect(comboPremium(plan, new Date('2025-09-01T06:00:00Z')).gstPaise).toBe(2 * 68_19);
  });

  it('has business steps only with the business suraksha', () => {
    expect(COMBO_PRODUCTS.filter(comboHasBusiness)).toEqual([
      'termHospicashSuraksha',
      'termSurakshaAccident',
    ]);
  });
});
