import { type BookingProduct, isBookingProduct } from '@tara/core/booking';

// The booking pages' query (decision 057): which loan and the terms its price depends on (the
// KFS link's four), nothing that identifies the applicant. Offers link here with it.

export interface BookingQuery {
  product: BookingProduct;
  instrumentId: number;
  amount: number;
  tenure: number;
  employment: string;
  creditLevel: string;
}

const EMPLOYMENTS = ['salaried', 'selfEmployed', 'professional'];
const LEVELS = ['noCredit', 'average', 'excellent', 'outstanding'];

const positive = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The query read, or null when it names no loan. A link without the applicant's profession or
 * credit level (the home loan's offers) is priced for a salaried applicant with an Excellent
 * score, as the lender pages' example is.
 */
export function readBookingQuery(search: string): BookingQuery | null {
  const q = new URLSearchParams(search);
  const product = q.get('product');
  const instrumentId = positive(q.get('instrumentId'));
  const amount = positive(q.get('amount'));
  const tenure = positive(q.get('tenure'));
  if (!isBookingProduct(product) || !instrumentId || !amount || !tenure) return null;
  const employment = q.get('employment') ?? '';
  const creditLevel = q.get('creditLevel') ?? '';
  return {
    product,
    instrumentId,
    amount,
    tenure,
    employment: EMPLOYMENTS.includes(employment) ? employment : 'salaried',
    creditLevel: LEVELS.includes(creditLevel) ? creditLevel : 'excellent',
  };
}

/** The query's text, for the next page and the offer call. */
export function bookingSearch(q: BookingQuery): string {
  return new URLSearchParams({
    product: q.product,
    instrumentId: String(q.instrumentId),
    amount: String(q.amount),
    tenure: String(q.tenure),
    employment: q.employment,
    creditLevel: q.creditLevel,
  }).toString();
}

/** DD/MM/YYYY of a YYYY-MM-DD date. */
export const dateText = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
