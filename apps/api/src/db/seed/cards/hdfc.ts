import { bankId } from '../banks.js';
import { type CardSeed, cats, e, issuerCards, metros } from '../cardKit.js';

// HDFC Bank. Fees are the published ones in round rupees (GST extra); the reward and benefit
// lines are our own summaries, not the issuer's.
const HDFC = bankId('HDFC');

export const hdfcCards: CardSeed[] = issuerCards(HDFC, 'hdfc', [
  {
    id: 6,
    slug: 'hdfc-millennia',
    name: 'HDFC Bank Millennia Credit Card',
    joiningFee: 1_000,
    annualFee: 1_000,
    discountedFee: 500,
    cardType: 'cashback',
    cardUsage: 'Online shopping',
    network: 'Mastercard',
    ratings: 4.2,
    categories: cats('cashback', 'shopping', 'dining'),
    bullets: [
      '5% cashback at ten popular shopping, food and travel apps',
      '1% cashback on other spends, wallet loads excluded',
      'Gift vouchers on quarterly spend milestones',
    ],
    benefits: [
      'Domestic lounge visits unlocked by quarterly spends',
      'Annual fee back when yearly spends reach ₹1 lakh',
      'Dining discounts at partner restaurants',
    ],
    eligibility: e(35_000, 50_000, 21, 40),
  },
  {
    id: 7,
    slug: 'hdfc-regalia-gold',
    name: 'HDFC Bank Regalia Gold Credit Card',
    joiningFee: 2_500,
    annualFee: 2_500,
    discountedFee: 2_500,
    cardType: 'premium',
    cardUsage: 'Travel',
    network: 'Visa',
    ratings: 4.4,
    categories: cats('premium', 'travel', 'lifestyle', 'shopping'),
    bullets: [
      '4 reward points per ₹150 spent, 5X at a few fashion and electronics brands',
      'Vouchers from travel and fashion brands on spend milestones',
      'Welcome gift voucher on paying the fee',
    ],
    benefits: [
      'Domestic lounge visits and Priority Pass visits abroad every year',
      'A low foreign currency mark-up',
      'Complimentary club memberships with airline and hotel programmes',
      'Annual fee back when yearly spends reach ₹4 lakh',
    ],
    eligibility: e(100_000, 100_000, 21, 60, metros),
  },
  {
    id: 8,
    slug: 'hdfc-moneyback-plus',
    name: 'HDFC Bank MoneyBack+ Credit Card',
    joiningFee: 500,
    annualFee: 500,
    discountedFee: 0,
    cardType: 'cashback',
    cardUsage: 'Everyday spends',
    network: 'Visa',
    ratings: 4.0,
    categories: cats('cashback', 'shopping', 'groceries'),
    bullets: [
      '10X CashPoints at a handful of popular shopping and grocery apps',
      '5X CashPoints on EMI spends at merchants',
      'CashPoints on every other spend',
      'Gift vouchers on quarterly spend milestones',
    ],
    benefits: [
      'CashPoints redeemable against the card statement',
      'Annual fee back when yearly spends reach ₹50,000',
    ],
    eligibility: e(20_000, 30_000, 21, 60),
  },
  {
    id: 17,
    slug: 'hdfc-diners-club-black',
    name: 'HDFC Bank Diners Club Black Credit Card',
    joiningFee: 10_000,
    annualFee: 10_000,
    discountedFee: 10_000,
    cardType: 'premium',
    cardUsage: 'Travel',
    network: 'Diners Club',
    ratings: 4.6,
    categories: cats('premium', 'travel', 'rewards', 'lifestyle'),
    bullets: [
      '5 reward points per ₹150 spent, and up to 10X through the bank’s shopping portal',
      'Monthly vouchers from lifestyle brands on a monthly spend milestone',
      'Points redeemable for flights and hotels at a high value',
    ],
    benefits: [
      'Unlimited airport lounge visits worldwide for the cardholder and add-on members',
      'Complimentary golf games every quarter',
      'Memberships of video, food and fitness services',
      'Annual fee back when yearly spends reach ₹8 lakh',
    ],
    eligibility: e(175_000, 175_000, 21, 65, null, { minCreditHistory: 'excellent' }),
  },
  // facts_checked: false — HDFC Freedom has been replaced by newer cards for most applicants;
  // the fees and lines below follow its last published terms.
  {
    id: 18,
    slug: 'hdfc-freedom',
    name: 'HDFC Bank Freedom Credit Card',
    joiningFee: 500,
    annualFee: 500,
    discountedFee: 0,
    cardType: 'rewards',
    cardUsage: 'Everyday spends',
    network: 'Visa',
    ratings: 3.8,
    categories: cats('rewards', 'entertainment', 'groceries'),
    bullets: [
      '10X CashPoints at a few movie, grocery, food and travel apps',
      'CashPoints on every other spend, fuel and wallet loads excluded',
      'Welcome CashPoints on paying the fee',
    ],
    benefits: [
      'A first card for those starting their credit history',
      'Annual fee back when yearly spends reach ₹50,000',
    ],
    eligibility: e(12_000, 20_000, 21, 60),
  },
]);
