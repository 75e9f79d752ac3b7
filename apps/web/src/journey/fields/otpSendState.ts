// Where the OTP widget stands for one mobile: sent or not, how long until another send is
// allowed, the last refusal. It belongs to that mobile: another number starts over.

export interface OtpSendState {
  /** The mobile this state is about. */
  mobile: string;
  /** A code went to this mobile. */
  sent: boolean;
  /** When the wait before another send started (epoch ms). */
  since: number;
  /** Seconds to wait from `since` before another send (0: at once). */
  wait: number;
  /** The last send's refusal, shown in the field's error area. */
  failure: string | null;
}

/** The state that applies to `mobile` now: none when it was about another number. */
export function otpStateFor(state: OtpSendState | null, mobile: string): OtpSendState | null {
  return state && state.mobile === mobile ? state : null;
}

/** A code went out; the server says when the next may be asked for. */
export function otpSent(mobile: string, resendIn: number, now: number): OtpSendState {
  return { mobile, sent: true, since: now, wait: Math.max(0, resendIn), failure: null };
}

/**
 * A send was refused: the message shows, an earlier code still counts, and a rate limit's
 * `retryAfter` (429) becomes the wait before the button comes back.
 */
export function otpFailed(
  state: OtpSendState | null,
  mobile: string,
  failure: string,
  retryAfter: number | undefined,
  now: number,
): OtpSendState {
  const before = otpStateFor(state, mobile);
  const base = before ?? { mobile, sent: false, since: now, wait: 0, failure: null };
  return retryAfter && retryAfter > 0
    ? { ...base, since: now, wait: retryAfter, failure }
    : { ...base, failure };
}
