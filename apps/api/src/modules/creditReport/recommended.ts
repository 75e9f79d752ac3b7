import {
  type Applicant,
  type CreditHistoryKey,
  type Employment,
  recommend,
  scoreLevelOf,
} from '@tara/core';
import type { ScoreCard } from '@tara/core/contract';
import type { CardCatalog } from '../cards/catalog.js';
import type { CardView } from '../cards/view.js';
import type { CreditReportDeps } from './creditReportService.js';
import { latestReport } from './data.js';

// POST /user/profile/recommended (spec 01 §7): the cards this user is likely to get with the
// score of their latest report, from the recommendation engine. Only the score (and whether
// they hold a card) is known here: employment is unknown, so a card counts when it takes the
// user as salaried or as self-employed, ranked by its better fit; the card's own page and the
// application check the rest.

export const RECOMMENDED_COUNT = 6;
const KINDS: readonly Employment[] = ['salaried', 'selfEmployed'];

/** A card likely at the user's score: the contract's `ScoreCard`. */
export type RecommendedCard = ScoreCard;

export async function recommendedForUser(
  deps: CreditReportDeps & { catalog: CardCatalog },
  userId: string,
): Promise<{
  data: {
    results: RecommendedCard[];
    metadata: { score: number | null; credit_history: CreditHistoryKey | null };
  };
}> {
  const stored = await latestReport(deps.db, userId);
  if (!stored) return { data: { results: [], metadata: { score: null, credit_history: null } } };
  const { report } = stored;
  const creditHistory = scoreLevelOf(report.score).key;
  const hasCard = report.accounts.some((a) => a.type === 'creditCard' && a.closedOn === null);
  const catalog = await deps.catalog.get();
  const best = new Map<number, { card: CardView; score: number; reasons: string[] }>();
  for (const employment of KINDS) {
    const applicant: Applicant = {
      employment,
      age: null,
      city: null,
      monthlyIncome: null,
      bankId: null,
      hasCard,
      cardLimit: null,
      creditHistory,
    };
    const ranked = recommend(catalog.compiled, applicant, { limit: 50, ineligibleLimit: 0 });
    for (const r of ranked.eligible) {
      const seen = best.get(r.card.id);
      if (!seen || r.score > seen.score) {
        best.set(r.card.id, { card: r.card, score: r.score, reasons: r.reasons });
      }
    }
  }
  const results = [...best.values()]
    .sort((a, b) => b.score - a.score || a.card.annual_fee - b.card.annual_fee)
    .slice(0, RECOMMENDED_COUNT)
    .map(({ card, reasons }) => ({
      id: card.id,
      name: card.name,
      issuer_bank_id: card.issuer_bank_id,
      issuer_bank_name: card.issuer_bank_name,
      url: card.url,
      image_url: card.image_url,
      annual_fee: card.annual_fee,
      reasons,
    }));
  return { data: { results, metadata: { score: report.score, credit_history: creditHistory } } };
}
