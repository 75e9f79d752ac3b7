import { bankId } from '../banks.js';
import { amexCities, type CardSeed, cats, e, issuerCards } from '../cardKit.js';

// American Express Banking Corp. (product 4, the Amex-type lead). Fees are the published ones
// in round rupees (GST extra): the first-year fee, then the renewal fee. The lines are our own
// summaries. Amex cards are applied for with the instant-apply form
// (credit-cards/amex/<slug>/instant-apply/about-you) and only in the cities Amex serves.
const AMEX = bankId('Amex');

export const amexCards: CardSeed[] = issuerCards(AMEX, 'amex', [
  {
    id: 12,
    slug: 'amex-membership-rewards',
    name: 'American Express Membership Rewards Credit Card',
    joiningFee: 1_000,
    annualFee: 4_500,
    discountedFee: 0,
    cardType: 'rewards',
    cardUsage: 'Rewards',
    network: 'American Express',
    ratings: 4.5,
    categories: cats('rewards', 'premium'),
    bullets: [
      'A Membership Rewards point for every ₹50 spent, fuel and utilities excluded',
      'Bonus points each month for using the card several times',
      'Welcome points after the first spends',
      'Points redeemable for gold collection vouchers at a higher value',
    ],
    benefits: [
      'Renewal fee waived or halved on meeting a yearly spend',
      'Dining discounts at partner restaurants',
    ],
    eligibility: e(50_000, 50_000, 18, 70, amexCities, { minCreditHistory: 'excellent' }),
    instantApply: true,
  },
  {
    id: 23,
    slug: 'amex-platinum-travel',
    name: 'American Express Platinum Travel Credit Card',
    joiningFee: 3_500,
    annualFee: 5_000,
    discountedFee: 3_500,
    cardType: 'travel',
    cardUsage: 'Travel',
    network: 'American Express',
    ratings: 4.6,
    categories: cats('travel', 'premium', 'rewards'),
    bullets: [
      'Welcome Membership Rewards points on the first spends',
      'Bonus points at two yearly spend milestones',
      'A travel voucher and a hotel voucher when yearly spends reach ₹4 lakh',
    ],
    benefits: [
      'Domestic airport lounge visits every year',
      'Points redeemable for flights and hotels',
    ],
    eligibility: e(50_000, 50_000, 18, 70, amexCities, { minCreditHistory: 'excellent' }),
    instantApply: true,
  },
  {
    id: 24,
    slug: 'amex-smartearn',
    name: 'American Express SmartEarn Credit Card',
    joiningFee: 495,
    annualFee: 495,
    discountedFee: 0,
    cardType: 'shopping',
    cardUsage: 'Online shopping',
    network: 'American Express',
    ratings: 4.1,
    categories: cats('shopping', 'rewards', 'dining'),
    bullets: [
      '10X Membership Rewards points at a few shopping and ride apps',
      '5X points at other popular shopping and food apps',
      'A point for every ₹50 spent elsewhere',
      'A welcome cashback on the first spend',
    ],
    benefits: ['Annual fee back when yearly spends reach ₹40,000'],
    eligibility: e(37_500, 37_500, 18, 70, amexCities, { minCreditHistory: 'average' }),
    instantApply: true,
  },
  {
    id: 25,
    slug: 'amex-gold-charge',
    name: 'American Express Gold Charge Card',
    joiningFee: 1_000,
    annualFee: 4_500,
    discountedFee: 1_000,
    cardType: 'premium',
    cardUsage: 'Rewards',
    network: 'American Express',
    ratings: 4.4,
    categories: cats('premium', 'rewards', 'lifestyle'),
    bullets: [
      'A charge card: no preset spending limit, the bill is paid in full each month',
      'Bonus Membership Rewards points each month for using the card several times',
      'Points redeemable for gold collection vouchers',
    ],
    benefits: ['Welcome bonus points on renewal', 'Dining discounts at partner restaurants'],
    eligibility: e(50_000, 50_000, 18, 70, amexCities, { minCreditHistory: 'excellent' }),
    instantApply: true,
  },
]);
