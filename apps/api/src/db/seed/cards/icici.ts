import { bankId } from '../banks.js';
import { type CardSeed, cats, e, issuerCards } from '../cardKit.js';

// ICICI Bank. Fees are the published ones in round rupees (GST extra); the reward and benefit
// lines are our own summaries, not the issuer's. ICICI cards are applied for with the
// instant-apply form (credit-cards/icici/<slug>/instant-apply/about-you, IA-01).
const ICICI = bankId('ICICI');

export const iciciCards: CardSeed[] = issuerCards(ICICI, 'icici', [
  {
    id: 4,
    slug: 'icici-platinum-chip',
    name: 'ICICI Bank Platinum Chip Credit Card',
    joiningFee: 0,
    annualFee: 0,
    discountedFee: 0,
    cardType: 'lifetime-free',
    cardUsage: 'Everyday spends',
    network: 'Visa',
    ratings: 3.9,
    categories: cats('lifetimeFree', 'rewards', 'fuel'),
    bullets: [
      'Reward points on every ₹100 spent, fuel excluded',
      'Extra points at partner stores through the bank’s rewards programme',
    ],
    benefits: [
      'No joining or annual fee, ever',
      'Fuel surcharge waiver at HPCL pumps within the cap',
      'Dining discounts at partner restaurants',
      'Chip and PIN security on every purchase',
    ],
    eligibility: e(15_000, 25_000, 21, 58),
    instantApply: true,
  },
  {
    id: 5,
    slug: 'icici-hpcl-coral',
    name: 'ICICI Bank HPCL Coral Credit Card',
    joiningFee: 199,
    annualFee: 199,
    discountedFee: 0,
    cardType: 'fuel',
    cardUsage: 'Fuel',
    network: 'Visa',
    ratings: 3.9,
    categories: cats('fuel', 'entertainment'),
    bullets: [
      'Cashback on fuel at HPCL pumps, plus the 1% surcharge waiver',
      'Reward points on every ₹100 spent elsewhere',
      'Discounts on movie tickets through a partner app',
    ],
    benefits: [
      'Annual fee back when yearly spends reach ₹50,000',
      'Dining discounts at partner restaurants',
    ],
    eligibility: e(15_000, 25_000, 21, 58),
    instantApply: true,
  },
  {
    id: 19,
    slug: 'icici-amazon-pay',
    name: 'Amazon Pay ICICI Bank Credit Card',
    joiningFee: 0,
    annualFee: 0,
    discountedFee: 0,
    cardType: 'lifetime-free',
    cardUsage: 'Online shopping',
    network: 'Visa',
    ratings: 4.5,
    categories: cats('lifetimeFree', 'cashback', 'shopping'),
    bullets: [
      '5% back on Amazon for Prime members, 3% for others',
      '2% back at Amazon Pay partner merchants',
      '1% back on every other spend',
      'Rewards land as Amazon Pay balance, with no expiry',
    ],
    benefits: ['No joining or annual fee, ever', 'Fuel surcharge waiver within the cap'],
    eligibility: e(25_000, 35_000, 21, 58),
    instantApply: true,
  },
]);
