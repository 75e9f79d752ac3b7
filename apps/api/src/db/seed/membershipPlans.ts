import type { membershipPlans } from '../paymentsSchema.js';

/**
 * PLACEHOLDER plans (decision 040): spec 03 §3 names a plan's fields (title, banner, price,
 * discounted price, invoice amount, coins, description) but no plans; these stand in until
 * the product team names them. Amounts are paise, GST included.
 */
export const membershipPlanSeed: (typeof membershipPlans.$inferInsert)[] = [
  {
    id: 1,
    title: 'Tara Gold',
    banner: 'Save on every loan and card you take through Tara',
    description: 'A year of priority support, a free credit report every month and 500 coins.',
    pricePaise: 1_999_00,
    discountedPricePaise: 999_00,
    invoiceAmountPaise: 999_00,
    planCoins: 500,
  },
  {
    id: 2,
    title: 'Tara Platinum',
    banner: 'Everything in Gold, for your whole family',
    description: 'Gold for up to four family members, an annual health check-up and 1,200 coins.',
    pricePaise: 3_999_00,
    discountedPricePaise: 1_999_00,
    invoiceAmountPaise: 1_999_00,
    planCoins: 1200,
  },
  {
    id: 3,
    title: 'Tara Shop Plus',
    banner: 'For shop owners: business loans and shop insurance at member rates',
    description: 'Member rates on business loans and shop insurance, and 300 coins.',
    pricePaise: 1_499_00,
    discountedPricePaise: 799_00,
    invoiceAmountPaise: 799_00,
    planCoins: 300,
  },
];
