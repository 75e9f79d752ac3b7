import type { BookedOffer, BookingDay, BookingPayloadInput } from '@tara/core/booking';
import { BOOKING_PRODUCTS } from '@tara/core/booking';
import { request } from '../../api/request';
import { type BookingQuery, bookingSearch } from './bookingQuery';

// The booking calls (decision 057).

export interface OfferTerms extends BookedOffer {
  lenderName: string;
  productName: string;
  productId: string;
}

export interface BookingView {
  booking_id: string;
  product: string;
  lender_name: string;
  appointment_date: string;
  slot_id: number;
  time: string;
  loan_amount_paise: number;
  interest_rate_bp: number;
  tenure_months: number;
}

export async function fetchOffer(q: BookingQuery, signal: AbortSignal): Promise<OfferTerms> {
  const body = await request<{ data: { results: OfferTerms } }>(
    `booking/offer?${bookingSearch(q)}`,
    { signal },
  );
  return body.data.results;
}

export async function fetchSlots(q: BookingQuery, signal?: AbortSignal): Promise<BookingDay[]> {
  const productId = BOOKING_PRODUCTS[q.product].productId;
  const body = await request<{ data: { results: BookingDay[] } }>(
    `lead/slots?productId=${productId}`,
    signal ? { signal } : {},
  );
  return body.data.results;
}

/** POST /pl/lead/add (personal loan) or POST /lead (home loan). */
export async function bookAppointment(q: BookingQuery, payload: BookingPayloadInput) {
  const path = BOOKING_PRODUCTS[q.product].path.replace(/^\/api\//, '');
  const body = await request<{ data: { results: BookingView }; metadata: { redirect: string } }>(
    path,
    { method: 'POST', body: payload },
  );
  return body;
}

export async function myBookings(product: string, signal: AbortSignal): Promise<BookingView[]> {
  const query = product ? `?product=${encodeURIComponent(product)}` : '';
  const body = await request<{ data: { results: BookingView[] } }>(`bookings${query}`, { signal });
  return body.data.results;
}
