// The membership calls (PAY-04..PAY-06, PAY-10; decision 046): the plans on sale, the user's
// memberships and coins, and a member benefit issued for coins. Types only: the API's zod
// schemas are checked against them.

/** A plan on sale: the spec's rupee fields as text ('1,999'), the amounts in paise. */
export interface MembershipPlan {
  id: number;
  title: string;
  banner: string;
  description: string;
  price: string;
  discounted_price: string;
  invoice_amount: string;
  plan_coins: number;
  invoice_amount_paise: number;
  discounted_price_paise: number;
}

/** GET /membership/plans. */
export interface MembershipPlansResponse {
  data: { results: MembershipPlan[] };
}

/** GET /membership/mine: the session user's memberships and coins. */
export interface MembershipMine {
  memberships: {
    id: string;
    plan_id: number;
    title: string;
    plan_coins: number;
    starts_at: string;
  }[];
  /** The balance: the sum of the coin ledger. */
  coins: number;
  /** Member benefits issued (decision 046): for coins, or paid (amount_paise). */
  benefits: {
    issuance_id: string;
    benefit_id: number;
    coins: number;
    amount_paise: number;
    issued_at: string;
  }[];
  history: { coins: number; reason: string; created_at: string }[];
}

export interface MembershipMineResponse {
  data: { results: MembershipMine };
}

/** A member benefit issued for its coins (PAY-06). */
export interface BenefitIssued {
  issuance_id: string;
  object_type: number;
  coins_spent: number;
  /** The balance after. */
  coins: number;
}

/** POST /membership/benefits/issue. */
export interface BenefitIssueResponse {
  data: { results: BenefitIssued };
}
