import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { OTP_SEND_FAILED, otpSendError, otpSentText, otpWaitText } from './otpText';

describe('the OTP widget’s words', () => {
  it('hide all but the last 4 digits of the mobile', () => {
    expect(otpSentText('9876543210')).toBe('We sent a 6-digit OTP to XXXXXX3210');
    expect(otpSentText('3210')).toBe('We sent a 6-digit OTP to XXXX');
  });

  it('count the wait down in seconds', () => {
    expect(otpWaitText(27)).toBe('You can ask for a new OTP in 27 s.');
  });

  it('give the server’s first error for a refused send, ours otherwise', () => {
    const limited = new ApiError(429, ['Too many OTPs. Please try again in 60 seconds.', 'x']);
    expect(otpSendError(limited)).toBe('Too many OTPs. Please try again in 60 seconds.');
    expect(otpSendError(new ApiError(503, []))).toBe(OTP_SEND_FAILED);
    expect(otpSendError(new TypeError('boom'))).toBe(OTP_SEND_FAILED);
  });
});
