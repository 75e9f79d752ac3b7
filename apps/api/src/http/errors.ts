import type { AuthErrorBody } from '@tara/core';

/** Every error body: the spec's `errors`, `fields`, and the auth flags (isInvalidOtp, …). */
export type ApiErrorBody = AuthErrorBody;

/** A 4xx the client can act on, with the spec's `errors` body. Thrown by services. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
    /** Response headers to send with it (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.errors.join('; '));
    this.name = 'HttpError';
  }
}

export const httpError = (
  statusCode: number,
  message: string,
  extra: Omit<ApiErrorBody, 'errors'> = {},
): HttpError => new HttpError(statusCode, { errors: [message], ...extra });

export const SERVER_ERROR = 'Server error occured';
export const LEAD_NOT_FOUND = 'Lead not found';
export const JOURNEY_NOT_FOUND = 'Journey not found';
export const INVALID_PINCODE = 'Please enter a valid pincode';
export const NOT_ALLOWED = 'Not allowed';
export const NOT_LOGGED_IN = 'Not logged in';
export const USER_NOT_FOUND = 'User not found';
export const INCORRECT_OTP = 'Incorrect OTP';
export const OTP_NOT_VALID = 'This OTP is no longer valid. Please request a new one';
