/**
 * The membership plans on sale (decision 040; PAY-10's fields), in one place: the API seeds
 * its table from them and the hp journey's plan step offers them with their price and
 * benefits (issue 22 §1). Amounts are paise, GST included. The spec names no plans: these are
 * the sample plans of the sandbox until the product team names them.
 */
export interface MembershipPlanRecord {
  id: number;
  title: string;
  banner: string;
  /** The benefits, in a sentence. */
  description: string;
  pricePaise: number;
  discountedPricePaise: number;
  invoiceAmountPaise: number;
  planCoins: number;
}

export const MEMBERSHIP_PLANS: readonly MembershipPlanRecord[] = [
  {
    id: 1,
    title: 'Tara Gold',
    banner: 'Save on every loan and card you take through Tara',
    description: 'A year of priority support, a free credit report every month and 500 coins.',
    pricePaise: 999_00,
    discountedPricePaise: 999_00,
    invoiceAmountPaise: 999_00,
    planCoins: 500,
  },
  {
    id: 2,
    title: 'Tara Platinum',
    banner: 'Everything in Gold, for your whole family',
    description: 'Gold for up to four family members, an annual health check-up and 1,200 coins.',
    pricePaise: 1_999_00,
    discountedPricePaise: 1_999_00,
    invoiceAmountPaise: 1_999_00,
    planCoins: 1200,
  },
  {
    id: 3,
    title: 'Tara Shop Plus',
    banner: 'For shop owners: business loans and shop insurance at member rates',
    description: 'Member rates on business loans and shop insurance, and 300 coins.',
    pricePaise: 799_00,
    discountedPricePaise: 799_00,
    invoiceAmountPaise: 799_00,
    planCoins: 300,
  },
];
