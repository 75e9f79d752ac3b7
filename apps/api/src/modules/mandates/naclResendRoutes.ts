import { answerText } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../http/errors.js';
import { RESEND_AFTER_SECONDS } from '../../partners/loans/mandateLink.js';
import type { NorthernArcClient } from '../../partners/northernArc/types.js';
import { linkResendRoute, NO_LINK_YET, type ResendDeps } from './resendRoutes.js';

/**
 * POST /api/leads/nacl/enach/send-url: the credit-line applicant asks for the e-mandate link
 * again (spec 02 §7: "SMS resend after 10 s"). nacl.enach made the mandate and sent the first
 * link when step27 was saved; this sends the same mandate's link again, no second mandate,
 * with the business loan's checks and 10 s cooldown (claimLinkResend).
 */
export const naclResendRoutes = (
  deps: Pick<ResendDeps, 'db' | 'now' | 'auth'> & { northernArc: NorthernArcClient },
): FastifyPluginAsyncZod =>
  linkResendRoute(deps, {
    url: '/api/leads/nacl/enach/send-url',
    operationId: 'naclResendEnachUrl',
    summary: 'Send the credit line’s e-mandate link again',
    description: `Sends the credit-line lead's e-mandate link again (no new mandate), at most once per ${RESEND_AFTER_SECONDS} s`,
    async resend(lead, mandate) {
      const mobile = answerText(lead.answers.mobile);
      if (!mobile) throw httpError(409, NO_LINK_YET);
      await deps.northernArc.resendEnachUrl(mandate.mandateId, mobile);
    },
  });
