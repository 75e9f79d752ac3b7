import type { Card, OwnerOffer } from '../../api/cardsApi';

/** A card with every field the pages read; `over` changes what a test needs. */
export function card(over: Partial<Card> & Pick<Card, 'id' | 'name'>): Card {
  return {
    slug: over.name.toLowerCase().replace(/\s+/g, '-'),
    issuer_bank_id: 1,
    issuer_bank_name: 'State Bank of India',
    issuer_bank: { bank_id: 1, name: 'State Bank of India' },
    bank_name: 'state-bank-of-india',
    provider_id: 61,
    provider_alias: 'sbi',
    url: '/credit-card/state-bank-of-india/x',
    image_url: '/api/cards/image/x.svg',
    ratings: 4,
    categories: [],
    joining_fee: 0,
    annual_fee: 0,
    discounted_fee: 0,
    card_type: 'rewards',
    card_usage: 'Everyday spends',
    bullets: [],
    apply_url: '/credit-cards/sbi',
    ...over,
  };
}

export const SHOPPING = { id: 1, name: 'Shopping' };
export const TRAVEL = { id: 2, name: 'Travel' };
export const LIFETIME_FREE = { id: 8, name: 'Lifetime free' };

/** Four cards of three issuers. */
export const CARDS: Card[] = [
  card({
    id: 1,
    name: 'SBI Card ELITE',
    joining_fee: 4999,
    discounted_fee: 3999,
    card_type: 'premium',
    card_usage: 'Lifestyle',
    categories: [TRAVEL],
    ratings: 4.3,
  }),
  card({
    id: 2,
    name: 'HDFC Millennia',
    issuer_bank_id: 2,
    issuer_bank_name: 'HDFC Bank',
    bank_name: 'hdfc-bank',
    provider_alias: 'hdfc',
    joining_fee: 1000,
    discounted_fee: 0,
    card_type: 'cashback',
    card_usage: 'Online shopping',
    categories: [SHOPPING],
    ratings: null,
  }),
  card({
    id: 3,
    name: 'amazon pay ICICI',
    issuer_bank_id: 3,
    issuer_bank_name: 'ICICI Bank',
    bank_name: 'icici-bank',
    provider_alias: 'icici',
    joining_fee: 0,
    card_type: 'lifetime-free',
    card_usage: 'Online shopping',
    categories: [SHOPPING, LIFETIME_FREE],
    ratings: 4.5,
  }),
  card({
    id: 4,
    name: 'SBI SimplyCLICK',
    joining_fee: 499,
    discounted_fee: 0,
    card_type: 'shopping',
    card_usage: 'Online shopping',
    categories: [SHOPPING],
    ratings: 4.2,
  }),
];

export function recommended(
  c: Card,
  eligible: boolean,
  reasons: string[] = [eligible ? 'income meets the minimum' : 'not offered in your city'],
  score: number | null = eligible ? 10 : null,
): OwnerOffer {
  const heading = eligible ? 'Why it fits you' : 'Why you may not be eligible';
  return { ...c, eligible, reasons, score, why: { heading, items: reasons } };
}
