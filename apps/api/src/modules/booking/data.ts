import { randomUUID } from 'node:crypto';
import { slotKey } from '@tara/core/booking';
import { and, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { loanBookings } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type LoanBookingRow = typeof loanBookings.$inferSelect;
export type NewLoanBooking = Omit<LoanBookingRow, 'id'>;

/**
 * Books the slot, or answers null when it is taken or the user already holds an open booking
 * of the product: the unique indexes on (date, slot) and on the user's open booking per
 * product decide, so racing requests (two API processes) cannot both have it (decision 066).
 */
export async function insertBooking(
  db: Db,
  row: Omit<NewLoanBooking, 'status'>,
): Promise<LoanBookingRow | null> {
  const [saved] = await db
    .insert(loanBookings)
    .values({ ...row, id: randomUUID(), status: 'open' })
    .onConflictDoNothing()
    .returning();
  return saved ?? null;
}

/** Marks the user's open bookings of the product whose day is before `today` as passed. */
export async function closePassedBookings(
  db: Db,
  userId: string,
  product: string,
  today: string,
): Promise<void> {
  await db
    .update(loanBookings)
    .set({ status: 'passed' })
    .where(
      and(
        eq(loanBookings.userId, userId),
        eq(loanBookings.product, product),
        eq(loanBookings.status, 'open'),
        lt(loanBookings.appointmentDate, today),
      ),
    );
}

/** The user's open booking of the product, if any (at most one: decision 066). */
export async function openBooking(
  db: Db,
  userId: string,
  product: string,
): Promise<LoanBookingRow | undefined> {
  return bookingOf(
    db,
    userId,
    and(eq(loanBookings.product, product), eq(loanBookings.status, 'open')),
  );
}

/** The slots booked from `from` (YYYY-MM-DD) on, as core's slot keys (cancelled ones are free). */
export async function bookedSlots(db: Db, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: loanBookings.appointmentDate, slotId: loanBookings.slotId })
    .from(loanBookings)
    .where(and(gte(loanBookings.appointmentDate, from), ne(loanBookings.status, 'cancelled')));
  return new Set(rows.map((r) => slotKey(r.date, r.slotId)));
}

/** A user's own bookings, newest first (of one product when given). */
export function userBookings(db: Db, userId: string, product?: string): Promise<LoanBookingRow[]> {
  const mine = eq(loanBookings.userId, userId);
  return db
    .select()
    .from(loanBookings)
    .where(product ? and(mine, eq(loanBookings.product, product)) : mine)
    .orderBy(desc(loanBookings.createdAt));
}

/** One booking, only when it is the user's. */
export async function userBooking(
  db: Db,
  userId: string,
  id: string,
): Promise<LoanBookingRow | undefined> {
  return bookingOf(db, userId, eq(loanBookings.id, id));
}

/** The user's booking that `which` picks, if any. */
async function bookingOf(
  db: Db,
  userId: string,
  which: SQL | undefined,
): Promise<LoanBookingRow | undefined> {
  const row = await firstRow(db, loanBookings, and(eq(loanBookings.userId, userId), which));
  return row ?? undefined;
}
