/**
 * Whole seconds until the user may ask for the link (or code) again: `resendAfter` seconds
 * after it was sent (`since`, the server's ISO time or the browser's epoch ms), never negative;
 * 0 when there is no wait (resend at once).
 */
export function resendCountdown(
  since: string | number,
  resendAfter: number | null,
  now: number,
): number {
  if (!resendAfter) return 0;
  const started = typeof since === 'number' ? since : Date.parse(since);
  if (Number.isNaN(started)) return resendAfter;
  const left = resendAfter * 1000 - (now - started);
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

/** Seconds between two looks at the lead while it waits; the journey's, else 3, at least 1. */
export function pollInterval(pollSeconds: number | null): number {
  return Math.max(1, pollSeconds ?? 3);
}
