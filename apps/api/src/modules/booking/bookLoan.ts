import { formatDate, indiaDate } from '@tara/core';
import {
  BOOKING_PRODUCTS,
  BOOKING_SLOT_TIMES,
  type BookingPayload,
  type BookingProduct,
  bookingReference,
  CANNOT_PREPARE,
  SLOT_FULL,
  slotProblem,
} from '@tara/core/booking';
import { httpError, NOT_ALLOWED } from '../../http/errors.js';
import type { UserRow } from '../users/data.js';
import { bookedProduct } from './bookedOffer.js';
import { closePassedBookings, insertBooking, type LoanBookingRow, openBooking } from './data.js';
import type { BookingDeps } from './deps.js';

const slotTime = (slotId: number): string => {
  const time = BOOKING_SLOT_TIMES.find((t) => t.id === slotId);
  return time ? `${time.start} – ${time.end}` : '';
};

/**
 * The refusal of a second open booking (decision 066): which booking the user holds, and how
 * to change it (there is no self-service move yet: the support page's e-mail).
 */
export const alreadyBooked = (row: LoanBookingRow): string =>
  `You already have an appointment for your ${row.product.replace('-', ' ')} with ` +
  `${row.lenderName} on ${formatDate(row.appointmentDate)}, ${slotTime(row.slotId)}. To change ` +
  'it, write to us from the support page in your profile; you can book another once it has passed.';

/** A booking as its owner reads it. */
export function bookingView(row: LoanBookingRow) {
  return {
    booking_id: row.id,
    reference: bookingReference(row.id),
    product: row.product as BookingProduct,
    instrument_id: row.instrumentId,
    lender_name: row.lenderName,
    appointment_date: row.appointmentDate,
    slot_id: row.slotId,
    time: slotTime(row.slotId),
    loan_amount_paise: row.loanAmountPaise,
    interest_rate_bp: row.interestRateBp,
    tenure_months: row.tenureMonths,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /pl/lead/add (personal loan) and POST /lead (home loan): books the slot for the session
 * user's loan (decision 057). The payload is already core's schema's; here what the schema
 * cannot know: the path's product, whose user, the catalog's instrument and lender, the slot
 * (past, full, or taken by a racing request: the database's unique index decides), and the
 * user's one open booking of the product (decision 066: a unique index too).
 */
export async function bookLoan(
  deps: BookingDeps,
  user: UserRow,
  product: BookingProduct,
  payload: BookingPayload,
) {
  if (payload.productId !== BOOKING_PRODUCTS[product].productId) {
    throw httpError(422, CANNOT_PREPARE, { fields: { productId: 'Invalid product' } });
  }
  if (payload.userId !== null && payload.userId !== user.id) throw httpError(403, NOT_ALLOWED);
  const found = bookedProduct(product, payload.instrumentId);
  if ('status' in found) throw httpError(found.status, found.message);
  const outside =
    payload.providerId !== found.lenderId ||
    payload.loanAmount < found.amount.min ||
    payload.loanAmount > found.amount.max ||
    payload.tenure < found.tenureMonths.min ||
    payload.tenure > found.tenureMonths.max;
  if (outside) throw httpError(422, CANNOT_PREPARE);
  const now = deps.now();
  const problem = slotProblem(now, payload.appointmentDate, payload.appointmentTimeslot);
  if (problem) {
    throw httpError(problem === SLOT_FULL ? 409 : 422, problem, {
      fields: { appointmentTimeslot: problem },
    });
  }
  await closePassedBookings(deps.db, user.id, product, indiaDate(now));
  const held = await openBooking(deps.db, user.id, product);
  if (held) throw httpError(409, alreadyBooked(held));
  const saved = await insertBooking(deps.db, {
    userId: user.id,
    product,
    productId: Number(payload.productId),
    instrumentId: found.id,
    providerId: found.lenderId,
    lenderName: found.lenderName,
    appointmentDate: payload.appointmentDate,
    slotId: payload.appointmentTimeslot,
    loanAmountPaise: payload.loanAmount * 100,
    interestRateBp: Math.round(payload.interestRate * 100),
    processingFeePaise: payload.processingFee * 100,
    tenureMonths: payload.tenure,
    payload,
    createdAt: now,
  });
  if (!saved) {
    // Which index refused it: the user's open booking (a racing request of theirs) or the slot.
    const racing = await openBooking(deps.db, user.id, product);
    if (racing) throw httpError(409, alreadyBooked(racing));
    throw httpError(409, SLOT_FULL, { fields: { appointmentTimeslot: SLOT_FULL } });
  }
  return {
    data: { results: bookingView(saved) },
    metadata: { redirect: `booking-done/${product}` },
  };
}
