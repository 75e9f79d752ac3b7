/**
 * A booking's reference, shown on its confirmation and read out to support (issue 22 §3,
 * decision 077): 'BK-' and the first ten hex digits of its stored id, upper case. Derived, never
 * stored: the id is random (a UUID), so the same booking always has the same reference and two
 * bookings' references differ but for a one-in-a-trillion chance (40 bits).
 */
export function bookingReference(bookingId: string): string {
  const hex = bookingId.replace(/-/g, '').slice(0, 10).toUpperCase();
  return `BK-${hex}`;
}
