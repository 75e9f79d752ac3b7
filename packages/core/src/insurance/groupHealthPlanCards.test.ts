import { describe, expect, it } from 'vitest';
import { groupHealthPlanLabel, groupHealthPlanOptions } from './groupHealthPlanCards.js';
import { planById, plansOf } from './insurancePlans.js';
import { isNeutralText } from './planNeutrality.js';

const plan = (id: number) => {
  const found = planById(id);
  if (!found) throw new Error(`plan ${id}`);
  return found;
};

describe('group health plan cards (decision 083)', () => {
  it('labels a plan with its insurer and premiums, tax apart, neutrally', () => {
    expect(groupHealthPlanLabel(plan(264))).toBe(
      'HDFC ERGO General Insurance Company Limited: ₹5,00,000 sum insured. Premium per adult ₹3,643.22 + GST ₹655.78 (18\u00a0%), per child ₹1,439.83 + GST ₹259.17 (18\u00a0%).',
    );
    const options = groupHealthPlanOptions(plansOf('groupHealth'));
    expect(options.map((o) => o.value)).toEqual(['261', '262', '263', '264']);
    for (const o of options) expect(isNeutralText(o.label)).toBe(true);
  });
});
