import { type CardEligibility, creditHistoryText, formatINR } from '@tara/core';
import type { CardRow } from './data.js';

// The card as every card call answers it: the spec's Card (offer) fields (01 §3, CO-04) and
// ours. Money is whole rupees; ratings null read 0 (CO-05).

export interface CardView {
  id: number;
  slug: string;
  name: string;
  issuer_bank_id: number;
  issuer_bank_name: string;
  issuer_bank: { bank_id: number; name: string };
  /** The URL segment of the issuer: /credit-card/<bank_name>/<slug>. */
  bank_name: string;
  provider_id: number | null;
  provider_alias: string | null;
  url: string;
  image_url: string;
  ratings: number;
  review_count: number;
  categories: { id: number; name: string }[];
  joining_fee: number;
  annual_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
  network: string;
  bullets: string[];
  benefits: string[];
  eligibility: CardEligibility;
  note: string | null;
  instant_apply: boolean;
  apply_url: string;
}

/** The issuer's segment of a detail URL, by the bank's short name (the card issuers'). */
const BANK_URL_NAMES: Record<string, string> = {
  SBI: 'sbi-card',
  HDFC: 'hdfc-bank',
  ICICI: 'icici-bank',
  RBL: 'rbl-bank',
  Citi: 'citibank',
  Amex: 'american-express',
  Stashfin: 'stashfin',
};

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const bankUrlName = (shortName: string, name: string): string =>
  BANK_URL_NAMES[shortName] ?? slugify(name);

/**
 * Where the applicant applies: the instant-apply form, or the issuer's step journey by its bare
 * link, which resumes an unfinished application at its step (decision 031).
 */
export function applyUrl(alias: string | null, slug: string, instantApply: boolean): string {
  if (!alias) return '/credit-cards';
  return instantApply
    ? `/credit-cards/${alias}/${slug}/instant-apply/about-you`
    : `/credit-cards/${alias}`;
}

export function toCardView(card: CardRow, providerId: number | null): CardView {
  const bankName = bankUrlName(card.issuerShortName, card.issuerBankName);
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    issuer_bank_id: card.issuerBankId,
    issuer_bank_name: card.issuerBankName,
    issuer_bank: { bank_id: card.issuerBankId, name: card.issuerBankName },
    bank_name: bankName,
    provider_id: providerId,
    provider_alias: card.providerAlias,
    url: `/credit-card/${bankName}/${card.slug}`,
    image_url: `/api/cards/image/${card.slug}.svg`,
    ratings: card.reviewAverage ?? 0,
    review_count: card.reviewCount,
    categories: card.categories,
    joining_fee: card.joiningFee,
    annual_fee: card.annualFee,
    discounted_fee: card.discountedFee,
    card_type: card.cardType,
    card_usage: card.cardUsage,
    network: card.network,
    bullets: card.bullets,
    benefits: card.benefits,
    eligibility: card.eligibility,
    note: card.note,
    instant_apply: card.instantApply,
    apply_url: applyUrl(card.providerAlias, card.slug, card.instantApply),
  };
}

export interface BulletSection {
  title: 'Rewards' | 'Benefits' | 'Fees' | 'Eligibility';
  bullets: string[];
}

export function feeLines(card: CardView): string[] {
  const joining =
    card.joining_fee === 0
      ? 'No joining fee'
      : card.discounted_fee < card.joining_fee
        ? `Joining fee ${formatINR(card.joining_fee, 0)}, ${formatINR(card.discounted_fee, 0)} when you apply through Tara`
        : `Joining fee ${formatINR(card.joining_fee, 0)}`;
  const annual =
    card.annual_fee === 0
      ? 'No annual fee'
      : `Annual fee ${formatINR(card.annual_fee, 0)} from the second year`;
  return [joining, annual, 'Fees are before GST'];
}

export function eligibilityLines(e: CardEligibility): string[] {
  const lines: string[] = [];
  lines.push(
    e.minIncomeSalaried === null
      ? 'Not offered to salaried applicants'
      : `Salaried: a monthly income of ${formatINR(e.minIncomeSalaried, 0)} or more`,
  );
  lines.push(
    e.minIncomeSelfEmployed === null
      ? 'Not offered to self-employed applicants'
      : `Self-employed: a monthly income of ${formatINR(e.minIncomeSelfEmployed, 0)} or more`,
  );
  lines.push(`Age ${e.minAge} to ${e.maxAge}`);
  lines.push(
    e.cities === null
      ? 'Offered in every city'
      : `Offered in ${e.cities.slice(0, 8).join(', ')}${e.cities.length > 8 ? ' and more cities' : ''}`,
  );
  if (e.minCreditHistory) {
    lines.push(`A credit history of ${creditHistoryText(e.minCreditHistory)} or better`);
  }
  if (e.minExistingCardLimit != null) {
    lines.push(
      e.minExistingCardLimit > 0
        ? `An existing credit card with a limit of ${formatINR(e.minExistingCardLimit, 0)} or more`
        : 'An existing credit card',
    );
  }
  return lines;
}

export function bulletSections(card: CardView): BulletSection[] {
  return [
    { title: 'Rewards', bullets: card.bullets },
    { title: 'Benefits', bullets: card.benefits },
    { title: 'Fees', bullets: feeLines(card) },
    { title: 'Eligibility', bullets: eligibilityLines(card.eligibility) },
  ];
}
