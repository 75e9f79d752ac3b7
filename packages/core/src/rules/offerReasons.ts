import type { FitPart } from './types.js';

// The words beside an offer (decision 030). "Why it fits" lists only what fits: the criteria
// met and the fit parts that count for the card (the issuer you bank with, rewards on your
// spend, no fee); criteria passed on trust are not reasons. "Why you may not be eligible"
// lists only the criteria that failed.

export interface OfferReasonInput {
  eligible: boolean;
  /** Eligible: the criteria met. Ineligible: the failed criteria first (engine order). */
  reasons: readonly string[];
  /** Eligible: the fit parts; ineligible: none. */
  fit: readonly FitPart[];
  /** Ineligible: how many of `reasons` (the first) failed. */
  failed: number;
}

export interface OfferReasons {
  heading: 'Why it fits you' | 'Why you may not be eligible';
  items: string[];
}

const FITTING_PARTS: ReadonlySet<FitPart['key']> = new Set(['issuer', 'incomeFit', 'rewards']);

export function offerReasons(offer: OfferReasonInput): OfferReasons {
  if (!offer.eligible) {
    return { heading: 'Why you may not be eligible', items: offer.reasons.slice(0, offer.failed) };
  }
  const parts = offer.fit
    .filter((p) => p.points > 0 && FITTING_PARTS.has(p.key))
    .map((p) => p.reason);
  const noFee = offer.fit.find((p) => p.key === 'fee' && p.points === 0)?.reason;
  return {
    heading: 'Why it fits you',
    items: [...parts, ...(noFee ? [noFee] : []), ...offer.reasons],
  };
}
