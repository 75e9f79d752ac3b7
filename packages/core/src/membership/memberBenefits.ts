// Member benefits (issue 11, decision 046): what a membership's coins buy, or what a member may
// buy at the member price through the gateway. The spec names the calls (the membership
// issuance call, /membership/benefits/pg-purchase) and their fields, not the benefits; these
// are PLACEHOLDERS, like the plans of decision 040, until the product team names them.

export interface MemberBenefit {
  id: number;
  title: string;
  description: string;
  /** The plans (membership plan ids) whose members may have it. */
  planIds: readonly number[];
  /** Coins spent when it is issued; 0 when it is paid for instead. */
  coins: number;
  /** The member price in paise, GST included, paid through the gateway; 0 when it costs coins. */
  pricePaise: number;
  /** The discount the member price stands for (the call's discountId), when paid. */
  discountId: number | null;
}

/** The object type a benefit's payment carries (ours: the spec names none; after 21). */
export const BENEFIT_OBJECT_TYPE = 22;

export const MEMBER_BENEFITS: readonly MemberBenefit[] = [
  {
    id: 1,
    title: 'Credit report refresh',
    description: 'A fresh credit report and score, pulled on the spot.',
    planIds: [1, 2, 3],
    coins: 100,
    pricePaise: 0,
    discountId: null,
  },
  {
    id: 2,
    title: 'Shop insurance premium voucher of ₹200',
    description: 'Takes ₹200 off your next shop insurance premium through Tara.',
    planIds: [3],
    coins: 200,
    pricePaise: 0,
    discountId: null,
  },
  {
    id: 3,
    title: 'Full-body health check-up',
    description: 'At a partner lab near you, at the member price (₹999 for everyone else).',
    planIds: [2],
    coins: 0,
    pricePaise: 299_00,
    discountId: 1,
  },
];

export type BenefitRefusal =
  | 'unknown-benefit'
  | 'not-in-plan'
  | 'not-a-member'
  | 'paid-benefit'
  | 'coin-benefit'
  | 'not-enough-coins';

/** Why a benefit cannot be issued, in words for the member. */
export const BENEFIT_MESSAGES: Record<BenefitRefusal, string> = {
  'unknown-benefit': 'This benefit is not available.',
  'not-in-plan': 'Your membership plan does not include this benefit.',
  'not-a-member': 'Only members of this plan can have this benefit.',
  'paid-benefit': 'This benefit is paid for at the member price: pay for it to have it.',
  'coin-benefit': 'This benefit is had for coins, not paid for.',
  'not-enough-coins': 'You do not have enough coins for this benefit.',
};

export interface BenefitRequest {
  benefitId: number;
  planId: number;
  /** How the member wants it: for coins (the issuance call) or paid (pg-purchase). */
  by: 'coins' | 'payment';
}

export interface Member {
  /** The plans the member holds. */
  planIds: readonly number[];
  coins: number;
}

/** The benefit a member may have for `request`, or why not (checked again on the server). */
export function memberBenefit(
  request: BenefitRequest,
  member: Member,
  benefits: readonly MemberBenefit[] = MEMBER_BENEFITS,
): { ok: true; benefit: MemberBenefit } | { ok: false; refusal: BenefitRefusal } {
  const benefit = benefits.find((b) => b.id === request.benefitId);
  if (!benefit) return { ok: false, refusal: 'unknown-benefit' };
  if (!benefit.planIds.includes(request.planId)) return { ok: false, refusal: 'not-in-plan' };
  if (!member.planIds.includes(request.planId)) return { ok: false, refusal: 'not-a-member' };
  if (request.by === 'coins' && benefit.pricePaise > 0)
    return { ok: false, refusal: 'paid-benefit' };
  if (request.by === 'payment' && benefit.pricePaise === 0) {
    return { ok: false, refusal: 'coin-benefit' };
  }
  if (request.by === 'coins' && member.coins < benefit.coins) {
    return { ok: false, refusal: 'not-enough-coins' };
  }
  return { ok: true, benefit };
}

/** The benefits a member of any of `planIds` may have, in the catalogue's order. */
export function benefitsOfPlans(
  planIds: readonly number[],
  benefits: readonly MemberBenefit[] = MEMBER_BENEFITS,
): MemberBenefit[] {
  return benefits.filter((b) => b.planIds.some((p) => planIds.includes(p)));
}
