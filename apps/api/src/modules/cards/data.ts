import { reviewAverage } from '@tara/core';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { banks, cardApplications, cardReviews, cards, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export type CardRow = typeof cards.$inferSelect & {
  issuerBankName: string;
  issuerShortName: string;
  reviewCount: number;
  /** The average of the approved reviews (core's `reviewAverage`); null: none yet. */
  reviewAverage: number | null;
};

/** Every card with its issuer's names and its approved reviews' count and average, by id. */
export async function allCards(db: DbOrTx): Promise<CardRow[]> {
  const rows = await db
    .select({ card: cards, issuerBankName: banks.name, issuerShortName: banks.shortName })
    .from(cards)
    .innerJoin(banks, eq(banks.id, cards.issuerBankId))
    .orderBy(asc(cards.id));
  const ratings = await approvedRatings(db);
  return rows.map(({ card, issuerBankName, issuerShortName }) => {
    const stars = ratings.get(card.id) ?? [];
    return {
      ...card,
      issuerBankName,
      issuerShortName,
      reviewCount: stars.length,
      reviewAverage: reviewAverage(stars),
    };
  });
}

/** The approved reviews' stars by card (all cards, or one). */
export async function approvedRatings(db: DbOrTx, cardId?: number): Promise<Map<number, number[]>> {
  const approved = eq(cardReviews.state, 'approved');
  const rows = await db
    .select({ cardId: cardReviews.cardId, rating: cardReviews.rating, n: count() })
    .from(cardReviews)
    .where(cardId === undefined ? approved : and(approved, eq(cardReviews.cardId, cardId)))
    .groupBy(cardReviews.cardId, cardReviews.rating);
  const byCard = new Map<number, number[]>();
  for (const r of rows) {
    const list = byCard.get(r.cardId) ?? [];
    for (let i = 0; i < Number(r.n); i++) list.push(r.rating);
    byCard.set(r.cardId, list);
  }
  return byCard;
}

export type ReviewRow = typeof cardReviews.$inferSelect;

/** One page of a card's approved reviews, newest first, with their total and average. */
export async function reviewPage(
  db: DbOrTx,
  cardId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; average: number | null; rows: ReviewRow[] }> {
  const stars = (await approvedRatings(db, cardId)).get(cardId) ?? [];
  const rows = await db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.cardId, cardId), eq(cardReviews.state, 'approved')))
    .orderBy(desc(cardReviews.createdAt), asc(cardReviews.id))
    .offset(offset)
    .limit(limit);
  return { total: stars.length, average: reviewAverage(stars), rows };
}

/** Has the user applied for the card (a submission on one of their leads)? */
export async function hasApplied(db: DbOrTx, userId: string, cardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cardApplications.id })
    .from(cardApplications)
    .innerJoin(leads, eq(leads.id, cardApplications.leadId))
    .where(and(eq(cardApplications.cardId, cardId), eq(leads.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a pending review; false when the user has already reviewed the card. */
export async function insertReview(
  db: DbOrTx,
  row: typeof cardReviews.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(cardReviews)
    .values(row)
    .onConflictDoNothing({ target: [cardReviews.cardId, cardReviews.userId] })
    .returning({ id: cardReviews.id });
  return inserted.length > 0;
}

/** Moderation: approves or rejects a review; false when there is no such review. */
export async function setReviewState(
  db: DbOrTx,
  reviewId: string,
  state: 'approved' | 'rejected',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(cardReviews)
    .set({ state, moderatedAt: now })
    .where(eq(cardReviews.id, reviewId))
    .returning({ id: cardReviews.id });
  return rows.length > 0;
}

/** The reviews waiting for moderation, oldest first. */
export async function pendingReviews(db: DbOrTx, limit = 100): Promise<ReviewRow[]> {
  return db
    .select()
    .from(cardReviews)
    .where(eq(cardReviews.state, 'pending'))
    .orderBy(asc(cardReviews.createdAt), asc(cardReviews.id))
    .limit(limit);
}
