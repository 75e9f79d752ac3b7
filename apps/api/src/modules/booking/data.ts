import { randomUUID } from 'node:crypto';
import { slotKey } from '@tara/core/booking';
import { and, desc, eq, gte } from 'drizzle-orm';
import { loanBookings } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type LoanBookingRow = typeof loanBookings.$inferSelect;
export type NewLoanBooking = Omit<LoanBookingRow, 'id'>;

/**
 * Books the slot, or answers null when it is taken: the unique index on (date, slot) decides,
 * so two racing requests (two API processes) cannot both have it.
 */
export async function insertBooking(db: Db, row: NewLoanBooking): Promise<LoanBookingRow | null> {
  const [saved] = await db
    .insert(loanBookings)
    .values({ ...row, id: randomUUID() })
    .onConflictDoNothing({ target: [loanBookings.appointmentDate, loanBookings.slotId] })
    .returning();
  return saved ?? null;
}

/** The slots booked from `from` (YYYY-MM-DD) on, as core's slot keys. */
export async function bookedSlots(db: Db, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: loanBookings.appointmentDate, slotId: loanBookings.slotId })
    .from(loanBookings)
    .where(gte(loanBookings.appointmentDate, from));
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
  const [row] = await db
    .select()
    .from(loanBookings)
    .where(and(eq(loanBookings.id, id), eq(loanBookings.userId, userId)));
  return row;
}
