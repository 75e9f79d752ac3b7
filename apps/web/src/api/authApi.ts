import type {
  LeadPrefillResponse,
  LoginBody,
  OtpSentResponse,
  RegisterBody,
  SessionResponse,
  SessionUser,
  UserOtpBody,
  VerifyOnBehalfBody,
  VerifyOnBehalfResponse,
} from '@tara/core/contract';
import { request } from './request';

/** A login OTP to an existing user's mobile (400: no such user). */
export async function sendLoginOtp(mobile: string): Promise<OtpSentResponse> {
  return request<OtpSentResponse>('user/login/otp', { method: 'POST', body: { mobile } });
}

/** An OTP for sign-up (type 1), a lead's mobile, or an admin's verification on behalf. */
export function sendUserOtp(body: UserOtpBody): Promise<OtpSentResponse> {
  return request<OtpSentResponse>('user/otp', { method: 'POST', body });
}

/** Logs in with the OTP (POST /user/login {mobile, otp}). */
export async function loginWithOtp(body: Required<LoginBody>): Promise<SessionUser> {
  const res = await request<SessionResponse>('user/login', { method: 'POST', body });
  return res.data.results;
}

/** Creates the user verified by the sign-up OTP and logs in (POST /user/register). */
export async function register(body: RegisterBody): Promise<SessionUser> {
  const res = await request<SessionResponse>('user/register', { method: 'POST', body });
  return res.data.results;
}

/** An admin confirms the OTP the customer read out (verification on their behalf). */
export function verifyOnBehalf(body: VerifyOnBehalfBody): Promise<VerifyOnBehalfResponse> {
  return request<VerifyOnBehalfResponse>('user/verify-on-behalf', { method: 'POST', body });
}

/** Admin entry: the base64 JSON prefill becomes a lead of the journey (POST /lead/prefill). */
export function prefillLead(journey: string, encodedData: string): Promise<LeadPrefillResponse> {
  return request<LeadPrefillResponse>('lead/prefill', {
    method: 'POST',
    body: { journey, encodedData },
  });
}
