import { describe, expect, it } from 'vitest';
import {
  BOOKING_DAYS,
  bookingSlots,
  SLOT_FULL,
  SLOT_PAST,
  SLOT_UNKNOWN,
  sandboxFull,
  slotKey,
  slotProblem,
} from './bookingSlots.js';

// 25/11/2026 13:00 India time (07:30 UTC): slots 1 and 2 of today have started.
const NOW = new Date('2026-11-25T07:30:00Z');

describe('bookingSlots', () => {
  it('offers seven days from today, without the slots already started', () => {
    const days = bookingSlots(NOW, new Set());
    expect(days).toHaveLength(BOOKING_DAYS);
    expect(days[0]?.date).toBe('2026-11-25');
    expect(days[0]?.label).toBe('25/11/2026');
    expect(days[0]?.slots.map((s) => s.slot_id)).toEqual([3, 4, 5]);
    expect(days[1]?.slots.map((s) => s.slot_id)).toEqual([1, 2, 3, 4, 5]);
    expect(days.at(-1)?.date).toBe('2026-12-01');
  });

  it('leaves out a day whose slots have all started', () => {
    const late = new Date('2026-11-25T14:00:00Z'); // 19:30 India
    expect(bookingSlots(late, new Set())[0]?.date).toBe('2026-11-26');
  });

  it('shows the sandbox’s full slots and the booked ones as not available', () => {
    const booked = new Set([slotKey('2026-11-26', 1)]);
    const day = bookingSlots(NOW, booked)[1];
    // 26 + 2 = 28, a multiple of four: full in the sandbox.
    expect(sandboxFull('2026-11-26', 2)).toBe(true);
    expect(day?.slots.map((s) => s.available)).toEqual([false, false, true, true, true]);
  });

  it('names why a slot cannot be booked', () => {
    expect(slotProblem(NOW, '2026-11-26', 1)).toBeNull();
    expect(slotProblem(NOW, '2026-11-25', 1)).toBe(SLOT_PAST);
    expect(slotProblem(NOW, '2026-11-24', 4)).toBe(SLOT_PAST);
    expect(slotProblem(NOW, '2026-11-26', 2)).toBe(SLOT_FULL);
    expect(slotProblem(NOW, '2026-11-26', 9)).toBe(SLOT_UNKNOWN);
    expect(slotProblem(NOW, '2026-12-02', 1)).toBe(SLOT_UNKNOWN);
    expect(slotProblem(NOW, '26/11/2026', 1)).toBe(SLOT_UNKNOWN);
  });
});
