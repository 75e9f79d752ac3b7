import type { ShownFact, StepShow } from '../../journeyModel/types.js';

// The cost block of a partner's offer step (issue 22 §1, decision 080): after the amount,
// tenure and rate, the texts the API keeps with the offer call's facts (`offerCostFacts`),
// then a link to the offer's Key Fact Statement page (which links its PDF).

/** The cost rows of an offer, its instalment (the EMI, or a credit line's illustration) second. */
export function offerCostItems(instalment: ShownFact): ShownFact[] {
  return [
    { fact: 'processingFeeText', label: 'Processing fee (with GST)', format: 'text' },
    instalment,
    { fact: 'aprText', label: 'Annual Percentage Rate (APR)', format: 'text' },
    { fact: 'totalPayableText', label: 'Total amount payable', format: 'text' },
    { fact: 'penalChargesText', label: 'Penal charges', format: 'text' },
    { fact: 'coolingOffText', label: 'Cooling-off (look-up) period', format: 'text' },
  ];
}

/** The offer's Key Fact Statement, before the applicant accepts (a page in a new tab). */
export const OFFER_KFS_LINK: StepShow = {
  kind: 'document',
  document: 'kfs',
  label: 'Read the Key Fact Statement (page and PDF)',
};
