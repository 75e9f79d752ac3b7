import { answerText } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import { ENACH_FAILED } from '../../partners/idfc/types.js';
import { RESEND_AFTER_SECONDS } from '../../partners/loans/mandateLink.js';
import type { NorthernArcClient } from '../../partners/northernArc/types.js';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import {
  claimLinkResend,
  NO_LINK_YET,
  ResendBodySchema,
  type ResendDeps,
  ResendResponseSchema,
} from './resendRoutes.js';

/**
 * POST /api/leads/nacl/enach/send-url: the credit-line applicant asks for the e-mandate link
 * again (spec 02 §7: "SMS resend after 10 s"). nacl.enach made the mandate and sent the first
 * link when step27 was saved; this sends the same mandate's link again, no second mandate,
 * with the business loan's checks and 10 s cooldown (claimLinkResend).
 */
export const naclResendRoutes =
  (
    deps: Pick<ResendDeps, 'db' | 'now' | 'auth'> & { northernArc: NorthernArcClient },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/leads/nacl/enach/send-url',
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['loans'],
          operationId: 'naclResendEnachUrl',
          summary: 'Send the credit line’s e-mandate link again',
          description: `Sends the credit-line lead's e-mandate link again (no new mandate), at most once per ${RESEND_AFTER_SECONDS} s`,
          security: COOKIE_SECURITY,
          body: ResendBodySchema,
          response: {
            200: ResendResponseSchema,
            ...errorResponses(400, 403, 404, 409, 415, 422, 429, 503),
          },
        },
      },
      async (request) => {
        const { lead, mandate } = await claimLinkResend(deps, request, request.body.leadId);
        const mobile = answerText(lead.answers.mobile);
        if (!mobile) throw httpError(409, NO_LINK_YET);
        try {
          await deps.northernArc.resendEnachUrl(mandate.mandateId, mobile);
        } catch (error) {
          if (error instanceof PartnerUnavailable) throw httpError(503, ENACH_FAILED);
          throw error;
        }
        return {
          data: { results: { sent: true as const, resendAfterSeconds: RESEND_AFTER_SECONDS } },
        };
      },
    );
  };
