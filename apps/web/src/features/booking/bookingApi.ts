import type { BookingDay, BookingPayloadInput } from '@tara/core/booking';
import { BOOKING_PRODUCTS } from '@tara/core/booking';
import type {
  BookingResponse,
  BookingSlotsResponse,
  BookingsResponse,
  BookingView,
  OfferTerms,
  OfferTermsResponse,
} from '@tara/core/contract';
import { request } from '../../api/request';
import { type BookingQuery, bookingSearch } from './bookingQuery';

// The booking calls (decision 057). The answers' types are core's contract, the API's schemas
// checked against them.

export type { BookingView, OfferTerms } from '@tara/core/contract';

export async function fetchOffer(q: BookingQuery, signal: AbortSignal): Promise<OfferTerms> {
  const body = await request<OfferTermsResponse>(`booking/offer?${bookingSearch(q)}`, { signal });
  return body.data.results;
}

export async function fetchSlots(q: BookingQuery, signal?: AbortSignal): Promise<BookingDay[]> {
  const productId = BOOKING_PRODUCTS[q.product].productId;
  const body = await request<BookingSlotsResponse>(
    `lead/slots?productId=${productId}`,
    signal ? { signal } : {},
  );
  return body.data.results;
}

/** POST /pl/lead/add (personal loan) or POST /lead (home loan). */
export async function bookAppointment(q: BookingQuery, payload: BookingPayloadInput) {
  const path = BOOKING_PRODUCTS[q.product].path.replace(/^\/api\//, '');
  const body = await request<BookingResponse>(path, { method: 'POST', body: payload });
  return body;
}

export async function myBookings(product: string, signal: AbortSignal): Promise<BookingView[]> {
  const query = product ? `?product=${encodeURIComponent(product)}` : '';
  const body = await request<BookingsResponse>(`bookings${query}`, { signal });
  return body.data.results;
}
