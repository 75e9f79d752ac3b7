import {
  BOOKING_PRODUCTS,
  BOOKING_SLOT_TIMES,
  type BookingPayload,
  type BookingProduct,
  CANNOT_PREPARE,
  SLOT_FULL,
  slotProblem,
} from '@tara/core/booking';
import { httpError, NOT_ALLOWED } from '../../http/errors.js';
import type { UserRow } from '../users/data.js';
import { bookedProduct } from './bookedOffer.js';
import { insertBooking, type LoanBookingRow } from './data.js';
import type { BookingDeps } from './deps.js';

/** A booking as its owner reads it. */
export function bookingView(row: LoanBookingRow) {
  const time = BOOKING_SLOT_TIMES.find((t) => t.id === row.slotId);
  return {
    booking_id: row.id,
    product: row.product as BookingProduct,
    instrument_id: row.instrumentId,
    lender_name: row.lenderName,
    appointment_date: row.appointmentDate,
    slot_id: row.slotId,
    time: time ? `${time.start} – ${time.end}` : '',
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
 * (past, full, or taken by a racing request: the database's unique index decides).
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
    throw httpError(409, SLOT_FULL, { fields: { appointmentTimeslot: SLOT_FULL } });
  }
  return {
    data: { results: bookingView(saved) },
    metadata: { redirect: `booking-done/${product}` },
  };
}
