import { type KeyFactStatement, keyFactStatement } from './keyFactStatement.js';

// The costs of a partner's loan or credit-line offer, before the applicant accepts it (issue
// 22 §1, decision 080), on the personal loan's KFS maths (`keyFactStatement`, decision 024).
// Only what the partner's offer says: a fee the offer does not give is unknown (null), never 0.

export interface PartnerOfferTerms {
  /**
   * `loan`: a term loan, the amount is disbursed. `creditLine`: revolving, the amount is the
   * limit; its figures are an illustration (the whole limit drawn on the first day, repaid in
   * equal monthly instalments over the offer's tenure, decision 080).
   */
  kind: 'loan' | 'creditLine';
  /** The amount offered, or the credit limit, paise. */
  amountPaise: number;
  /** The offer's yearly rate, basis points (2400 = 24 % a year). */
  annualRateBp: number;
  tenureMonths: number;
  /** The processing fee with its GST, paise, as the offer gives it; null when it gives none. */
  processingFeePaise: number | null;
  /** Other upfront charges, paise; null when the offer gives none. */
  otherChargesPaise: number | null;
}

export interface PartnerOfferCosts {
  terms: PartnerOfferTerms;
  /** True when the offer gave its processing fee (and so the APR and total include it). */
  feesKnown: boolean;
  /** The KFS of the loan, or of the credit line's illustrative drawdown; unknown fees as 0. */
  kfs: KeyFactStatement;
}

/**
 * The KFS of a partner's offer: EMI, totals, APR and the schedule of the amount (a credit
 * line: of its whole limit drawn on day one). Unknown fees are left out of the APR and the
 * total, and `feesKnown` says so, so no text may present those figures as all-in.
 */
export function offerCosts(terms: PartnerOfferTerms): PartnerOfferCosts {
  const kfs = keyFactStatement({
    principal: terms.amountPaise,
    annualRateBp: terms.annualRateBp,
    tenureMonths: terms.tenureMonths,
    processingFee: terms.processingFeePaise ?? 0,
    otherCharges: terms.otherChargesPaise ?? 0,
  });
  return { terms, feesKnown: terms.processingFeePaise !== null, kfs };
}
