import { bankId } from '../banks.js';
import { type CardSeed, cats, e, issuerCards, metros } from '../cardKit.js';

// RBL Bank. Fees are the published ones in round rupees (GST extra); the reward and benefit
// lines are our own summaries, not the issuer's. RBL cards are applied for with the
// instant-apply form (credit-cards/rbl/<slug>/instant-apply/about-you).
const RBL = bankId('RBL');

export const rblCards: CardSeed[] = issuerCards(RBL, 'rbl', [
  {
    id: 9,
    slug: 'rbl-shoprite',
    name: 'RBL Bank ShopRite Credit Card',
    joiningFee: 500,
    annualFee: 500,
    discountedFee: 0,
    cardType: 'shopping',
    cardUsage: 'Groceries',
    network: 'Mastercard',
    ratings: 3.8,
    categories: cats('groceries', 'shopping', 'rewards'),
    bullets: [
      '5% off grocery bills as reward points, up to a monthly cap',
      'Reward points on movie tickets and other spends',
      'Welcome reward points on the first spends',
    ],
    benefits: [
      'Fuel surcharge waiver within the monthly cap',
      'Annual fee back when yearly spends reach ₹1.5 lakh',
    ],
    eligibility: e(20_000, 25_000, 21, 60),
    instantApply: true,
  },
  // facts_checked: false — RBL now offers a "Platinum Maxima Plus"; fees and lines follow the
  // last published terms of the Platinum Maxima.
  {
    id: 10,
    slug: 'rbl-platinum-maxima',
    name: 'RBL Bank Platinum Maxima Credit Card',
    joiningFee: 2_000,
    annualFee: 2_000,
    discountedFee: 1_000,
    cardType: 'rewards',
    cardUsage: 'Everyday spends',
    network: 'Mastercard',
    ratings: 3.9,
    categories: cats('rewards', 'dining', 'entertainment', 'fuel'),
    bullets: [
      'Extra reward points on dining, entertainment, fuel and utility bills',
      'Welcome reward points on the first spends',
      'Milestone reward points on yearly spends',
    ],
    benefits: [
      'Domestic lounge visits every quarter',
      'Annual fee back when yearly spends reach ₹2.5 lakh',
    ],
    eligibility: e(40_000, 50_000, 21, 60),
    instantApply: true,
  },
  // facts_checked: false — figures are plausible round numbers; the card-against-card route
  // (an existing card of ₹1,50,000 limit) is how RBL usually issues it to new customers.
  {
    id: 20,
    slug: 'rbl-world-safari',
    name: 'RBL Bank World Safari Credit Card',
    joiningFee: 3_000,
    annualFee: 3_000,
    discountedFee: 2_000,
    cardType: 'travel',
    cardUsage: 'Travel',
    network: 'Mastercard',
    ratings: 4.0,
    categories: cats('travel', 'premium'),
    bullets: [
      'No foreign currency mark-up on spends abroad',
      'Travel points on every ₹100 spent, more on travel bookings',
      'A welcome travel voucher on paying the fee',
    ],
    benefits: [
      'Priority Pass lounge visits abroad and domestic lounge visits',
      'Travel insurance cover while the card is active',
      'Annual fee back when yearly spends reach ₹5 lakh',
    ],
    eligibility: e(60_000, 75_000, 21, 60, metros, { minExistingCardLimit: 150_000 }),
    instantApply: true,
  },
]);
