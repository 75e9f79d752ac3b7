import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { RESEND_FAILED, resendResult, SENT_AGAIN } from './resendResult';

describe('resendResult', () => {
  it('restarts the journey’s countdown from the resend', () => {
    expect(resendResult(null, 10, 5_000)).toEqual({ note: SENT_AGAIN, since: 5_000, wait: 10 });
  });

  it('shows the server’s message and waits its seconds on a 429', () => {
    const error = new ApiError(
      429,
      ['Please wait 7 seconds before asking for the link again'],
      {},
      null,
      { retryAfter: 7 },
    );
    expect(resendResult(error, 10, 5_000)).toEqual({
      note: 'Please wait 7 seconds before asking for the link again',
      since: 5_000,
      wait: 7,
    });
  });

  it('shows the server’s refusal without a new countdown, and a plain line without one', () => {
    const done = new ApiError(409, ['The e-mandate is already complete']);
    expect(resendResult(done, 10, 5_000)).toEqual({
      note: 'The e-mandate is already complete',
      since: null,
      wait: null,
    });
    expect(resendResult(new ApiError(503, []), 10, 0).note).toBe(RESEND_FAILED);
    expect(resendResult(new TypeError('offline'), 10, 0)).toEqual({
      note: RESEND_FAILED,
      since: null,
      wait: null,
    });
  });
});
