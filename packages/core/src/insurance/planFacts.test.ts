import { describe, expect, it } from 'vitest';
import { COMBO_PLANS } from './comboPlans.js';
import { INSURANCE_COVERS } from './covers/insuranceCovers.js';
import { INSURANCE_PLANS, planById } from './insurancePlans.js';
import {
  comparePlansPath,
  planFacts,
  planFactsComplete,
  policyWordingHref,
  premiumTaxText,
} from './planFacts.js';
import { planPremium } from './planPremium.js';

const plan = (id: number) => {
  const found = planById(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('planFacts', () => {
  it('gives every plan of every cover, and every combo part, all its facts', () => {
    const plans = [...INSURANCE_PLANS, ...COMBO_PLANS.flatMap((c) => c.parts)];
    // Every cover of the records is reached: a new cover with no plan would fail here.
    const covered = new Set(plans.map((p) => p.product));
    for (const cover of INSURANCE_COVERS) {
      if (cover.kind === 'single') expect(covered).toContain(cover.id);
    }
    const incomplete = plans.filter((p) => !planFactsComplete(planFacts(p))).map((p) => p.planId);
    expect(incomplete).toEqual([]);
  });

  it('names the insurer by its legal name and splits the premium at the cover rate', () => {
    const shop = planFacts(plan(101));
    expect(shop.insurerLegalName).toBe('Zurich Kotak General Insurance Company (India) Limited');
    expect(shop.premiumText).toBe('₹253.39 + GST ₹45.61 (18\u00a0%)');
    expect(shop.premium.basePaise + shop.premium.gstPaise).toBe(29_900);
    const term = planFacts(plan(301));
    expect(term.insurerLegalName).toBe('Kotak Mahindra Life Insurance Company Limited');
    expect(term.premiumText).toBe(
      '₹447 + GST: exempt (individual life and health cover, from 22/09/2025)',
    );
    expect(planFacts(plan(264)).insurerLegalName).toBe(
      'HDFC ERGO General Insurance Company Limited',
    );
  });

  it('taxes a voluntary variant as the buyer’s own cover (decision 075)', () => {
    const group = planFacts(plan(401));
    const own = planFacts(plan(401), { journey: 'insurance/group-personal-accident-voluntary' });
    expect(group.premium.ratePercent).toBe(18);
    expect(own.premium.ratePercent).toBe(0);
  });

  it('shows the tax of the period the plan is bought in', () => {
    const before = planPremium(plan(301), { boughtOn: new Date('2025-09-01T06:00:00Z') });
    expect(premiumTaxText(before)).toBe('₹378.81 + GST ₹68.19 (18\u00a0%)');
  });

  it('links the sample policy wording while no insurer wording is given, and the compare page', () => {
    const facts = planFacts(plan(101));
    expect(facts.sample).toBe(true);
    expect(facts.wordingHref).toBe('/insurance/policy-wording/shop-insurance');
    expect(policyWordingHref('termAccident')).toBe(
      '/insurance/policy-wording/term-group-personal-accident',
    );
    expect(comparePlansPath('term')).toBe('/insurance/plans/term-insurance');
    expect(comparePlansPath('accident', 'insurance/group-personal-accident-voluntary')).toBe(
      '/insurance/plans/group-personal-accident-voluntary',
    );
  });

  it('finds a plan with a fact missing', () => {
    const facts = planFacts(plan(101));
    expect(planFactsComplete({ ...facts, waitingPeriods: [] })).toBe(false);
    expect(planFactsComplete({ ...facts, inclusions: [' '] })).toBe(false);
    expect(planFactsComplete({ ...facts, insurerLegalName: '' })).toBe(false);
    expect(planFactsComplete(facts)).toBe(true);
  });
});
