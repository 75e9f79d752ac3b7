import type { OtpSentResponse } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import type { Actor } from '../auth/deps.js';
import {
  OtpSentResponseSchema,
  UserOtpBodySchema,
  VerifyOnBehalfBodySchema,
  VerifyOnBehalfResponseSchema,
} from '../auth/schemas.js';
import { sendSignupOtp } from '../auth/service.js';
import { actorOf } from '../auth/session.js';
import { visitorIdFor } from '../auth/visitor.js';
import { sendLeadOtp, sendVerifyOnBehalfOtp, verifyOnBehalf } from './onBehalf.js';
import type { LeadDeps } from './service.js';

/**
 * True when `type` is the partner OTP type an OTP field of the body's journey names (the
 * credit line's NORTHERN_ARC_CL_MOBILE_VERIFICATION, 02 §7): a lead OTP of that journey.
 */
function isJourneyOtpType(deps: LeadDeps, body: { type: number | string; journey?: string }) {
  const def = body.journey === undefined ? undefined : deps.journeys.find(body.journey);
  return (
    typeof body.type === 'string' &&
    def !== undefined &&
    def.steps.some((s) => s.fields.some((f) => f.kind === 'otp' && f.otpType === body.type))
  );
}

/**
 * POST /api/user/otp (a sign-up OTP, a lead's final-step OTP, or an admin's OTP to a customer)
 * and the admin's verification on behalf (decision 007). Here, not in auth: two of the three
 * OTPs are about a lead, and auth sits below leads.
 */
export const leadOtpRoutes =
  (
    deps: LeadDeps & {
      /** authType 5 (the credit-report module's; given here so leads does not import it). */
      creditReportOtp: (actor: Actor, mobile: string) => Promise<OtpSentResponse>;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = deps;
    const tags = ['auth'];

    app.post(
      '/api/user/otp',
      {
        schema: {
          tags,
          operationId: 'userOtp',
          summary: 'Send an OTP',
          security: COOKIE_SECURITY,
          description:
            "Sends an OTP: sign-up (type 1), a lead's OTP step (type 'lead' or the journey's partner OTP type, leadId; or journey before the lead exists), a mobile for the user's credit-report pull (type 5), or an admin's verification of a customer (userId, leadId)",
          body: UserOtpBodySchema,
          response: {
            200: OtpSentResponseSchema,
            ...errorResponses(401, 403, 404, 409, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const actor = await actorOf(auth, request);
        if (body.userId !== undefined) {
          return sendVerifyOnBehalfOtp(deps, actor, { ...body, userId: body.userId });
        }
        // authType 5: a mobile for the user's credit-report pull (next action 3).
        if (String(body.type) === '5') {
          return deps.creditReportOtp(actor, body.mobile);
        }
        if (body.type === 'lead' || isJourneyOtpType(deps, body)) {
          // Before the lead exists the code is bound to the visitor: make one on first need.
          const visitorId = await visitorIdFor(deps, request, reply, actor.visitorId);
          return sendLeadOtp(deps, { ...actor, visitorId }, body);
        }
        return sendSignupOtp(auth, request.ip, body);
      },
    );

    app.post(
      '/api/user/verify-on-behalf',
      {
        schema: {
          tags,
          operationId: 'userVerifyOnBehalf',
          summary: 'Verify a customer on their behalf (admin)',
          security: COOKIE_SECURITY,
          description:
            "Admin only: the OTP the customer received; marks the customer verified and the lead's on-behalf flag",
          body: VerifyOnBehalfBodySchema,
          response: {
            200: VerifyOnBehalfResponseSchema,
            ...errorResponses(403, 404, 415, 422, 429),
          },
        },
      },
      async (request) => verifyOnBehalf(deps, await actorOf(auth, request), request.body),
    );
  };
