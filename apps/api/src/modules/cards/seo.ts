import { formatINR } from '@tara/core';
import type { CardSeo } from '../../db/schema.js';
import { CARD_TYPES } from '../../db/seed/cardKit.js';
import type { CardEntry, LoadedCatalog } from './catalog.js';
import { type CardView, eligibilityLines, feeLines, slugify } from './view.js';

// What crawlers and the detail pages read: title, description, keywords, canonical URL
// (<origin>/credit-card/<bankName>/<slug>), h1 and body, in en-IN (CO-02, CO-03). The origin
// is the caller's: PUBLIC_ORIGIN, or the request's own outside production (routes.ts).

export const SITE_NAME = 'Tara';
export const LANG = 'en-IN';

export interface SeoContent {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  canonical: string;
  h1: string;
  body: string[];
  lang: typeof LANG;
}

export interface SeoBullet {
  question: string;
  answer: string;
}

/**
 * The spec's fallback title (CO-03): the path's segments in title case, words split at '-'
 * and '_' ("hdfc-bank/unknown-card" → "Hdfc Bank Unknown Card"). Written here for the server;
 * the web app has its own client-side equivalent.
 */
export function titleFromPath(path: string): string {
  return (
    path
      .split('?')[0]
      ?.split('/')
      .flatMap((segment) => safeDecode(segment).split(/[-_\s]+/))
      .filter((word) => word !== '')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
      .join(' ') ?? ''
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

export function cardSeoContent(entry: CardEntry, origin: string): SeoContent {
  const { view: card, seo } = entry;
  const made = madeSeo(card);
  const given: CardSeo = seo ?? made;
  return {
    title: given.title,
    description: given.description,
    keywords: given.keywords.join(', '),
    canonical: `${origin}${card.url}`,
    h1: card.name,
    body: [
      `${card.name} is a ${card.card_type.replace('-', ' ')} card issued by ${card.issuer_bank_name}.`,
      ...card.bullets.map(sentence),
      ...feeLines(card).map(sentence),
      ...(card.note ? [card.note] : []),
    ],
    lang: LANG,
  };
}

/** Title, description and keywords made from the card when the catalog gives none. */
function madeSeo(card: CardView): CardSeo {
  const fee =
    card.joining_fee === 0 ? 'no joining fee' : `joining fee ${formatINR(card.joining_fee, 0)}`;
  return {
    title: `${card.name}: fees, rewards and eligibility | ${SITE_NAME}`,
    description: clip(
      `${card.name} from ${card.issuer_bank_name}: ${card.bullets[0] ?? card.card_usage}; ${fee}. Check your eligibility and apply online.`,
      160,
    ),
    keywords: [
      card.name,
      `${card.issuer_bank_name} credit card`,
      `${card.card_type.replace('-', ' ')} credit card`,
      ...card.categories.map((c) => `${c.name.toLowerCase()} credit card`),
      'credit card India',
    ].filter((k, i, all) => all.indexOf(k) === i),
  };
}

export function seoBullets(card: CardView): SeoBullet[] {
  const [joining, annual] = feeLines(card);
  return [
    { question: `What is the joining fee of the ${card.name}?`, answer: sentence(joining ?? '') },
    { question: `What is the annual fee of the ${card.name}?`, answer: sentence(annual ?? '') },
    {
      question: `Who can apply for the ${card.name}?`,
      answer: eligibilityLines(card.eligibility).map(sentence).join(' '),
    },
    {
      question: `What are the main rewards of the ${card.name}?`,
      answer: card.bullets.slice(0, 3).map(sentence).join(' '),
    },
  ];
}

/** The card list (`/credit-cards`) and its area pages (`/credit-cards/<area>`). */
export function listSeoContent(
  catalog: LoadedCatalog,
  area: string | null,
  origin: string,
): SeoContent | null {
  const path = area ? `/credit-cards/${area}` : '/credit-cards';
  const canonical = `${origin}${path}`;
  if (!area) {
    return {
      title: `Credit cards in India: compare and apply online | ${SITE_NAME}`,
      description: `Compare ${catalog.entries.length} credit cards from SBI Card, HDFC Bank, ICICI Bank, RBL Bank, American Express and more by fees, rewards and eligibility, then apply online.`,
      keywords: 'credit cards, credit card India, compare credit cards, apply credit card online',
      canonical,
      h1: 'Credit cards',
      body: ['Compare cards by joining fee, card type, category and bank, and see which fit you.'],
      lang: LANG,
    };
  }
  const key = area.toLowerCase();
  const cards = catalog.entries.map((e) => e.view);
  const byBank = cards.filter((c) => c.bank_name === key || c.provider_alias === key);
  const byType = (CARD_TYPES as readonly string[]).includes(key)
    ? cards.filter((c) => c.card_type === key)
    : cards.filter((c) => c.categories.some((cat) => slugify(cat.name) === key));
  const matched = byBank.length > 0 ? byBank : byType;
  if (matched.length === 0) return null;
  const label =
    byBank.length > 0 ? (byBank[0]?.issuer_bank_name ?? titleFromPath(area)) : titleFromPath(area);
  return {
    title: `${label} credit cards: compare and apply | ${SITE_NAME}`,
    description: clip(
      `Compare ${matched.length} ${label} credit cards by fees, rewards and eligibility: ${matched
        .slice(0, 3)
        .map((c) => c.name)
        .join(', ')} and more.`,
      160,
    ),
    keywords: [
      `${label.toLowerCase()} credit cards`,
      'credit card India',
      ...matched.map((c) => c.name),
    ]
      .slice(0, 8)
      .join(', '),
    canonical,
    h1: `${label} credit cards`,
    body: matched.map((c) => `${c.name}: ${c.bullets[0] ?? c.card_usage}.`),
    lang: LANG,
  };
}

/** An unknown page: the fallback title from the path (CO-03), canonical on the path. */
export function fallbackSeoContent(path: string, origin: string): SeoContent {
  const title = titleFromPath(path.replace(/^\/?credit-cards?\//, ''));
  return {
    title: `${title} | ${SITE_NAME}`,
    description: `${title}: compare credit cards in India by fees, rewards and eligibility on ${SITE_NAME}.`,
    keywords: `${title.toLowerCase()}, credit card India`,
    canonical: `${origin}${path.split('?')[0]}`,
    h1: title,
    body: [],
    lang: LANG,
  };
}

const DETAIL = /^\/credit-card\/([^/]+)\/([^/]+)$/;

const cleanPath = (path: string): string => path.split('?')[0]?.replace(/\/+$/, '') ?? '';

/** The card of a detail page's path (`/credit-card/<bankName>/<slug>`), or null. */
export function cardOfPath(catalog: LoadedCatalog, path: string): CardEntry | null {
  const slug = DETAIL.exec(cleanPath(path))?.[2];
  return slug === undefined ? null : (catalog.bySlug.get(safeDecode(slug).toLowerCase()) ?? null);
}

/** SEO of a path the SPA serves: a card detail, the list or an area; null: not an SEO page. */
export function seoForPath(
  catalog: LoadedCatalog,
  path: string,
  origin: string,
): SeoContent | null {
  const clean = cleanPath(path);
  if (DETAIL.test(clean)) {
    const entry = cardOfPath(catalog, clean);
    if (entry) return cardSeoContent(entry, origin);
    return fallbackSeoContent(clean, origin);
  }
  if (clean === '/credit-cards') return listSeoContent(catalog, null, origin);
  const area = /^\/credit-cards\/([^/]+)$/.exec(clean);
  if (area) {
    const name = safeDecode(area[1] ?? '');
    return listSeoContent(catalog, name, origin) ?? fallbackSeoContent(clean, origin);
  }
  return null;
}
