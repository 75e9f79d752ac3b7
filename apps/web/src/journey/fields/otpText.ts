import { maskMobile } from '@tara/core/format';
import { ApiError } from '../../api/ApiError';

// What the OTP widget says. The code is always six digits (core's `otp` kind).

export const OTP_SEND_FAILED = 'We could not send the OTP. Please try again.';
export const OTP_NEEDS_MOBILE = 'Enter a valid mobile number to get the OTP.';

/** The hint once a code has gone out. */
export function otpSentText(mobile: string): string {
  return `We sent a 6-digit OTP to ${maskMobile(mobile)}`;
}

/** The countdown before another code may be asked for. */
export function otpWaitText(seconds: number): string {
  return `You can ask for a new OTP in ${seconds} s.`;
}

/** The server's own words for a refused send (422, 429, 503 …), else ours. */
export function otpSendError(error: unknown): string {
  return (error instanceof ApiError && error.errors[0]) || OTP_SEND_FAILED;
}
