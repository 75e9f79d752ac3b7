import type { LoanProduct } from '../../catalog/lenders/lenderTypes.js';

// The neutral order of loan offers (decision 047): every matched offer is shown on equal
// terms — no lender pays for a place, none is pre-selected or marked "recommended" — ordered
// by what the borrower pays: the APR (the rate with the fees in it), then the EMI, then the
// lender's name. The page says so in these words.

export interface OrderableLoanOffer {
  product: Pick<LoanProduct, 'id' | 'lenderName' | 'name'>;
  offer: { aprBp: number; emiPaise: number };
}

/** How the offers were matched and ordered: the text the offers page shows. */
export const LOAN_OFFER_ORDER_TEXT =
  'We show every lender whose published rules you meet, on equal terms: no lender pays for a ' +
  'place and none is chosen for you. Offers are ordered by APR, the yearly cost of the loan ' +
  'with its processing fee included, lowest first; then by EMI, lowest first; then by ' +
  "lender's name. Rates are indicative: the lender sets the final rate after checking your " +
  'application. Lenders you do not match are listed below with the reason.';

/** The offers page's text on matching and order. */
export function howLoanOffersAreOrdered(): string {
  return LOAN_OFFER_ORDER_TEXT;
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Matched offers in the neutral order: APR, then EMI, then lender and product name, then id. */
export function orderLoanOffers<O extends OrderableLoanOffer>(offers: readonly O[]): O[] {
  return [...offers].sort(
    (a, b) =>
      a.offer.aprBp - b.offer.aprBp ||
      a.offer.emiPaise - b.offer.emiPaise ||
      text(a.product.lenderName, b.product.lenderName) ||
      text(a.product.name, b.product.name) ||
      a.product.id - b.product.id,
  );
}
