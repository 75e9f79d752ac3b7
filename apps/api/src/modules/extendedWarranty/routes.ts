import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { actorOf } from '../auth/session.js';
import { updateUserRecord } from '../auth/userService.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { sessionUser } from '../payments/routes.js';
import { userWarranties } from './data.js';
import { registerEwUser } from './ewUser.js';
import { recordWarrantyPayment } from './offlinePay.js';
import {
  EwMineResponseSchema,
  EwOneResponseSchema,
  EwParamsSchema,
  EwPayOfflineBodySchema,
  EwUserRegisterBodySchema,
  EwUserResponseSchema,
  EwUserUpdateBodySchema,
} from './schemas.js';
import { warrantyCertificate } from './warrantyCertificate.js';
import { warrantyView } from './warrantyView.js';

/**
 * The extended warranty's calls (spec 03 §7, EW-03..EW-07, decision 044): its user's register
 * and update, the offline-pay record after a payment, the user's warranties and an active
 * one's certificate (decision 086).
 */
export const extendedWarrantyRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['extended warranty'];
    app.post(
      '/api/ew/user/register',
      {
        schema: {
          tags,
          operationId: 'ewUserRegister',
          summary: "The extended warranty's user by mobile",
          security: COOKIE_SECURITY,
          description:
            "{mobile, first_name?, middle_name?, last_name?, email?}: a known mobile is 'update', an unknown one is added unverified ('add')",
          body: EwUserRegisterBodySchema,
          response: { 200: EwUserResponseSchema, ...errorResponses(400, 415, 429) },
        },
      },
      async (request, reply) => ({
        data: { results: await registerEwUser(deps.auth, request, reply, request.body) },
      }),
    );

    app.post(
      '/api/ew/user/update',
      {
        schema: {
          tags,
          operationId: 'ewUserUpdate',
          summary: "Update the extended warranty's user (profileId 7)",
          security: SESSION_SECURITY,
          description:
            "{profileId: 7, sendOtp?, first_name?, middle_name?, last_name?, email?}: the session's own record",
          body: EwUserUpdateBodySchema,
          response: { 200: EwUserResponseSchema, ...errorResponses(400, 401, 415, 429) },
        },
      },
      async (request) => {
        const actor = await actorOf(deps.auth, request);
        if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
        const { profileId: _profile, sendOtp: _otp, ...fields } = request.body;
        const updated = await updateUserRecord(deps.auth, actor, fields);
        const { user_id: id, mobile } = updated.data.results;
        return { data: { results: { action: 'update' as const, id, mobile } } };
      },
    );

    app.post(
      '/api/ew/pay/offline',
      {
        schema: {
          tags,
          operationId: 'ewPayOffline',
          summary: 'Record the payment of an extended warranty',
          security: SESSION_SECURITY,
          description:
            "{ewId, transactionId, userId}: the session's active warranty paid by that payment; 400 with errors otherwise; a repeat is harmless",
          body: EwPayOfflineBodySchema,
          response: { 200: EwOneResponseSchema, ...errorResponses(400, 401, 415) },
        },
      },
      async (request) => ({
        data: {
          results: await recordWarrantyPayment(
            deps,
            await sessionUser(deps, request),
            request.body,
          ),
        },
      }),
    );

    app.get(
      '/api/ew/mine',
      {
        schema: {
          tags,
          operationId: 'ewMine',
          summary: "The user's extended warranties",
          security: SESSION_SECURITY,
          description: 'Newest first: quotes awaiting payment and active warranties',
          response: { 200: EwMineResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        const rows = await userWarranties(deps.db, user.id);
        return { data: { results: rows.map((r) => warrantyView(r.warranty, r.paymentId)) } };
      },
    );

    app.get(
      '/api/ew/:ewId/certificate.pdf',
      {
        schema: {
          tags,
          operationId: 'ewCertificate',
          summary: "An active extended warranty's certificate (PDF)",
          security: SESSION_SECURITY,
          description: "The session's own active warranty only: another's, or a quote, is 404",
          params: EwParamsSchema,
          response: {
            200: z.unknown().describe('application/pdf'),
            ...errorResponses(401, 404, 422),
          },
        },
      },
      async (request, reply) => {
        const user = await sessionUser(deps, request);
        const { pdf, certificateNo } = await warrantyCertificate(deps, user, request.params.ewId);
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="warranty-${certificateNo}.pdf"`)
          .send(pdf);
      },
    );
  };
