import {
  CONSENT_TEXTS,
  CREDIT_REPORT_MESSAGES,
  type CreditReportErrorBody,
  type CreditReportResponse,
  maskedContactMessage,
  maskedMobilesMessage,
  NEXT_ACTION,
} from '@tara/core';
import type { z } from 'zod';
import type { Db } from '../../db/types.js';
import type { BureauAnswer, BureauClient, BureauQuery } from '../../partners/bureau/types.js';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import type { AuthDeps } from '../auth/deps.js';
import { countHit, rateKey } from '../auth/rateLimit.js';
import { hasLiveUserConsent, insertConsent } from '../consents/data.js';
import type { UserRow } from '../users/data.js';
import { insertReport, isVerifiedMobile, latestReport, type StoredReport } from './data.js';
import type { MaskedAuthBodySchema, SelfPullBodySchema } from './schemas.js';

// The credit-report self-pull (issue 10; decision 035): the session's user pulls their own
// report from the bureau, with their consent, on a mobile verified as theirs, a few times a day.

export interface CreditReportDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  bureau: BureauClient;
}

export type CreditReportAnswer =
  | { status: 200; body: CreditReportResponse }
  | { status: number; body: CreditReportErrorBody; headers?: Record<string, string> };

export const CONSENT_REQUIRED = 'Please agree to let us fetch your credit report to continue';
export const VERIFY_MOBILE = 'Please verify this mobile number with an OTP to continue';
export const CONFIRM_PULL = 'Please confirm to fetch your credit report';
export const PULL_LIMIT = (n: number) =>
  `You can fetch your credit report ${n} times a day. Please try again tomorrow`;

type SelfPullBody = z.output<typeof SelfPullBodySchema>;

/** POST /credit-report/self-pull. */
export async function selfPull(
  deps: CreditReportDeps,
  user: UserRow,
  body: SelfPullBody,
): Promise<CreditReportAnswer> {
  // A consent given once serves later pulls until withdrawn; without one, the box must be ticked.
  if (!body.consent && !(await hasLiveUserConsent(deps.db, user.id, 'credit-report'))) {
    return refuse(422, CONSENT_REQUIRED, { fields: { consent: CONSENT_REQUIRED } });
  }
  if (!body.enhancedSearch && !body.pan) {
    return refuse(400, CREDIT_REPORT_MESSAGES.panMissing, {
      fields: { pan: CREDIT_REPORT_MESSAGES.panMissing },
    });
  }
  if (body.mobile !== user.mobile && !(await isVerifiedMobile(deps.db, user.id, body.mobile))) {
    return refuse(403, VERIFY_MOBILE, { metadata: { next_action: NEXT_ACTION.verifyMobile } });
  }
  if (body.consent) {
    const text = CONSENT_TEXTS['credit-report'];
    await insertConsent(deps.db, {
      leadId: null,
      userId: user.id,
      purpose: text.purpose,
      version: text.version,
      now: deps.now(),
    });
  }
  const limited = await pullAllowed(deps, user.id);
  if (limited) return limited;
  const query: BureauQuery = {
    pan: body.enhancedSearch && !body.pan ? null : (body.pan ?? null),
    mobile: body.mobile,
    firstName: body.firstName,
    lastName: body.lastName,
    ...(body.middleName ? { middleName: body.middleName } : {}),
    ...(body.email ? { email: body.email } : {}),
    ...(body.dob ? { dob: body.dob } : {}),
    ...(body.pincode ? { pincode: body.pincode } : {}),
    ...(body.enhancedSearch ? { enhancedSearch: true } : {}),
  };
  const answer = await askBureau(() => deps.bureau.pull(query, 1));
  if (!answer) return refuse(502, CREDIT_REPORT_MESSAGES.serverError);
  // Step-3's details (pincode, date of birth) widen a search that found nothing.
  const triedDetails = Boolean(body.pincode && body.dob);
  return answerOf(deps, user.id, answer, triedDetails);
}

/** POST /credit-report/experian/masked/auth: stage two, by the stage ids of stage one. */
export async function confirmPull(
  deps: CreditReportDeps,
  user: UserRow,
  body: z.output<typeof MaskedAuthBodySchema>,
): Promise<CreditReportAnswer> {
  const { stageOneId, stageTwoId } = body;
  if (!stageOneId || !stageTwoId) return refuse(400, CREDIT_REPORT_MESSAGES.stateMissing);
  // Stage one recorded the consent; a withdrawal since stops the pull.
  if (!(await hasLiveUserConsent(deps.db, user.id, 'credit-report'))) {
    return refuse(422, CONSENT_REQUIRED, { fields: { consent: CONSENT_REQUIRED } });
  }
  const limited = await pullAllowed(deps, user.id);
  if (limited) return limited;
  const answer = await askBureau(() => deps.bureau.confirm({ stageOneId, stageTwoId }, 1));
  if (!answer) return refuse(502, CREDIT_REPORT_MESSAGES.serverError);
  return answerOf(deps, user.id, answer, true);
}

