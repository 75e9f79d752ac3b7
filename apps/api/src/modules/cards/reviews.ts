import { randomUUID } from 'node:crypto';
import { reviewAverage } from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import type { UserRow } from '../users/data.js';
import type { CardCatalog, LoadedCatalog } from './catalog.js';
import { approvedRatings, hasApplied, insertReview, reviewPage } from './data.js';
import type { ReviewAddBody } from './reviewSchemas.js';
import { lookupCard } from './service.js';

export const ONLY_APPLICANTS = 'Only people who applied for this card can review it';
export const ALREADY_REVIEWED = 'You have already reviewed this card';

/** POST /api/reviews/get: a page of a card's approved reviews, their total and average. */
export async function cardReviews(
  db: Db,
  catalog: LoadedCatalog,
  input: { creditCardId: number; offset: number; limit: number },
) {
  const card = lookupCard(catalog, input).view;
  const page = await reviewPage(db, card.id, input.offset, input.limit);
  return {
    data: {
      metadata: { total: page.total, average_rating: page.average ?? 0 },
      data: {
        results: page.rows.map((r) => ({
          id: r.id,
          credit_card_id: r.cardId,
          rating: r.rating,
          title: r.title,
          body: r.body,
          author: r.author,
          created_at: r.createdAt.toISOString(),
        })),
      },
    },
  };
}

/**
 * A card with its approved reviews' count and average as they are now (the catalog keeps
 * them as of its load): the card page's header and its reviews section say the same.
 */
export async function withReviewStats<C extends { id: number }>(db: Db, card: C) {
  const stars = (await approvedRatings(db, card.id)).get(card.id) ?? [];
  return { ...card, ratings: reviewAverage(stars) ?? 0, review_count: stars.length };
}

/**
 * POST /api/reviews/add: a signed-in user who applied for the card writes one review; it
 * starts pending and is shown (and averaged) only once approved (decision 031).
 */
export async function addReview(
  db: Db,
  cards: CardCatalog,
  user: UserRow | null,
  body: ReviewAddBody,
  now: Date,
) {
  if (!user) throw httpError(401, NOT_LOGGED_IN);
  const card = lookupCard(await cards.get(), { creditCardId: body.creditCardId }).view;
  if (!(await hasApplied(db, user.id, card.id))) throw httpError(403, ONLY_APPLICANTS);
  const id = randomUUID();
  const inserted = await insertReview(db, {
    id,
    cardId: card.id,
    userId: user.id,
    rating: body.rating,
    title: body.title.trim(),
    body: body.body.trim(),
    author: authorOf(user),
    state: 'pending',
    createdAt: now,
  });
  if (!inserted) throw httpError(409, ALREADY_REVIEWED);
  return { data: { results: { id, state: 'pending' as const } } };
}

/** The first name only (never the mobile); "Tara user" without one. */
function authorOf(user: UserRow): string {
  const first = (user.firstName ?? '').trim();
  return first.length > 0 ? first : 'Tara user';
}
