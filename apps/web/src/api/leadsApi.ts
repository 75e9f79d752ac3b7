import type {
  LeadCurrentResponse,
  LeadSaveBody,
  LeadSaveResponse,
  LeadView,
  OtpSentResponse,
  UserOtpBody,
} from '@tara/core/contract';
import { ApiError } from './ApiError';
import { request } from './request';

/** The visitor's incomplete lead for a journey, or null when there is none yet (404). */
export async function getCurrentLead(
  journey: string,
  signal?: AbortSignal,
): Promise<LeadView | null> {
  try {
    const body = await request<LeadCurrentResponse>(
      `lead/current?journey=${encodeURIComponent(journey)}`,
      signal ? { signal } : {},
    );
    return body.data.results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Saves a step: `add` creates the incomplete lead, `update` changes it (body carries leadId). */
export function saveLead(
  mode: 'add' | 'update',
  body: LeadSaveBody,
  idempotencyKey: string,
): Promise<LeadSaveResponse> {
  return request<LeadSaveResponse>(`lead/${mode}/unverified`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Forgets the stored progress of a journey (`?reset=1`). */
export async function resetLead(journey: string): Promise<void> {
  await request<unknown>('lead/reset', { method: 'POST', body: { journey } });
}

/** The partner calls whose link or message can be sent again, and where to ask (spec 02 §7). */
const RESEND_PATHS: Record<string, string> = {
  'idfc.enach': 'third-party/loans/idfc/send-enach-url',
  'nacl.enach': 'leads/nacl/enach/send-url',
};

/** Asks for a waiting call's link again, when the call has a resend; else undefined. */
export function resenderFor(leadId: string, call: string): (() => Promise<void>) | undefined {
  const path = RESEND_PATHS[call];
  if (!path) return undefined;
  return async () => {
    await request<unknown>(path, { method: 'POST', body: { leadId } });
  };
}

/** Where a journey's OTP goes: the mobile being saved, the journey, its lead once it exists. */
export interface LeadOtpTarget {
  mobile: string;
  /** The journey's prefix: a first step's OTP comes before there is any lead. */
  journey: string;
  leadId: string | null;
  /** The OTP field's partner type (e.g. NORTHERN_ARC_CL_MOBILE_VERIFICATION); else 'lead'. */
  otpType?: string | undefined;
}

/** The body of a journey step's OTP (core's lead form, with the journey before a lead exists). */
export type LeadOtpBody = UserOtpBody & { type: string };

/** Sends the OTP of a journey step's `otp` field (POST /user/otp, type 'lead'). */
export function sendLeadOtp(target: LeadOtpTarget): Promise<OtpSentResponse> {
  const type = target.otpType ?? 'lead';
  const body: LeadOtpBody = { type, mobile: target.mobile, journey: target.journey };
  if (target.leadId) body.leadId = target.leadId;
  return request<OtpSentResponse>('user/otp', { method: 'POST', body });
}
