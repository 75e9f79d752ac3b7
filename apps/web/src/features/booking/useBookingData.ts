import type { Answers } from '@tara/core';
import { BOOKING_PRODUCTS } from '@tara/core/booking';
import { useMemo } from 'react';
import { getCurrentLead } from '../../api/leadsApi';
import { useLoad } from '../../lib/useLoad';
import { fetchOffer, type OfferTerms } from './bookingApi';
import { readBookingQuery } from './bookingQuery';

export type BookingData =
  | { status: 'loading' }
  | { status: 'ready'; offer: OfferTerms; answers: Answers }
  | { status: 'error'; message: string };

/** The offer to book (the page query's loan) (priced by the server) and the loan journey's answers, when it has one. */
export function useBookingData(search: string): BookingData {
  const load = useLoad(
    async (signal) => {
      const q = readBookingQuery(search);
      if (!q) throw new Error('This link names no loan to book.');
      const journey = BOOKING_PRODUCTS[q.product].journey;
      const [offer, lead] = await Promise.all([
        fetchOffer(q, signal),
        journey ? getCurrentLead(journey, signal) : Promise.resolve(null),
      ]);
      return { offer, answers: lead?.answers ?? {} };
    },
    [search],
  );
  const { status } = load;
  const found = load.status === 'ready' ? load.data : null;
  const error = load.status === 'error' ? load.error : null;
  return useMemo((): BookingData => {
    if (found) return { status: 'ready', ...found };
    if (status !== 'error') return { status: 'loading' };
    const message = error instanceof Error && error.message ? error.message : '';
    return { status: 'error', message: message || 'We could not load this offer.' };
  }, [status, found, error]);
}
