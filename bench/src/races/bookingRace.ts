import { randomInt } from 'node:crypto';
import { bookingOfLoan } from '@tara/core/booking';
import { post, signUp } from '../benchClient.js';

const OFFER =
  '/api/booking/offer?product=personal-loan&instrumentId=5021&amount=500000&tenure=36&employment=salaried&creditLevel=excellent';
const ADDRESS = {
  address1: '12 MG Road, Fort, Mumbai 400001',
  address2: '' as const,
  address3: '' as const,
  pincode: '400001',
  isCurrentPermanentAddressSame: 1 as const,
  permanentAddress1: null,
  permanentPincode: null,
};

type Days = {
  data: { results: { date: string; slots: { slot_id: number; available: boolean }[] }[] };
};

const freshMobile = () => `97${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Issue 20 item 10: one user books `clients` different free slots of a personal loan at once
 * (as many as are free, if fewer); then a second user books one. Decision 066: one booked, the
 * rest 409, and the second user still books (before it, one user took all 18 free slots).
 */
export async function bookingRace(
  baseUrl: string,
  clients: number,
): Promise<Record<string, number>> {
  const offer = (await (await fetch(`${baseUrl}${OFFER}`)).json()) as { data: { results: never } };
  const payload = (slot: { date: string; slotId: number }) =>
    bookingOfLoan({
      product: 'personal-loan',
      instrumentId: 5021,
      offer: offer.data.results,
      answers: { mobile: '9876543210', empType: 'salaried', monthlyIncome: '85000' },
      address: ADDRESS,
      appointment: slot,
      userId: null,
    });
  const free = async () => {
    const days = (await (await fetch(`${baseUrl}/api/lead/slots?productId=2`)).json()) as Days;
    return days.data.results.flatMap((d) =>
      d.slots.filter((s) => s.available).map((s) => ({ date: d.date, slotId: s.slot_id })),
    );
  };
  const slots = (await free()).slice(0, clients);
  const cookie = await signUp(baseUrl, freshMobile());
  const answers = await Promise.all(
    slots.map((slot) => post(baseUrl, '/api/pl/lead/add', payload(slot), cookie)),
  );
  const statuses = answers.map((a) => a.status);
  const [next] = await free();
  const second = await signUp(baseUrl, freshMobile());
  const secondAnswer = next ? await post(baseUrl, '/api/pl/lead/add', payload(next), second) : null;
  return {
    'free slots asked for': slots.length,
    'bookings made': statuses.filter((s) => s === 200).length,
    'refused 409': statuses.filter((s) => s === 409).length,
    'answered 5xx': statuses.filter((s) => s >= 500).length,
    'second user booked': secondAnswer?.status === 200 ? 1 : 0,
  };
}
