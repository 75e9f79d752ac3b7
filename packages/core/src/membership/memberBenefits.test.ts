import { describe, expect, it } from 'vitest';
import { benefitsOfPlans, MEMBER_BENEFITS, memberBenefit } from './memberBenefits.js';

const gold = { planIds: [1], coins: 500 };

describe('member benefits (decision 046)', () => {
  it('issues a coin benefit to a member of its plan with the coins for it', () => {
    const got = memberBenefit({ benefitId: 1, planId: 1, by: 'coins' }, gold);
    expect(got).toEqual({ ok: true, benefit: MEMBER_BENEFITS[0] });
  });

  it('refuses, with the reason, everything else', () => {
    const ask = (benefitId: number, planId: number, by: 'coins' | 'payment', coins = 500) =>
      memberBenefit({ benefitId, planId, by }, { planIds: [1, 2], coins });
    expect(ask(99, 1, 'coins')).toEqual({ ok: false, refusal: 'unknown-benefit' });
    expect(ask(2, 1, 'coins')).toEqual({ ok: false, refusal: 'not-in-plan' });
    expect(memberBenefit({ benefitId: 2, planId: 3, by: 'coins' }, gold)).toEqual({
      ok: false,
      refusal: 'not-a-member',
    });
    expect(ask(3, 2, 'coins')).toEqual({ ok: false, refusal: 'paid-benefit' });
    expect(ask(1, 1, 'payment')).toEqual({ ok: false, refusal: 'coin-benefit' });
    expect(ask(1, 1, 'coins', 99)).toEqual({ ok: false, refusal: 'not-enough-coins' });
    expect(ask(1, 1, 'coins', 100).ok).toBe(true);
    expect(ask(3, 2, 'payment').ok).toBe(true);
  });

  it('lists a member’s benefits by plan, each priced one way only', () => {
    expect(benefitsOfPlans([1]).map((b) => b.id)).toEqual([1]);
    expect(benefitsOfPlans([2, 3]).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(benefitsOfPlans([])).toEqual([]);
    for (const b of MEMBER_BENEFITS) {
      expect(b.coins > 0 !== b.pricePaise > 0, b.title).toBe(true);
      expect(b.pricePaise > 0).toBe(b.discountId !== null);
    }
  });
});
