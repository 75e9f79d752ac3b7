import {
  applicantFromFilters,
  applicantFromQuery,
  defaultCardListFilters,
  filterCardList,
  joiningFeeMaxAfterLoad,
  PRODUCT_IDS,
  type RecommendationQuery,
  recommend as rank,
  recommendationFiltersFromAnswers,
  sortCards,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { LeadOwner } from '../leads/data.js';
import { type CardCatalog, type CardEntry, findBySearch, type LoadedCatalog } from './catalog.js';
import { ownLeadAnswers } from './leadLookup.js';
import type { CARD_SORT_KEYS } from './schemas.js';
import {
  cardSeoContent,
  fallbackSeoContent,
  type SeoContent,
  seoBullets,
  seoForPath,
} from './seo.js';
import { bulletSections, type CardView } from './view.js';

export const cardNotFound = (id: number | string) =>
  httpError(404, `Cannot find card with id: ${id}`);

export type CardLookup = { creditCardId: number } | { searchCard: string };

export function lookupCard(catalog: LoadedCatalog, lookup: CardLookup): CardEntry {
  const entry =
    'creditCardId' in lookup
      ? catalog.byId.get(lookup.creditCardId)
      : findBySearch(catalog, lookup.searchCard);
  if (!entry) {
    throw cardNotFound('creditCardId' in lookup ? lookup.creditCardId : lookup.searchCard);
  }
  return entry;
}

export interface CardListInput {
  limit: number;
  offset: number;
  bankIds: number[];
  cardTypes: string[];
  cardUsages: string[];
  categoryIds: number[];
  maxJoiningFee?: number | null | undefined;
  sortKey: (typeof CARD_SORT_KEYS)[number];
  sortDirection: 1 | -1;
}

/** POST /credit_cards: core's list filters and sort, then one page. */
export function listCards(catalog: LoadedCatalog, input: CardListInput) {
  const all = catalog.entries.map((e) => e.view);
  const maxJoiningFee = joiningFeeMaxAfterLoad(all);
  const filters = {
    ...defaultCardListFilters(),
    bankIds: input.bankIds,
    cardTypes: input.cardTypes,
    cardUsages: input.cardUsages,
    categoryIds: input.categoryIds,
    maxJoiningFee: input.maxJoiningFee ?? maxJoiningFee,
  };
  const sorted = sortCards(filterCardList(all, filters), input.sortKey, input.sortDirection);
  return {
    results: sorted.slice(input.offset, input.offset + input.limit),
    metadata: { total: sorted.length, maxJoiningFee },
  };
}

export function cardSeoContents(
  catalog: LoadedCatalog,
  input: CardLookup | { path: string },
  origin: string,
): SeoContent {
  if ('path' in input) {
    return seoForPath(catalog, input.path, origin) ?? fallbackSeoContent(input.path, origin);
  }
  return cardSeoContent(lookupCard(catalog, input), origin);
}

export { bulletSections, seoBullets };

/** GET /amex: the instant-apply URL of an Amex card (default the Membership Rewards card). */
export function amexUrl(catalog: LoadedCatalog, query: { slug?: string; creditCardId?: number }) {
  const asked = query.creditCardId ?? query.slug;
  const entry =
    query.creditCardId !== undefined
      ? catalog.byId.get(query.creditCardId)
      : query.slug !== undefined
        ? findBySearch(catalog, query.slug)
        : catalog.entries.find((e) => e.view.provider_alias === 'amex');
  if (entry?.view.provider_alias !== 'amex') throw cardNotFound(asked ?? 'amex');
  const { slug, id } = entry.view;
  return {
    data: {
      results: { url: `/credit-cards/amex/${slug}/instant-apply/about-you`, card_id: id, slug },
    },
  };
}

/** GET /instrument: the card products (instrument id = card id). */
export function instruments(catalog: LoadedCatalog) {
  return {
    data: {
      results: catalog.entries.map(({ view }) => ({
        id: view.id,
        name: view.name,
        slug: view.slug,
        provider_id: view.provider_id,
        product_id: view.provider_alias === 'amex' ? PRODUCT_IDS.amexCard : PRODUCT_IDS.creditCard,
        issuer_bank_id: view.issuer_bank_id,
      })),
    },
  };
}

export type RecommendInput = { leadId: string } | RecommendationQuery;

/**
 * Every card, eligible first (ranked by fit), then the ineligible ones (fewest failures
 * first), each with its reasons in plain words (decision 009's compiled engine).
 */
export async function recommendCards(
  db: Db,
  cards: CardCatalog,
  input: RecommendInput,
  owner: LeadOwner | null,
  today: Date,
) {
  let applicant: ReturnType<typeof applicantFromQuery>;
  if ('leadId' in input) {
    const lead = owner ? await ownLeadAnswers(db, input.leadId, owner) : null;
    if (!lead) throw httpError(404, LEAD_NOT_FOUND);
    applicant = applicantFromFilters(recommendationFiltersFromAnswers(lead.answers), today);
  } else {
    applicant = applicantFromQuery(input, today);
  }
  const catalog = await cards.get();
  const ranked = rank(catalog.compiled, applicant, {
    limit: Number.POSITIVE_INFINITY,
    ineligibleLimit: Number.POSITIVE_INFINITY,
  });
  const results = [
    ...ranked.eligible.map((r) => offer(r.card, true, r.reasons, r.score, r.fit)),
    ...ranked.ineligible.map((r) => offer(r.card, false, r.reasons, null, [])),
  ];
  return {
    data: { results, metadata: { eligible: ranked.counts.eligible, total: ranked.counts.total } },
  };
}

const offer = (
  card: CardView,
  eligible: boolean,
  reasons: string[],
  score: number | null,
  fit: { key: string; points: number; reason: string }[],
) => ({ ...card, eligible, reasons, score, fit });
