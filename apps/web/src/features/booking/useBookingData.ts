import type { Answers } from '@tara/core';
import { BOOKING_PRODUCTS } from '@tara/core/booking';
import { useEffect, useState } from 'react';
import { getCurrentLead } from '../../api/leadsApi';
import { isAbort } from '../../api/request';
import { fetchOffer, type OfferTerms } from './bookingApi';
import { readBookingQuery } from './bookingQuery';

export type BookingData =
  | { status: 'loading' }
  | { status: 'ready'; offer: OfferTerms; answers: Answers }
  | { status: 'error'; message: string };

/** The offer to book (the page query's loan) (priced by the server) and the loan journey's answers, when it has one. */
export function useBookingData(search: string): BookingData {
  const [data, setData] = useState<BookingData>({ status: 'loading' });
  useEffect(() => {
    const q = readBookingQuery(search);
    if (!q) {
      setData({ status: 'error', message: 'This link names no loan to book.' });
      return;
    }
    const controller = new AbortController();
    const journey = BOOKING_PRODUCTS[q.product].journey;
    Promise.all([
      fetchOffer(q, controller.signal),
      journey ? getCurrentLead(journey, controller.signal) : Promise.resolve(null),
    ]).then(
      ([offer, lead]) => setData({ status: 'ready', offer, answers: lead?.answers ?? {} }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const message = error instanceof Error && error.message ? error.message : '';
        setData({ status: 'error', message: message || 'We could not load this offer.' });
      },
    );
    return () => controller.abort();
  }, [search]);
  return data;
}
