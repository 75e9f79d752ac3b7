import { IST_OFFSET_MS, indiaDate } from '../format/indiaDate.js';

// The appointment slots of a loan booking (spec 02 §2.5 apply/book-slot, §7 GET /lead/slots;
// decision 057): a deterministic sandbox of the lender's field agents' calendar. Seven days
// from today (India time), five two-hour slots a day; a slot that has started is never
// offered, the sandbox's own full slots and the slots already booked are shown full.

/** The day's slots, India time (the agent visits in working hours). */
export const BOOKING_SLOT_TIMES: readonly { id: number; start: string; end: string }[] = [
  { id: 1, start: '10:00', end: '12:00' },
  { id: 2, start: '12:00', end: '14:00' },
  { id: 3, start: '14:00', end: '16:00' },
  { id: 4, start: '16:00', end: '18:00' },
  { id: 5, start: '18:00', end: '20:00' },
];

/** How many days are offered, today included. */
export const BOOKING_DAYS = 7;

export const SLOT_FULL = 'This slot is full. Please choose another slot.';
export const SLOT_PAST = 'This slot has passed. Please choose another slot.';
export const SLOT_UNKNOWN = 'Please choose a slot from the list.';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BookingSlot {
  slot_id: number;
  /** '10:00 – 12:00' (India time). */
  time: string;
  available: boolean;
}

export interface BookingDay {
  /** YYYY-MM-DD (India). */
  date: string;
  /** DD/MM/YYYY, as shown. */
  label: string;
  slots: BookingSlot[];
}

/** A booked slot's key: its date and slot id. */
export const slotKey = (date: string, slotId: number): string => `${date}#${slotId}`;

/** The instant a slot starts (its date and start are India time). */
function slotStart(date: string, start: string): number {
  return Date.parse(`${date}T${start}:00Z`) - IST_OFFSET_MS;
}

/**
 * The sandbox's own full slots, deterministic by date and slot: the agents' calendar is full
 * when the day of the month plus the slot id is a multiple of four (about one slot in four).
 */
export function sandboxFull(date: string, slotId: number): boolean {
  return (Number(date.slice(8, 10)) + slotId) % 4 === 0;
}

const dateLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The days offered from `now`, each with its slots not yet started; a day with none is left out. */
export function bookingSlots(now: Date, booked: ReadonlySet<string>): BookingDay[] {
  const days: BookingDay[] = [];
  for (let i = 0; i < BOOKING_DAYS; i += 1) {
    const date = indiaDate(now, i);
    const slots = BOOKING_SLOT_TIMES.filter((t) => slotStart(date, t.start) > now.getTime()).map(
      (t) => ({
        slot_id: t.id,
        time: `${t.start} – ${t.end}`,
        available: !sandboxFull(date, t.id) && !booked.has(slotKey(date, t.id)),
      }),
    );
    if (slots.length > 0) days.push({ date, label: dateLabel(date), slots });
  }
  return days;
}

/**
 * Why a slot cannot be booked at `now`, or null: not one of the offered days' slots, already
 * started, or full (the sandbox's; a slot booked by someone else is the database's to refuse).
 */
export function slotProblem(now: Date, date: string, slotId: number): string | null {
  const time = BOOKING_SLOT_TIMES.find((t) => t.id === slotId);
  if (!time || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return SLOT_UNKNOWN;
  if (slotStart(date, time.start) <= now.getTime()) return SLOT_PAST;
  const last = Date.parse(`${indiaDate(now)}T00:00:00Z`) + (BOOKING_DAYS - 1) * DAY_MS;
  if (Date.parse(`${date}T00:00:00Z`) > last) return SLOT_UNKNOWN;
  return sandboxFull(date, slotId) ? SLOT_FULL : null;
}
