// Building blocks of the card catalog seed: categories, card types, city lists, eligibility.
import type { CardEligibility } from '@tara/core/rules';
import type { CardSeo } from '../schema.js';

export const cardCategories = {
  shopping: { id: 1, name: 'Shopping' },
  travel: { id: 2, name: 'Travel' },
  fuel: { id: 3, name: 'Fuel' },
  rewards: { id: 4, name: 'Rewards' },
  cashback: { id: 5, name: 'Cashback' },
  lifestyle: { id: 6, name: 'Lifestyle' },
  dining: { id: 7, name: 'Dining' },
  lifetimeFree: { id: 8, name: 'Lifetime free' },
  premium: { id: 9, name: 'Premium' },
  groceries: { id: 10, name: 'Groceries' },
  entertainment: { id: 11, name: 'Entertainment' },
} as const;

export type Category = keyof typeof cardCategories;

/** The card types the list filters on (`card_type`). */
export const CARD_TYPES = [
  'rewards',
  'cashback',
  'travel',
  'fuel',
  'shopping',
  'lifetime-free',
  'premium',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface CardSeed {
  id: number;
  slug: string;
  name: string;
  issuerBankId: number;
  /** The journey prefix credit-cards/<alias>. */
  providerAlias: string;
  /** Rupees: the issuer's joining fee, its annual (renewal) fee, and our discounted joining fee. */
  joiningFee: number;
  annualFee: number;
  discountedFee: number;
  cardType: CardType;
  cardUsage: string;
  network: string;
  /** 0–5, from the old catalog; not stored or shown: ratings come from reviews (decision 031). */
  ratings: number;
  categories: { id: number; name: string }[];
  /** Rewards, in our own words. */
  bullets: string[];
  /** Further benefits, in our own words. */
  benefits: string[];
  eligibility: CardEligibility;
  note: string | null;
  instantApply: boolean;
  /** Null: the page's title, description and keywords are made from the card. */
  seo: CardSeo | null;
}

export const metros = [
  'Mumbai',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
];
export const amexCities = [
  ...metros,
  'Ahmedabad',
  'Jaipur',
  'Chandigarh',
  'Surat',
  'Vadodara',
  'Gurugram',
  'Noida',
  'Thane',
  'Navi Mumbai',
  'Lucknow',
  'Indore',
  'Coimbatore',
];

/** Minimum monthly income (salaried, self-employed), age range, cities (null = all). */
export const e = (
  minIncomeSalaried: number | null,
  minIncomeSelfEmployed: number | null,
  minAge: number,
  maxAge: number,
  cities: string[] | null = null,
  more: Partial<CardEligibility> = {},
): CardEligibility => ({
  minIncomeSalaried,
  minIncomeSelfEmployed,
  minAge,
  maxAge,
  cities,
  ...more,
});

export const cats = (...names: Category[]) => names.map((n) => cardCategories[n]);

/** The defaults of a seed row: not instant-apply, no note, SEO made from the card. */
export const card = (
  row: Omit<CardSeed, 'note' | 'instantApply' | 'seo' | 'benefits'> &
    Partial<Pick<CardSeed, 'note' | 'instantApply' | 'seo' | 'benefits'>>,
): CardSeed => ({ note: null, instantApply: false, seo: null, benefits: [], ...row });

/** The rows of one issuer's file, without the issuer and alias that `issuerCards` adds. */
export type IssuerCardRow = Omit<Parameters<typeof card>[0], 'issuerBankId' | 'providerAlias'>;

/** One issuer's cards: its bank and journey alias are said once, for every row. */
export const issuerCards = (
  issuerBankId: number,
  providerAlias: string,
  rows: IssuerCardRow[],
): CardSeed[] => rows.map((row) => card({ ...row, issuerBankId, providerAlias }));
