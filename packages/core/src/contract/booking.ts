// The loan-booking calls (decision 057): the slots, the offer's terms and a booking as its
// owner reads it. Types only: the API's zod schemas are checked against them.
import type { BookedOffer, BookingProduct } from '../booking/bookingOfLoan.js';
import type { BookingDay } from '../booking/bookingSlots.js';

/** GET /api/lead/slots?productId= */
export interface BookingSlotsResponse {
  data: { results: BookingDay[] };
}

/** The offer's terms as booked, with the names shown beside them. */
export interface OfferTerms extends BookedOffer {
  lenderName: string;
  productName: string;
  productId: string;
}

/** GET /api/booking/offer */
export interface OfferTermsResponse {
  data: { results: OfferTerms };
}

/** A booking as its owner reads it (money in paise, the rate in basis points). */
export interface BookingView {
  booking_id: string;
  /** The reference shown to the user ('BK-3F2A9C1E7B'): core's `bookingReference` of the id. */
  reference: string;
  product: BookingProduct;
  instrument_id: number;
  lender_name: string;
  /** YYYY-MM-DD (India). */
  appointment_date: string;
  slot_id: number;
  time: string;
  loan_amount_paise: number;
  interest_rate_bp: number;
  tenure_months: number;
  created_at: string;
}

/** POST /api/pl/lead/add and /api/lead (a booking made), GET /api/bookings/:id. */
export interface BookingResponse {
  data: { results: BookingView };
  metadata: { redirect: string };
}

/** GET /api/bookings?product= */
export interface BookingsResponse {
  data: { results: BookingView[] };
}
