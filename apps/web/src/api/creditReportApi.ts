import type {
  CreditReportResponse,
  LeadPullResponse,
  OtpSentResponse,
  ScoreCard,
  ScoreCardsResponse,
  SelfPullBody,
  VerifyPullMobileResponse,
} from '@tara/core/contract';
import { request } from './request';

// The credit-report calls (spec 01 §7; decision 035). A refusal is an ApiError whose
// `metadata` carries the next action and the stage ids. The answers' types are core's contract.

export type { LeadPullResponse, ScoreCard as RecommendedCard } from '@tara/core/contract';

export function selfPull(body: SelfPullBody): Promise<CreditReportResponse> {
  return request<CreditReportResponse>('credit-report/self-pull', { method: 'POST', body });
}

/** Stage two (next action 2), by the stage ids stage one answered. */
export function confirmPull(stageOneId: string, stageTwoId: string): Promise<CreditReportResponse> {
  return request<CreditReportResponse>('credit-report/experian/masked/auth', {
    method: 'POST',
    body: { stageOneId, stageTwoId },
  });
}

/** The latest report pulled (404 with next action 8 when there is none). */
export function fetchCreditReport(): Promise<CreditReportResponse> {
  return request<CreditReportResponse>('credit-report/fetch', {
    method: 'POST',
    body: { maskedDelivery: true },
  });
}

/** Next action 3: an OTP to the mobile the user pulls with (authType 5). */
export function sendPullOtp(mobile: string): Promise<OtpSentResponse> {
  return request<OtpSentResponse>('user/otp', { method: 'POST', body: { mobile, type: 5 } });
}

export function verifyPullMobile(mobile: string, otp: string): Promise<VerifyPullMobileResponse> {
  return request<VerifyPullMobileResponse>('user/profile/credit-reports/self-pull/verify', {
    method: 'POST',
    body: { mobile, otp },
  });
}

/** Cards the recommendation engine finds for the score of the user's latest report. */
export async function recommendedCards(): Promise<ScoreCard[]> {
  const res = await request<ScoreCardsResponse>('user/profile/recommended', {
    method: 'POST',
    body: {},
  });
  return res.data.results;
}

/**
 * The pull from an application (CR-31): the server takes the details from the lead's answers;
 * with recommendations the cards likely at the score come back, `providerId`'s first.
 */
export function leadPull(body: {
  leadId: string;
  providerId?: number;
  consent: boolean;
}): Promise<LeadPullResponse> {
  return request<LeadPullResponse>('leads/credit-report/self-pull', {
    method: 'POST',
    body: { ...body, recommendations: true },
  });
}
