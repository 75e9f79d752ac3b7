import {
  applicantFromFilters,
  journeyList,
  type OfferSort,
  offerReasons,
  orderOffers,
  recommend as rank,
  recommendationFiltersFromAnswers,
  shortlistOffers,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import type { LeadOwner } from '../leads/data.js';
import type { CardCatalog } from './catalog.js';
import { latestFinishedLead } from './leadLookup.js';

export const NO_FINISHED_CARD_LEAD = 'No finished card journey yet';

/** The card journeys: those that end on the offers page. */
const CARD_JOURNEYS = journeyList
  .filter((j) => j.finalRoute === 'credit-card/offers')
  .map((j) => j.prefix);

const SHORTLIST_SIZE = 3;

/**
 * GET /api/cards/offers: the offers of the owner's (visitor cookie or signed-in user's) most
 * recently finished card journey, from the server alone (decision 031): ordered by core's
 * `orderOffers` (the journey's issuer first by fit), the short list's ids, and on every card
 * the words of core's `offerReasons`.
 */
export async function ownerOffers(
  db: Db,
  cards: CardCatalog,
  owner: LeadOwner,
  query: { sort: OfferSort; lead?: string | undefined },
  today: Date,
) {
  const { sort } = query;
  const lead = await latestFinishedLead(db, owner, CARD_JOURNEYS, query.lead);
  if (!lead) throw httpError(404, NO_FINISHED_CARD_LEAD);
  const catalog = await cards.get();
  const applicant = applicantFromFilters(recommendationFiltersFromAnswers(lead.answers), today);
  const ranked = rank(catalog.compiled, applicant, {
    limit: Number.POSITIVE_INFINITY,
    ineligibleLimit: Number.POSITIVE_INFINITY,
  });
  const issuerBankIds = [
    ...new Set(
      catalog.entries
        .filter((e) => lead.providerId !== null && e.view.provider_id === lead.providerId)
        .map((e) => e.view.issuer_bank_id),
    ),
  ];
  const offers = [
    ...ranked.eligible.map((r) => ({
      ...r.card,
      eligible: true,
      reasons: r.reasons,
      score: r.score,
      fit: r.fit,
      why: offerReasons({ eligible: true, reasons: r.fits, fit: r.fit, failed: 0 }),
    })),
    ...ranked.ineligible.map((r) => ({
      ...r.card,
      eligible: false,
      reasons: r.reasons,
      score: null,
      fit: [],
      why: offerReasons({ eligible: false, reasons: r.reasons, fit: [], failed: r.failed }),
    })),
  ];
  return {
    data: {
      results: orderOffers(offers, sort, issuerBankIds),
      metadata: {
        lead_id: lead.id,
        journey: lead.journey,
        sort,
        issuer_bank_ids: issuerBankIds,
        shortlist: shortlistOffers(offers, issuerBankIds, SHORTLIST_SIZE).map((o) => o.id),
        eligible: ranked.counts.eligible,
        total: ranked.counts.total,
      },
    },
  };
}
