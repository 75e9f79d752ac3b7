import { REQUIRED } from '@tara/core/engine';
import type { RuleFn } from '@tara/core/validation';
import { emailRules, mobile, nameRules } from '@tara/core/validation';

// The login screens' checks: the same core rules the journeys and the server use.

const run = (rule: RuleFn, value: string): string | null =>
  rule(value, { rule: 'auth' }, {}, { today: new Date() });

/** The digits a mobile box keeps (a pasted +91 or 0 prefix is dropped), at most 10. */
export function cleanMobile(text: string): string {
  const digits = text.replace(/\D/g, '');
  const local = digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits;
  return local.slice(0, 10);
}

/** The digits an OTP box keeps, at most 6. */
export function cleanOtp(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

export function mobileError(value: string): string | null {
  return value ? run(mobile, value) : REQUIRED;
}

export function otpError(value: string): string | null {
  if (!value) return REQUIRED;
  return /^\d{6}$/.test(value) ? null : 'Please enter the 6-digit OTP';
}

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
}

/** Field → message for every wrong sign-up field (the e-mail is optional). */
export function signUpErrors(values: SignUpValues): Partial<Record<keyof SignUpValues, string>> {
  const errors: Partial<Record<keyof SignUpValues, string>> = {};
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  const email = values.email.trim();
  const firstError = first ? run(nameRules.name, first) : REQUIRED;
  if (firstError) errors.first_name = firstError;
  const lastError = last ? run(nameRules.name, last) : REQUIRED;
  if (lastError) errors.last_name = lastError;
  const emailError = email ? run(emailRules.email, email) : null;
  if (emailError) errors.email = emailError;
  const mobileMessage = mobileError(values.mobile);
  if (mobileMessage) errors.mobile = mobileMessage;
  return errors;
}

/** The number as shown to its owner: +91 98765 43210. */
export function formatMobile(mobile: string): string {
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** A wait in seconds as m:ss. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
