import type {
  AmexResponse,
  ApplyAnswer,
  ApplyBody,
  ApplyResponse,
  BulletGroup,
  BulletsResponse,
  Card,
  CardDetailsResponse,
  CardKey,
  OtpSentResponse,
  ReviewAdded,
  ReviewsPage,
  ReviewsResponse,
  SeoBulletsResponse,
  SeoContent,
  SeoContentsResponse,
  SeoFaq,
  SubmissionReview,
  SubmissionReviewResponse,
} from '@tara/core/contract';
import { request } from './request';

// The card marketplace calls (apps/api/README.md "Card marketplace"). The answers' types are
// core's contract (re-exported here for the card pages).

export type {
  ApplyAnswer,
  ApplyBody,
  BulletGroup,
  Card,
  CardEligibilityView,
  CardKey,
  OwnerOffer,
  RecommendedCard,
  Review,
  ReviewsPage,
  SeoContent,
  SeoFaq,
} from '@tara/core/contract';

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
  const body = await post<CardDetailsResponse>('credit_card/details', key, signal);
  return body.data.results;
}

export async function cardBullets(key: CardKey, signal?: AbortSignal): Promise<BulletGroup[]> {
  const body = await post<BulletsResponse>('credit-cards/bullets', key, signal);
  return body.data.results ?? [];
}

export async function seoBullets(key: CardKey, signal?: AbortSignal): Promise<SeoFaq[]> {
  const body = await post<SeoBulletsResponse>('seo/bullets', key, signal);
  return body.data.results ?? [];
}

/** The page's SEO content (`data.results[0]`), or null when there is none. */
export async function seoContents(
  key: CardKey | { path: string },
  signal?: AbortSignal,
): Promise<SeoContent | null> {
  const body = await post<SeoContentsResponse>('seo/contents', key, signal);
  return body.data.results?.[0] ?? null;
}

export const REVIEWS_PAGE_SIZE = 5;

export async function getReviews(
  creditCardId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const body = await post<ReviewsResponse>(
    'reviews/get',
    { creditCardId, offset, limit: REVIEWS_PAGE_SIZE },
    signal,
  );
  return {
    total: body.data.metadata.total,
    averageRating: body.data.metadata.average_rating,
    results: body.data.data.results,
  };
}

/** Writes a review of a card the signed-in user applied for; it starts pending. */
export async function addReview(body: {
  creditCardId: number;
  rating: number;
  title: string;
  body: string;
}): Promise<ReviewAdded> {
  return post<ReviewAdded>('reviews/add', body);
}

/** The Amex-type instant-apply form's route (GET /api/amex). */
export async function amexInstantApplyUrl(slug?: string): Promise<string> {
  const query = slug ? `?slug=${encodeURIComponent(slug)}` : '';
  const body = await request<AmexResponse>(`amex${query}`);
  return body.data.results.url;
}

/** Applies for a card; the same key while the same application is retried. */
export async function applyForCard(body: ApplyBody, idempotencyKey: string): Promise<ApplyAnswer> {
  const answer = await request<ApplyResponse>('cards/apply', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data.results;
}

/** What applying with the lead for the card will send, before the applicant says yes. */
export async function reviewApplication(
  leadId: string,
  cardId: number,
  signal?: AbortSignal,
): Promise<SubmissionReview> {
  const query = `leadId=${encodeURIComponent(leadId)}&cardId=${cardId}`;
  const body = await request<SubmissionReviewResponse>(`cards/apply/review?${query}`, { signal });
  return body.data.results;
}

/**
 * The instant-apply OTP (POST /cards/apply/otp) to the form's mobile, bound to the card and
 * this browser (decision 060); resolves to the seconds before it may be sent again.
 */
export async function sendInstantApplyOtp(cardId: number, mobile: string): Promise<number> {
  const body = { cardId, mobile };
  const sent = await request<OtpSentResponse>('cards/apply/otp', { method: 'POST', body });
  return sent.data.results.resend_in;
}

/** The lead OTP (POST /user/otp, type 'lead') to the lead's mobile, before its submission. */
export async function sendApplicationOtp(leadId: string, mobile: string): Promise<number> {
  const body = { type: 'lead', leadId, mobile };
  const sent = await request<OtpSentResponse>('user/otp', { method: 'POST', body });
  return sent.data.results.resend_in;
}
