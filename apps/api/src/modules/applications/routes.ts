import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { requestIdempotency, type StoredResponse } from '../../http/idempotency.js';
import { COOKIE_SECURITY } from '../../http/schemas.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { visitorIdFor } from '../auth/visitor.js';
import { type ApplyDeps, applyForCard } from './applyForCard.js';
import { sendInstantApplyOtp } from './instantApplyOtp.js';
import {
  ApplyBodySchema,
  applyResponses,
  InstantApplyOtpBodySchema,
  instantApplyOtpResponses,
  ReviewQuerySchema,
  reviewResponses,
} from './schemas.js';
import { submissionReview } from './submissionReview.js';

const BODY_LIMIT = 64 * 1024;

/** The stored or fresh response; its body matches the route's schema for its status. */
const send = (reply: FastifyReply, result: StoredResponse) => {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
};

export const applicationRoutes =
  (deps: ApplyDeps & { auth: AuthDeps }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cards/apply/review',
      {
        schema: {
          tags: ['cards'],
          operationId: 'cardApplyReview',
          summary: 'Review an application before it is sent',
          security: COOKIE_SECURITY,
          description:
            "What applying with a finished card lead for a card will send (identifiers masked), the card's fees and issuer terms, and whether the mobile still needs its OTP",
          querystring: ReviewQuerySchema,
          response: reviewResponses,
        },
      },
      async (request) => {
        const actor = await actorOf(deps.auth, request);
        return { data: { results: await submissionReview(deps, actor, request.query) } };
      },
    );

    app.post(
      '/api/cards/apply/otp',
      {
        schema: {
          tags: ['cards'],
          operationId: 'cardApplyOtp',
          summary: "Send the OTP of an instant-apply form's mobile",
          security: COOKIE_SECURITY,
          description:
            "Sends the OTP that proves the instant-apply form's mobile (decision 060), bound to the card and this browser; the lead OTP's limits apply",
          body: InstantApplyOtpBodySchema,
          response: instantApplyOtpResponses,
        },
      },
      async (request, reply) => {
        const actor = await actorOf(deps.auth, request);
        // No lead exists yet: the code is bound to the visitor, made on first need.
        const visitorId = await visitorIdFor(deps, request, reply, actor.visitorId);
        return sendInstantApplyOtp(deps, { ...actor, visitorId }, request.body);
      },
    );

    app.post(
      '/api/cards/apply',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['cards'],
          operationId: 'cardApply',
          summary: 'Apply for a card',
          security: COOKIE_SECURITY,
          description:
            "Applies for a card with a finished card lead ({ leadId, cardId, accepted: true, otp?, aadhaar? }: 422 unless accepted and the lead's mobile is verified or the lead OTP is given, and the whole Aadhaar number when the issuer needs it) or the instant-apply form ({ cardId, instantApply, accepted: true, otp? }: 422 unless accepted and the form's mobile is the verified user's or proved by the instant-apply OTP; once per applicant and card, 409 for another person's); Idempotency-Key honoured",
          body: ApplyBodySchema,
          response: applyResponses,
        },
      },
      async (request, reply) => {
        const found = await actorOf(deps.auth, request);
        const instant = request.body.instantApply !== undefined;
        // Applying with a lead needs its owner; the instant-apply form makes a visitor first.
        if (!instant && !found.visitorId && !found.user) throw httpError(404, LEAD_NOT_FOUND);
        const visitorId = await visitorIdFor(deps, request, reply, found.visitorId);
        const idempotency = requestIdempotency(await deps.auth.otpKey(), request);
        const result = await applyForCard(deps, { ...found, visitorId }, request.body, idempotency);
        return send(reply, result);
      },
    );
  };
