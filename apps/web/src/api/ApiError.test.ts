import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE, SERVER_MESSAGE, toApiError } from './ApiError';

describe('toApiError', () => {
  it('reads the spec error body: errors, field messages and the 409 location', () => {
    const error = toApiError(409, {
      errors: ['Please complete the earlier steps first'],
      fields: { empType: 'Required' },
      metadata: { last_loc: 'credit-cards/sbi/step6' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.errors).toEqual(['Please complete the earlier steps first']);
    expect(error.fields).toEqual({ empType: 'Required' });
    expect(error.lastLoc).toBe('credit-cards/sbi/step6');
    expect(error.retryable).toBe(false);
  });

  it('joins the errors into its message (the error bubble)', () => {
    const error = toApiError(422, { errors: ['Required', 'Please enter a valid PAN'] });
    expect(error.message).toBe('Required Please enter a valid PAN');
  });

  it('falls back to a message, then to the field messages', () => {
    expect(toApiError(400, { message: 'Bad request' }).errors).toEqual(['Bad request']);
    expect(toApiError(422, { fields: { pancard: ['Please enter a valid PAN'] } }).errors).toEqual([
      'Please enter a valid PAN',
    ]);
  });

  it('gives a plain message when the body says nothing useful', () => {
    expect(toApiError(500, null).errors).toEqual([SERVER_MESSAGE]);
    expect(toApiError(502, '<html>').errors).toEqual([SERVER_MESSAGE]);
    expect(toApiError(0, undefined).errors).toEqual([NETWORK_MESSAGE]);
  });

  it('ignores malformed parts', () => {
    const error = toApiError(422, { errors: [1, '', 'Required'], fields: { a: 2 }, metadata: 5 });
    expect(error.errors).toEqual(['Required']);
    expect(error.fields).toEqual({});
    expect(error.lastLoc).toBeNull();
  });

  it('marks network failures and 5xx as retryable', () => {
    expect(new ApiError(0, ['x']).retryable).toBe(true);
    expect(new ApiError(503, ['x']).retryable).toBe(true);
    expect(new ApiError(422, ['x']).retryable).toBe(false);
  });

  it('reads the auth flags: a wrong OTP, existing sign-up details, the wait', () => {
    const wrong = toApiError(400, { errors: ['Incorrect OTP'], isInvalidOtp: true });
    expect(wrong.flags).toEqual({ isInvalidOtp: true });
    expect(toApiError(409, { errors: ['x'], userExists: true }).flags).toEqual({
      userExists: true,
    });
    expect(toApiError(429, { errors: ['x'], retryAfter: 30 }).flags).toEqual({ retryAfter: 30 });
    expect(toApiError(400, { isInvalidOtp: 'yes', retryAfter: '3' }).flags).toEqual({});
  });
});
