import { bankId } from '../banks.js';
import { type CardSeed, cats, e, issuerCards, metros } from '../cardKit.js';

// Citi-branded cards. Citibank sold its Indian consumer business, cards included, to Axis
// Bank; the move completed in 2023 and the cards are now issued and serviced by Axis Bank
// while they keep the Citi name until they are migrated. The note says so on every card.
// Fees are the last published ones; the lines are our own words.
const CITI = bankId('Citi');

const NOTE =
  'Citi’s credit cards in India are now issued and serviced by Axis Bank (the move completed in 2023). New applications go to Axis Bank; the card may carry the Citi name until it is migrated.';

export const citiCards: CardSeed[] = issuerCards(CITI, 'citi', [
  {
    id: 11,
    slug: 'citi-rewards',
    name: 'Citi Rewards Credit Card',
    joiningFee: 1_000,
    annualFee: 1_000,
    discountedFee: 1_000,
    cardType: 'rewards',
    cardUsage: 'Shopping',
    network: 'Mastercard',
    ratings: 4.0,
    categories: cats('rewards', 'shopping'),
    bullets: [
      '10X reward points at apparel and department stores',
      'Reward points on every other spend, with no expiry',
      'Bonus points on a monthly spend milestone',
    ],
    benefits: ['Annual fee waived on meeting a yearly spend', 'Dining discounts at partners'],
    eligibility: e(25_000, 35_000, 23, 60, metros),
    note: NOTE,
  },
  // facts_checked: false — no longer open to new applicants before the Axis migration; fees
  // follow its last published terms.
  {
    id: 21,
    slug: 'citi-cashback',
    name: 'Citi Cashback Credit Card',
    joiningFee: 500,
    annualFee: 500,
    discountedFee: 500,
    cardType: 'cashback',
    cardUsage: 'Bills and entertainment',
    network: 'Mastercard',
    ratings: 3.9,
    categories: cats('cashback', 'entertainment'),
    bullets: [
      '5% cashback on movie tickets, phone bills and utility bills paid online',
      'Cashback on every other spend',
      'Cashback redeemed in multiples against the statement',
    ],
    benefits: ['Dining discounts at partner restaurants'],
    eligibility: e(25_000, 35_000, 23, 60, metros),
    note: NOTE,
  },
  {
    id: 22,
    slug: 'citi-premiermiles',
    name: 'Citi PremierMiles Credit Card',
    joiningFee: 3_000,
    annualFee: 3_000,
    discountedFee: 3_000,
    cardType: 'travel',
    cardUsage: 'Travel',
    network: 'Mastercard',
    ratings: 4.1,
    categories: cats('travel', 'premium'),
    bullets: [
      'Air miles on every ₹100 spent, more on airline bookings',
      'Miles that do not expire and move to airline and hotel programmes',
      'Bonus miles on the first spend and on renewal',
    ],
    benefits: ['Domestic lounge visits every quarter', 'Air accident insurance cover'],
    eligibility: e(50_000, 60_000, 23, 60, metros),
    note: NOTE,
  },
]);