/** POST /credit-report/fetch and /credit-report: the user's latest report, pulled before. */
export async function storedReport(
  deps: CreditReportDeps,
  userId: string,
): Promise<CreditReportAnswer> {
  const stored = await latestReport(deps.db, userId);
  if (stored) return { status: 200, body: reportBody(stored) };
  return refuse(404, CREDIT_REPORT_MESSAGES.pullFailed, {
    metadata: { next_action: NEXT_ACTION.changeRoute, next_path: '/credit-report/self-pull' },
  });
}

async function answerOf(
  deps: CreditReportDeps,
  userId: string,
  answer: BureauAnswer,
  triedDetails: boolean,
): Promise<CreditReportAnswer> {
  switch (answer.outcome) {
    case 'found': {
      const stored = await insertReport(deps.db, userId, answer.report, deps.now());
      return { status: 200, body: reportBody(stored) };
    }
    case 'notFound':
      return refuse(404, CREDIT_REPORT_MESSAGES.pullFailed, {
        metadata: triedDetails
          ? { next_action: NEXT_ACTION.editAll, stgOneHitId: answer.stageOneId }
          : {
              next_action: NEXT_ACTION.changeRoute,
              next_path: '/self-pull/step-3',
              stgOneHitId: answer.stageOneId,
            },
      });
    case 'mobileMismatch': {
      const message = maskedMobilesMessage(answer.maskedMobile);
      return refuse(409, message, {
        metadata: {
          next_action: NEXT_ACTION.editMobile,
          stgOneHitId: answer.stageOneId,
          masked_mobiles_message: message,
        },
      });
    }
    case 'emailMismatch': {
      const message = maskedContactMessage(answer.maskedEmail, answer.maskedMobile);
      // Only a differing mobile is the spec's masked-mobile case (CR-35); an e-mail alone is
      // said in the errors.
      return refuse(409, message, {
        metadata: answer.maskedMobile
          ? {
              next_action: NEXT_ACTION.editMobileAndEmail,
              stgOneHitId: answer.stageOneId,
              masked_mobiles_message: message,
            }
          : { next_action: NEXT_ACTION.editEmail, stgOneHitId: answer.stageOneId },
      });
    }
    case 'identityMismatch':
      return refuse(409, CREDIT_REPORT_MESSAGES.identityMismatch, {
        metadata: { next_action: NEXT_ACTION.none, stgOneHitId: answer.stageOneId },
      });
    case 'stageTwo':
      return refuse(409, CONFIRM_PULL, {
        metadata: {
          next_action: NEXT_ACTION.getScore,
          stgOneHitId: answer.stageOneId,
          stgTwoHitId: answer.stageTwoId,
        },
      });
  }
}

/** Counts a bureau call against the user's daily pulls; the refusal when over. */
async function pullAllowed(
  deps: CreditReportDeps,
  userId: string,
): Promise<CreditReportAnswer | null> {
  const rule = deps.auth.limits.creditReportPulls;
  const hit = await countHit(deps.db, rateKey('credit-report-pull', userId), rule, deps.now());
  if (hit.allowed) return null;
  return refuse(429, PULL_LIMIT(rule.limit), {
    retryAfter: hit.retryAfter,
    headers: { 'retry-after': String(hit.retryAfter) },
  });
}

/** The bureau's answer, or null when it could not answer (a 5xx or a time-out). */
async function askBureau(ask: () => Promise<BureauAnswer>): Promise<BureauAnswer | null> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PartnerUnavailable) return null;
    throw error;
  }
}

function reportBody(stored: StoredReport): CreditReportResponse {
  return {
    results: {
      report_json: stored.report,
      pulled_at: stored.pulledAt.toISOString(),
      message: CREDIT_REPORT_MESSAGES.pulled,
    },
    metadata: { next_action: NEXT_ACTION.goHome },
  };
}

function refuse(
  status: number,
  message: string,
  extra: Omit<CreditReportErrorBody, 'errors'> & { headers?: Record<string, string> } = {},
): CreditReportAnswer {
  const { headers, ...rest } = extra;
  return { status, body: { errors: [message], ...rest }, ...(headers ? { headers } : {}) };
}
