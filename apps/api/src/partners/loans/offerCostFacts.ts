import type { Scalar } from '@tara/core';
import { offerCosts, offerCostTexts, type PartnerOfferTerms } from '@tara/core/rules/loans';

/** The offer facts a partner's eligibility call keeps (decisions 022, 036), fees if given. */
export interface OfferFacts {
  offeredAmountPaise: number;
  interestRateBps: number;
  tenureMonths: number;
  processingFeePaise?: number;
  otherChargesPaise?: number;
}

/**
 * The cost block of an offer step (issue 22 §1, decision 080): processing fee, instalment,
 * APR, total payable, penal charges and the cooling-off period, as texts kept with the offer
 * call's facts, so the journey renderer shows them like any fact (no code on the step route).
 * From the partner's figures only; a fee it does not give reads "As per the lender's KFS".
 */
export function offerCostFacts(
  kind: PartnerOfferTerms['kind'],
  offer: OfferFacts,
): Record<string, Scalar> {
  const costs = offerCosts({
    kind,
    amountPaise: offer.offeredAmountPaise,
    annualRateBp: offer.interestRateBps,
    tenureMonths: offer.tenureMonths,
    processingFeePaise: offer.processingFeePaise ?? null,
    otherChargesPaise: offer.otherChargesPaise ?? null,
  });
  return { ...offerCostTexts(costs).facts };
}
