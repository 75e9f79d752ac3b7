import { bankId } from '../banks.js';
import { type CardSeed, cats, e, issuerCards } from '../cardKit.js';

// Stashfin (Akara Capital Advisors, an NBFC): a credit line used through a card.
// facts_checked: false — Stashfin changes its line fees often; "no joining or annual fee"
// follows its app listing, and interest depends on the applicant.
const STASHFIN = bankId('Stashfin');

export const stashfinCards: CardSeed[] = issuerCards(STASHFIN, 'stashfin', [
  {
    id: 13,
    slug: 'stashfin-credit-line-card',
    name: 'Stashfin Credit Line Card',
    joiningFee: 0,
    annualFee: 0,
    discountedFee: 0,
    cardType: 'lifetime-free',
    cardUsage: 'Credit line',
    network: 'Visa',
    ratings: 3.6,
    categories: cats('lifetimeFree', 'cashback'),
    bullets: [
      'A credit line on a card, with interest only on what you use',
      'Move money from the line to your bank account when you need it',
    ],
    benefits: [
      'No joining or annual fee',
      'An approval decision online, often the same day',
      'Repay in monthly instalments',
    ],
    eligibility: e(15_000, 15_000, 21, 58),
    note: 'Stashfin is a lender (an NBFC), not a bank; this is a credit line used through a card.',
  },
]);
