// The calendar day in India: India Standard Time is UTC+05:30 all year (no daylight saving),
// so an instant's day there is its UTC day once shifted by 5 h 30 min.

/** The offset of India Standard Time from UTC, in milliseconds. */
export const IST_OFFSET_MS = 330 * 60_000;

/**
 * The India date (YYYY-MM-DD) of an instant, or of the day `days` after it
 * (2026-11-21T19:00Z → '2026-11-22'). Throws a RangeError for an invalid Date.
 */
export function indiaDate(at: Date, days = 0): string {
  return new Date(at.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}
