import { describe, expect, it } from 'vitest';
import { comboPlanById } from './comboPlans.js';
import { planById } from './insurancePlans.js';
import {
  comboPlanCardLabel,
  coverFactsInfo,
  planCardLabel,
  planFieldLabel,
  sampleFactsNote,
} from './planCards.js';
import { isNeutralText } from './planNeutrality.js';

describe('the plan step words (decision 083)', () => {
  it('writes a plan card with its insurer, sum insured and premium, tax apart', () => {
    const plan = planById(102);
    if (!plan) throw new Error('no plan 102');
    const label = planCardLabel(plan);
    expect(label).toBe(
      'Zurich Kotak General Insurance Company (India) Limited: ₹3,00,000 sum insured. Premium ₹507.63 + GST ₹91.37 (18\u00a0%).',
    );
    expect(isNeutralText(label)).toBe(true);
  });

  it("lists a combo's parts, each with its insurer and premium", () => {
    const plan = comboPlanById(931);
    if (!plan) throw new Error('no combo plan 931');
    expect(comboPlanCardLabel(plan)).toBe(
      '₹3,00,000 life cover, 2 policies, ₹894 in all: ' +
        'Term Insurance by Kotak Mahindra Life Insurance Company Limited, ₹3,00,000 sum insured: ₹447, GST exempt; ' +
        'Group Personal Accident by Zurich Kotak General Insurance Company (India) Limited, ₹3,00,000 sum insured: ₹378.81 + GST ₹68.19 (18\u00a0%).',
    );
  });

  it("gives a cover's inclusions, exclusions and waiting periods, a combo's per part", () => {
    expect(coverFactsInfo('term')).toEqual([
      'What it covers: The sum insured paid to the nominee on the death of the insured during the term.',
      'Not covered: Suicide within 12 months of the start of the policy.',
      'Waiting periods: No waiting period for death by accident or illness (suicide: see the exclusions).',
    ]);
    const combo = coverFactsInfo('termHospicashSuraksha');
    expect(combo).toHaveLength(9);
    expect(combo[3]).toMatch(/^Hospital Cash: What it covers: /);
    expect(sampleFactsNote('term')).toHaveLength(1);
  });

  it('links the compare page and the sample wording from the radio label', () => {
    const { label, links } = planFieldLabel('shop');
    expect(label).toBe('CHOOSE YOUR COVER. Compare the plans or read the sample policy wording');
    expect(links).toEqual([
      { text: 'Compare the plans', href: '/insurance/plans/shop-insurance' },
      { text: 'sample policy wording', href: '/insurance/policy-wording/shop-insurance' },
    ]);
    for (const link of links) expect(label).toContain(link.text);
  });
});
