import type { Answers } from '@tara/core/engine';
import { request } from '../../api/request';

// The card marketplace calls (apps/api/README.md "Card marketplace"). Types are the API's
// answers as the pages read them.

/** A card as the list, detail and recommendation calls answer it. */
export interface Card {
  id: number;
  slug: string;
  name: string;
  issuer_bank_id: number;
  issuer_bank_name: string;
  issuer_bank?: { bank_id: number; name: string };
  /** The URL segment of the issuer: /credit-card/<bank_name>/<slug>. */
  bank_name: string;
  provider_id: number;
  /** The card journey: credit-cards/<provider_alias>. */
  provider_alias: string | null;
  url: string;
  image_url: string;
  /** 0–5; null reads as 0. */
  ratings: number | null;
  review_count?: number;
  categories: { id: number; name: string }[];
  joining_fee: number;
  annual_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
  network?: string;
  bullets: string[];
  benefits?: string[];
  eligibility?: CardEligibilityView;
  note?: string | null;
  instant_apply?: boolean;
  /** Where Apply leads: the issuer's journey step 1, or the card's instant-apply form. */
  apply_url?: string;
}

export interface CardEligibilityView {
  minIncomeSalaried: number | null;
  minIncomeSelfEmployed: number | null;
  minAge: number;
  maxAge: number;
  cities: string[] | null;
  employerCategories?: string[] | null;
  minCreditHistory?: string | null;
  minExistingCardLimit?: number | null;
}

/** A card of the recommendation, with why it does or does not fit. */
export interface RecommendedCard extends Card {
  eligible: boolean;
  reasons: string[];
}

export interface BulletGroup {
  title: string;
  bullets: string[];
}

export interface SeoFaq {
  question: string;
  answer: string;
}

export interface SeoContent {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  h1?: string;
  body?: string[];
  lang?: string;
}

export interface Review {
  id: number;
  credit_card_id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  created_at: string;
  seeded?: boolean;
}

export interface ReviewsPage {
  total: number;
  averageRating: number;
  results: Review[];
}

/** The provider's answer to an application (README `POST /api/cards/apply`). */
export interface ApplyAnswer {
  status: number;
  referenceId: string | null;
  declineReason: string | null;
  providerId: number;
  leadId: string | number | null;
  cardId: number;
  redirect: string;
  message: string | null;
}

/** How a card detail call names its card. */
export type CardKey = { creditCardId: number } | { searchCard: string };

const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  request<T>(path, { method: 'POST', body, ...(signal ? { signal } : {}) });

/** The whole catalog (sorting and filtering run over it in the browser, spec §4). */
export async function listCards(signal?: AbortSignal): Promise<Card[]> {
  const body = await post<{ results?: Card[]; data?: { results?: Card[] } }>(
    'credit_cards',
    { limit: 1000, offset: 0 },
    signal,
  );
  return body.results ?? body.data?.results ?? [];
}

export async function cardDetails(key: CardKey, signal?: AbortSignal): Promise<Card> {
  const body = await post<{ data: { results: Card } }>('credit_card/details', key, signal);
  return body.data.results;
}

export async function cardBullets(key: CardKey, signal?: AbortSignal): Promise<BulletGroup[]> {
  const body = await post<{ data: { results: BulletGroup[] } }>(
    'credit-cards/bullets',
    key,
    signal,
  );
  return body.data.results ?? [];
}

export async function seoBullets(key: CardKey, signal?: AbortSignal): Promise<SeoFaq[]> {
  const body = await post<{ data: { results: SeoFaq[] } }>('seo/bullets', key, signal);
  return body.data.results ?? [];
}

/** The page's SEO content (`data.results[0]`), or null when there is none. */
export async function seoContents(
  key: CardKey | { path: string },
  signal?: AbortSignal,
): Promise<SeoContent | null> {
  const body = await post<{ data: { results: SeoContent[] } }>('seo/contents', key, signal);
  return body.data.results?.[0] ?? null;
}

export const REVIEWS_PAGE_SIZE = 5;

export async function getReviews(
  creditCardId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const body = await post<{
    data: {
      metadata: { total: number; average_rating: number };
      data: { results: Review[] };
    };
  }>('reviews/get', { creditCardId, offset, limit: REVIEWS_PAGE_SIZE }, signal);
  return {
    total: body.data.metadata.total,
    averageRating: body.data.metadata.average_rating,
    results: body.data.data.results,
  };
}

/** The cards the rule engine matched to the visitor's finished card lead. */
export async function recommendForLead(
  leadId: string,
  signal?: AbortSignal,
): Promise<RecommendedCard[]> {
  const body = await post<{ data: { results: RecommendedCard[] } }>(
    'rule_engine/recommend/credit_cards',
    { leadId },
    signal,
  );
  return body.data.results;
}

/** The Amex-type instant-apply form's route (GET /api/amex). */
export async function amexInstantApplyUrl(slug?: string): Promise<string> {
  const query = slug ? `?slug=${encodeURIComponent(slug)}` : '';
  const body = await request<{ data: { results: { url: string } } }>(`amex${query}`);
  return body.data.results.url;
}

export type ApplyBody =
  | { leadId: string; cardId: number; lastLocation?: string }
  | { cardId: number; instantApply: Answers; lastLocation?: string };

/** Applies for a card; the same key while the same application is retried. */
export async function applyForCard(body: ApplyBody, idempotencyKey: string): Promise<ApplyAnswer> {
  const answer = await request<{ data: { results: ApplyAnswer } }>('cards/apply', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data.results;
}
