import {
  BOOKING_PRODUCTS,
  type BookedOffer,
  type BookingProduct,
  cannotFindPl,
} from '@tara/core/booking';
import { type LoanProduct, lenderCatalog } from '@tara/core/catalog';
import { type KfsQuery, offerKeyFacts } from '@tara/core/rules/loans';

// The booked offer's terms as the server prices them (decision 057): the catalog's product and
// decision 050's Key Fact Statement maths, so the booking carries the rate and fee the offers
// list and the KFS showed. Nothing of the applicant but the four terms the price depends on.

/** The catalog's kinds each booking product takes. */
const KINDS: Record<BookingProduct, readonly LoanProduct['kind'][]> = {
  'personal-loan': ['personal', 'business'],
  'home-loan': ['home'],
};

/** The product booked, when it is a loan of the booking's kind: else the spec's message. */
export function bookedProduct(
  product: BookingProduct,
  instrumentId: number,
): LoanProduct | { status: 404; message: string } {
  const found = lenderCatalog.find((p) => p.id === instrumentId);
  if (!found || !KINDS[product].includes(found.kind)) {
    return { status: 404, message: cannotFindPl(instrumentId) };
  }
  return found;
}

export interface OfferView extends BookedOffer {
  lenderName: string;
  productName: string;
  productId: string;
}

/** The offer on these terms, or why there is none (404 unknown, 422 outside the product). */
export function bookedOffer(
  product: BookingProduct,
  instrumentId: number,
  terms: KfsQuery,
): OfferView | { status: 404 | 422; message: string } {
  const found = bookedProduct(product, instrumentId);
  if ('status' in found) return found;
  const kfs = offerKeyFacts(found, terms);
  if (typeof kfs === 'string') return { status: 422, message: kfs };
  return {
    instrumentId: found.id,
    providerId: found.lenderId,
    lenderName: found.lenderName,
    productName: found.name,
    productId: BOOKING_PRODUCTS[product].productId,
    loanAmount: terms.amount,
    rateBp: kfs.annualRateBp,
    processingFee: Math.round(kfs.processingFee / 100),
    tenure: terms.tenure,
  };
}
