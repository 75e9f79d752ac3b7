import { ApiError } from '../api/ApiError';

/** The waiting step's line and countdown after asking for the link again. */
export interface ResendResult {
  note: string;
  /** When the next countdown starts (browser ms), or null to keep the one running. */
  since: number | null;
  /** Its seconds. */
  wait: number | null;
}

export const SENT_AGAIN = 'Sent again. Please check your messages.';
export const RESEND_FAILED = 'We could not send it again. Please try again in a moment.';

/**
 * What a resend answered, for the waiting step: sent → the note and the journey's wait
 * counted again from now; refused → the server's own message ('Please wait 7 seconds…',
 * 'The e-mandate is already complete') and, for a 429, its seconds to wait.
 */
export function resendResult(error: unknown, resendAfter: number | null, at: number): ResendResult {
  if (error === null) return { note: SENT_AGAIN, since: at, wait: resendAfter };
  if (!(error instanceof ApiError)) return { note: RESEND_FAILED, since: null, wait: null };
  const retryAfter = error.flags.retryAfter ?? null;
  return {
    note: error.errors[0] ?? RESEND_FAILED,
    since: retryAfter ? at : null,
    wait: retryAfter,
  };
}
