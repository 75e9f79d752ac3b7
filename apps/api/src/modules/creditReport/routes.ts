import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, NOT_ALLOWED, NOT_LOGGED_IN } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { actorOf } from '../auth/session.js';
import type { CardCatalog } from '../cards/catalog.js';
import type { UserRow } from '../users/data.js';
import {
  type CreditReportAnswer,
  type CreditReportDeps,
  confirmPull,
  selfPull,
  storedReport,
} from './creditReportService.js';
import { type LeadPullAnswer, leadPull } from './leadPull.js';
import { verifyCreditReportMobile } from './mobileOtp.js';
import { recommendedForUser } from './recommended.js';
import { reportDocument } from './reportDocument.js';
import {
  CreditReportResponseSchema,
  DocQuerySchema,
  FetchBodySchema,
  LeadPullBodySchema,
  LeadPullResponseSchema,
  MaskedAuthBodySchema,
  RecommendedBodySchema,
  RecommendedResponseSchema,
  SelfPullBodySchema,
  VerifyMobileBodySchema,
  VerifyMobileResponseSchema,
} from './schemas.js';

// The credit-report calls of spec 01 §7 (decision 035). Every one needs a session: a report
// is its user's alone (staff with an admin permission may read one by userId).

const responses = {
  200: CreditReportResponseSchema,
  ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429, 502),
};

export const creditReportRoutes =
  (deps: CreditReportDeps & { catalog: CardCatalog }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['credit report'];
    const user = async (request: FastifyRequest): Promise<UserRow> => {
      const actor = await actorOf(deps.auth, request);
      if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
      return actor.user;
    };
    const send = (reply: FastifyReply, answer: CreditReportAnswer | LeadPullAnswer) =>
      reply
        .code(answer.status)
        .headers('headers' in answer && answer.headers ? answer.headers : {})
        .send(answer.body);

    app.post(
      '/api/credit-report/self-pull',
      {
        schema: {
          tags,
          operationId: 'creditReportSelfPull',
          summary: 'Pull my credit report',
          security: SESSION_SECURITY,
          description:
            "The session's user's report from the bureau, with consent, on their own or an OTP-verified mobile; a refusal carries metadata.next_action (1–9) and the stage ids",
          body: SelfPullBodySchema,
          response: responses,
        },
      },
      async (request, reply) =>
        send(reply, await selfPull(deps, await user(request), request.body)),
    );

    app.post(
      '/api/credit-report/experian/masked/auth',
      {
        schema: {
          tags,
          operationId: 'creditReportConfirm',
          summary: 'Confirm a pull (stage two)',
          security: SESSION_SECURITY,
          description:
            "Stage two of a pull the bureau asked to confirm (next action 2); 400 'Credit report state missing' without both stage ids",
          body: MaskedAuthBodySchema,
          response: responses,
        },
      },
      async (request, reply) =>
        send(reply, await confirmPull(deps, await user(request), request.body)),
    );

    /** The user whose report is asked for: the caller's own; another's for staff only. */
    const whose = async (request: FastifyRequest, userId: string | undefined) => {
      const actor = await actorOf(deps.auth, request);
      if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
      const id = userId ?? actor.user.id;
      if (id !== actor.user.id && !actor.isAdmin) throw httpError(403, NOT_ALLOWED);
      return id;
    };

    const document = async (reply: FastifyReply, userId: string) => {
      const doc = await reportDocument(deps, userId);
      if (!('pdf' in doc)) return send(reply, doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(doc.pdf);
    };
    const docSchema = {
      tags,
      summary: 'My latest credit report as a PDF',
      security: SESSION_SECURITY,
      description:
        'The latest report pulled, as a PDF to keep (attachment, no-store); 404 with next action 8 to the self-pull when there is none. userId: staff only',
      response: {
        200: z.unknown().describe('application/pdf'),
        ...errorResponses(401, 403, 404, 415, 422),
      },
    };
    app.post(
      '/api/credit-report/doc',
      { schema: { ...docSchema, operationId: 'creditReportDoc', body: FetchBodySchema } },
      async (request, reply) => document(reply, await whose(request, request.body.userId)),
    );
    // The same for a plain link (the credit-score page's "Download report"): a download by
    // GET needs no script, in a browser or the app's web view.
    app.get(
      '/api/credit-report/doc',
      { schema: { ...docSchema, operationId: 'creditReportDocGet', querystring: DocQuerySchema } },
      async (request, reply) => document(reply, await whose(request, request.query.userId)),
    );

    for (const [url, operationId] of [
      ['/api/credit-report/fetch', 'creditReportFetch'],
      ['/api/credit-report', 'creditReportGet'],
    ] as const) {
      app.post(
        url,
        {
          schema: {
            tags,
            operationId,
            summary: 'My latest credit report',
            security: SESSION_SECURITY,
            description:
              'The latest report pulled (no new pull); 404 with next action 8 to the self-pull when there is none. userId: staff only',
            body: FetchBodySchema,
            response: responses,
          },
        },
        async (request, reply) =>
          send(reply, await storedReport(deps, await whose(request, request.body.userId))),
      );
    }

    for (const url of [
      '/api/user/profile/credit-reports/self-pull/verify',
      '/api/user/profile/credit-reports/lead/verify',
    ]) {
      app.post(
        url,
        {
          schema: {
            tags,
            operationId: url.includes('/lead/') ? 'creditReportLeadVerify' : 'creditReportVerify',
            summary: 'Verify a mobile for a pull (OTP)',
            security: SESSION_SECURITY,
            description:
              'The OTP sent by /user/otp type 5: the mobile may then be used for a pull by this user',
            body: VerifyMobileBodySchema,
            response: { 200: VerifyMobileResponseSchema, ...errorResponses(401, 415, 422, 429) },
          },
        },
        async (request) =>
          verifyCreditReportMobile(deps, await actorOf(deps.auth, request), request.body),
      );
    }

    app.post(
      '/api/leads/credit-report/self-pull',
      {
        schema: {
          tags,
          operationId: 'creditReportLeadPull',
          summary: 'Pull my credit report from an application',
          security: SESSION_SECURITY,
          description:
            "The self-pull with the details the user's own application holds (no PAN in the request); recommendations: true adds the cards likely at the score, providerId's first",
          body: LeadPullBodySchema,
          response: {
            200: LeadPullResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429, 502),
          },
        },
      },
      async (request, reply) =>
        send(reply, await leadPull(deps, await user(request), request.body)),
    );

    app.post(
      '/api/user/profile/recommended',
      {
        schema: {
          tags,
          operationId: 'userProfileRecommended',
          summary: 'Cards likely with my score',
          security: SESSION_SECURITY,
          description:
            "The cards the recommendation engine finds for the score of the user's latest report (empty without one)",
          body: RecommendedBodySchema,
          response: { 200: RecommendedResponseSchema, ...errorResponses(401, 415, 422) },
        },
      },
      async (request) => recommendedForUser(deps, (await user(request)).id),
    );
  };
