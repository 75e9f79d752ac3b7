import { describe, expect, it } from 'vitest';
import { hospitalNetworkType } from './covers/groupHealth.js';
import {
  GROUP_HEALTH_CHILD_PREMIUMS,
  groupHealthPremiumPaise,
  groupHealthQuote,
  memberPremiumPaise,
  memberSelectionOf,
} from './groupHealthPlans.js';
import { planById, plansOf } from './insurancePlans.js';

const plan = (id: number) => {
  const found = planById(id);
  if (!found) throw new Error(`plan ${id}`);
  return found;
};

describe('group health premiums (decision 052)', () => {
  it('has a child premium for every group health plan, below the adult one', () => {
    for (const p of plansOf('groupHealth')) {
      const child = GROUP_HEALTH_CHILD_PREMIUMS[p.planId];
      expect(child).toBeGreaterThan(0);
      expect((child ?? 0) * 100).toBeLessThan(p.premiumPaise);
    }
  });

  it('prices adults at the table premium and children at the child premium', () => {
    expect(memberPremiumPaise(plan(261), 'self')).toBe(2999_00);
    expect(memberPremiumPaise(plan(261), 'spouse')).toBe(2999_00);
    expect(memberPremiumPaise(plan(261), 'daughter')).toBe(1199_00);
  });

  it('sums every insured member', () => {
    const family = { spouse: true, sons: 2, daughters: 1 };
    expect(groupHealthPremiumPaise(plan(264), family)).toBe((4299 * 2 + 1699 * 3) * 100);
    expect(groupHealthPremiumPaise(plan(264), { spouse: false, sons: 0, daughters: 0 })).toBe(
      4299_00,
    );
  });

  it('reads the members from the answers; bad counts count as none', () => {
    expect(memberSelectionOf({ spouse: 'yes', sons: '2', daughters: 1 })).toEqual({
      spouse: true,
      sons: 2,
      daughters: 1,
    });
    expect(memberSelectionOf({ spouse: 'no', sons: '-1', daughters: 'x' })).toEqual({
      spouse: false,
      sons: 0,
      daughters: 0,
    });
  });

  it('quotes the same plan with the family premium', () => {
    const quoted = groupHealthQuote(plan(263), { spouse: 'yes', sons: '0', daughters: '2' });
    expect(quoted).toMatchObject({ planId: 263, sumInsuredPaise: 10_00_000_00 });
    expect(quoted.premiumPaise).toBe((5999 * 2 + 2399 * 2) * 100);
  });

  it('takes plan 264 to the HDFC ERGO network, the others to Kotak', () => {
    expect(hospitalNetworkType(264)).toBe('HDFCERGO');
    expect(hospitalNetworkType(262)).toBe('Kotak');
  });
});
