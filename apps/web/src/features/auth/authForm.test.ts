import { describe, expect, it } from 'vitest';
import {
  cleanMobile,
  cleanOtp,
  formatMobile,
  formatWait,
  mobileError,
  otpError,
  signUpErrors,
} from './authForm';

describe('cleanMobile and mobileError (core rules)', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432109', '9876543210'],
    ['abc', ''],
  ])('%s → %s', (typed, kept) => {
    expect(cleanMobile(typed)).toBe(kept);
  });

  it.each([
    ['', 'Required'],
    ['5876543210', 'An Indian mobile number starts with 6, 7, 8 or 9'],
    ['98765', 'Please enter a valid 10 digit phone number'],
    ['9876543210', null],
  ])('%j → %j', (mobile, message) => {
    expect(mobileError(mobile)).toBe(message);
  });
});

describe('the OTP box', () => {
  it.each([
    ['12 34 56', '123456', null],
    ['1234567', '123456', null],
    ['12a4', '124', 'Please enter the 6-digit OTP'],
    ['', '', 'Required'],
  ])('%j keeps %j → %j', (typed, kept, message) => {
    expect(cleanOtp(typed)).toBe(kept);
    expect(otpError(kept)).toBe(message);
  });
});

describe('signUpErrors', () => {
  const ok = { first_name: 'Asha', last_name: 'Rao', email: '', mobile: '9876543210' };
  it('accepts valid details; the e-mail is optional', () => {
    expect(signUpErrors(ok)).toEqual({});
    expect(signUpErrors({ ...ok, email: 'asha@example.in' })).toEqual({});
  });

  it('gives the core messages', () => {
    expect(signUpErrors({ first_name: '', last_name: 'R2', email: 'x@', mobile: '12' })).toEqual({
      first_name: 'Required',
      last_name: 'Please use letters only, no numbers',
      email: 'Please enter a valid email ID',
      mobile: 'Please enter a valid 10 digit phone number',
    });
  });
});

describe('formats', () => {
  it('shows a mobile to its owner and a wait as m:ss', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatWait(30)).toBe('0:30');
    expect(formatWait(61)).toBe('1:01');
    expect(formatWait(-2)).toBe('0:00');
  });
});
