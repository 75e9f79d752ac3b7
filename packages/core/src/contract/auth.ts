// The HTTP contract of users, OTPs and sessions (spec 01 §3 "User (session)", §7 the /user
// calls; decision 007). Types only: the API's zod schemas are checked against them.
import type { ErrorBody, LeadView } from './calls.js';

/** Error body of the auth calls: the spec's `errors` plus the flags the client acts on. */
export interface AuthErrorBody extends ErrorBody {
  /** A wrong, expired or used OTP (the client sets signInOtpMatch / signUpOtpMatch false). */
  isInvalidOtp?: boolean;
  /** Sign-up with a mobile or e-mail that already belongs to a user (signupUserExists). */
  userExists?: boolean;
  /** 429: seconds until another try is allowed (also the Retry-After header). */
  retryAfter?: number;
}

/** The user as a session sees it (spec "User (session)"). Never PAN or Aadhaar. */
export interface SessionUser {
  id: string;
  /** The same as `id`; the spec reads both. */
  user_id: string;
  mobile: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  /** First, middle and last name joined. */
  name: string;
  email: string | null;
  is_verified: boolean;
  membership_type: number | null;
  management: { cb: number[] };
  /** `management.cb` holds an admin permission (1, 2, 3, 7, 25, 44, 45, 46). */
  is_admin: boolean;
}

/** Editable user fields (POST /user/add, /user/update, /user/add-or-update). */
export interface UserFields {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  email?: string;
}

/** POST /user/get, GET /user/get?mobile= */
export interface UserGetBody {
  mobile: string;
}
export interface UserGetResponse {
  data: { results: { id: string; mobile: string } };
}

/** POST /user/add: a new, unverified user. */
export type UserAddBody = UserFields & { mobile: string };
/** POST /user/update: `user_id` (or `mobile`) names the user; default the session's user. */
export type UserUpdateBody = UserFields & { user_id?: string; mobile?: string };
export interface UserAddResponse {
  data: { results: { user_id: string; mobile: string } };
}

/**
 * POST /user/add-or-update: the check-user rule (found → update, not found → add). The answer
 * is what the spec's client reads (03 §7: id, mobile, is_verified); `is_verified` is true only
 * to the user themself or an admin, so nobody learns that somebody else's mobile is verified
 * (and an anonymous caller is always asked to prove the mobile).
 */
export type UserAddOrUpdateBody = UserFields & { action?: string; mobile: string };
export interface UserAddOrUpdateResponse {
  data: { results: { id: string; mobile: string; is_verified: boolean } };
}

/** POST /user/login/otp: a login OTP to an existing user (400 'User not found' otherwise). */
export interface LoginOtpBody {
  mobile: string;
}

/**
 * POST /user/otp, three forms:
 * - sign-up: `{ mobile, type: 1, email?, first_name?, last_name? }`;
 * - lead: `{ mobile, type: 'lead', leadId }` (a journey's OTP step), or `{ mobile, type:
 *   'lead', journey }` before the lead exists (a first step asking the mobile with its OTP);
 * - admin verification on behalf: `{ mobile, type, userId, leadId }` (admin session only).
 */
export interface UserOtpBody {
  mobile: string;
  type: number | string;
  userId?: string;
  leadId?: string;
  journey?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** 200 of every OTP send. The code itself is never returned. */
export interface OtpSentResponse {
  data: { results: { sent: true; mobile: string; expires_in: number; resend_in: number } };
}

/** POST /user/register: a new user verified by the sign-up OTP; logs in. */
export interface RegisterBody {
  mobile: string;
  otp: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** POST /user/login: with `{ mobile, otp }` logs in; without a body it is the session check. */
export interface LoginBody {
  mobile?: string;
  otp?: string;
}

/** 200 of /user/login, /user/register (401 { errors: ['Not logged in'] } when no session). */
export interface SessionResponse {
  data: { results: SessionUser };
}

export interface LogoutResponse {
  data: { results: { logged_out: true } };
}

/** POST /user/verify-on-behalf (admin): the OTP the customer read out to the admin. */
export interface VerifyOnBehalfBody {
  userId: string;
  leadId: string;
  otp: string;
}
export interface VerifyOnBehalfResponse {
  data: {
    results: {
      user_id: string;
      lead_id: string;
      is_verified: true;
      on_behalf: { isAdmin: 1; editPage: string };
    };
  };
}

/**
 * POST /lead/prefill: `encodedData` is base64 JSON of answers (plus `isVerified`, honoured
 * only in an admin session). A new lead of the journey is made with the valid answers.
 */
export interface LeadPrefillBody {
  journey: string;
  encodedData: string;
}
export interface LeadPrefillResponse {
  data: {
    results: LeadView & {
      /** Answer keys kept. */
      prefilled: string[];
      /** Keys dropped: not asked by the journey, invalid, or not prefillable (OTP, consent). */
      ignored: string[];
    };
  };
  metadata: { last_loc: string; user_data: { user_id: string | null } };
  lead_id: string;
}

/** GET /sandbox/sms?mobile= (not in production): what the sandbox "sent", newest first. */
export interface SandboxSms {
  mobile: string;
  text: string;
  created_at: string;
}
export interface SandboxSmsResponse {
  data: { results: SandboxSms[] };
}
