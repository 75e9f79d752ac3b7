import { PERSONAL_LOAN_ELIGIBILITY_PREFIX, PERSONAL_LOAN_PREFIX } from '@tara/core/catalog';

// Which lead the personal-loan offers page reads (decisions 050, 058): the personal loan's
// and its eligibility check's both end on it, so the page asks for both and reads the one
// saved last — the check's, when it has just ended there.

/** The journeys whose leads the offers page reads. */
export const OFFERS_LEAD_JOURNEYS = [PERSONAL_LOAN_PREFIX, PERSONAL_LOAN_ELIGIBILITY_PREFIX];

/** What the page reads of a lead (`GET lead/current`). */
export interface OffersLead {
  answers: Record<string, unknown>;
  calls?: Record<string, { facts?: { creditScore?: unknown } }>;
  updated_at?: string;
}

const savedAt = (lead: OffersLead): number => {
  const t = Date.parse(lead.updated_at ?? '');
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** The lead saved last (the first given on a tie or without dates), or null without any. */
export function newestLead(leads: readonly (OffersLead | null)[]): OffersLead | null {
  let newest: OffersLead | null = null;
  for (const lead of leads) {
    if (lead && (newest === null || savedAt(lead) > savedAt(newest))) newest = lead;
  }
  return newest;
}
