import { describe, expect, it } from 'vitest';
import { INSURANCE_COVERS, singleCover } from './covers/insuranceCovers.js';
import { INSURANCE_PLANS, type InsurancePlan, planById, planLabel } from './insurancePlans.js';
import {
  disclosureComplete,
  isNeutralText,
  orderPlansNeutrally,
  prePaymentDisclosure,
} from './planNeutrality.js';

const plan = (id: number): InsurancePlan => {
  const p = planById(id);
  if (!p) throw new Error(`plan ${id}`);
  return p;
};

describe('no praise', () => {
  it("no plan label or product name says 'best' or 'top'", () => {
    const texts = [
      ...INSURANCE_PLANS.map((p) => planLabel(p)),
      ...INSURANCE_COVERS.map((c) => c.name),
      ...INSURANCE_PLANS.map((p) => p.insurerName),
    ];
    for (const text of texts) {
      expect(text.toLowerCase()).not.toContain('best');
      expect(text.toLowerCase()).not.toContain('top');
      expect(isNeutralText(text)).toBe(true);
    }
  });

  it('catches praise in any case', () => {
    expect(isNeutralText('Our BEST plan')).toBe(false);
    expect(isNeutralText('Top cover')).toBe(false);
    expect(isNeutralText('₹1,00,000 cover')).toBe(true);
  });
});

describe('orderPlansNeutrally', () => {
  it('orders by premium, then sum insured, then insurer, then plan id', () => {
    const ordered = orderPlansNeutrally([
      plan(106),
      plan(403),
      plan(501),
      plan(303),
      plan(101),
      plan(201),
    ]);
    // 403 and 303 cost and cover the same: Kotak General before Kotak Life.
    expect(ordered.map((p) => p.planId)).toEqual([501, 101, 403, 303, 201, 106]);
  });

  it('breaks a premium tie by the cover, lowest first', () => {
    const cheaper: InsurancePlan = { ...plan(102), planId: 999, sumInsuredPaise: 1 };
    expect(orderPlansNeutrally([plan(102), cheaper]).map((p) => p.planId)).toEqual([999, 102]);
  });

  it('does not favour an insurer: the same plan of two insurers sorts by name, any input order', () => {
    const a: InsurancePlan = { ...plan(301), planId: 900, insurerName: 'Alpha Life' };
    const z: InsurancePlan = { ...plan(301), planId: 100, insurerName: 'Zeta Life' };
    expect(orderPlansNeutrally([z, a]).map((p) => p.insurerName)).toEqual([
      'Alpha Life',
      'Zeta Life',
    ]);
    expect(orderPlansNeutrally([a, z]).map((p) => p.insurerName)).toEqual([
      'Alpha Life',
      'Zeta Life',
    ]);
  });

  it('leaves its input alone', () => {
    const input = [plan(106), plan(101)];
    orderPlansNeutrally(input);
    expect(input.map((p) => p.planId)).toEqual([106, 101]);
  });
});

describe('prePaymentDisclosure', () => {
  it('shows the insurer, cover, premium with GST and key exclusions for every plan', () => {
    for (const p of INSURANCE_PLANS) {
      const d = prePaymentDisclosure(p);
      expect(d.insurerName).toBe(p.insurerName);
      expect(d.sumInsuredPaise).toBe(p.sumInsuredPaise);
      expect(d.premium.totalPaise).toBe(p.premiumPaise);
      expect(d.premium.basePaise + d.premium.gstPaise).toBe(p.premiumPaise);
      expect(d.keyExclusions).toEqual(singleCover(p.product).neutrality.keyExclusions);
      expect(disclosureComplete(d)).toBe(true);
    }
  });

  it('is incomplete without exclusions or an insurer', () => {
    const d = prePaymentDisclosure(plan(201));
    expect(d.productName).toBe('Lombard Shop Insurance');
    expect(disclosureComplete({ ...d, keyExclusions: [] })).toBe(false);
    expect(disclosureComplete({ ...d, insurerName: ' ' })).toBe(false);
  });
});
