import { asc, avg, count, desc, eq } from 'drizzle-orm';
import { banks, cardReviews, cards } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export type CardRow = typeof cards.$inferSelect & {
  issuerBankName: string;
  issuerShortName: string;
  reviewCount: number;
};

/** Every card with its issuer's names and its number of reviews, by id. */
export async function allCards(db: DbOrTx): Promise<CardRow[]> {
  const rows = await db
    .select({ card: cards, issuerBankName: banks.name, issuerShortName: banks.shortName })
    .from(cards)
    .innerJoin(banks, eq(banks.id, cards.issuerBankId))
    .orderBy(asc(cards.id));
  const counts = await db
    .select({ cardId: cardReviews.cardId, n: count() })
    .from(cardReviews)
    .groupBy(cardReviews.cardId);
  const byCard = new Map(counts.map((c) => [c.cardId, Number(c.n)]));
  return rows.map(({ card, issuerBankName, issuerShortName }) => ({
    ...card,
    issuerBankName,
    issuerShortName,
    reviewCount: byCard.get(card.id) ?? 0,
  }));
}

export type ReviewRow = typeof cardReviews.$inferSelect;

/** One page of a card's reviews, newest first, with the total and the average rating. */
export async function reviewPage(
  db: DbOrTx,
  cardId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; average: number | null; rows: ReviewRow[] }> {
  const [stats] = await db
    .select({ total: count(), average: avg(cardReviews.rating) })
    .from(cardReviews)
    .where(eq(cardReviews.cardId, cardId));
  const rows = await db
    .select()
    .from(cardReviews)
    .where(eq(cardReviews.cardId, cardId))
    .orderBy(desc(cardReviews.createdAt), asc(cardReviews.id))
    .offset(offset)
    .limit(limit);
  const average = stats?.average == null ? null : Number(stats.average);
  return { total: Number(stats?.total ?? 0), average, rows };
}
