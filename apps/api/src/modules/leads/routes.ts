import { DEVICE_CONTEXT_HEADER, type DeviceContext, parseDeviceContext } from '@tara/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, JOURNEY_NOT_FOUND, LEAD_NOT_FOUND } from '../../http/errors.js';
import { requestIdempotency, type StoredResponse } from '../../http/idempotency.js';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import { type Actor, ownerOf } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { visitorIdFor } from '../auth/visitor.js';
import { personalLoanPath } from './plPaths.js';
import { prefillLead } from './prefill.js';
import { saveLeadStep } from './saveLeadStep.js';
import {
  LeadCurrentQuerySchema,
  LeadCurrentResponseSchema,
  LeadPrefillBodySchema,
  LeadPrefillResponseSchema,
  LeadResetBodySchema,
  LeadResetResponseSchema,
  LeadSaveBodySchema,
  LeadSaveResponseSchema,
} from './schemas.js';
import { currentLead, type LeadDeps, resetLeads } from './service.js';

const BODY_LIMIT = 64 * 1024;

/** The request's device and app flags (one header, decision 019), never the answers. */
export const device = (request: FastifyRequest): DeviceContext => {
  const raw = request.headers[DEVICE_CONTEXT_HEADER];
  return parseDeviceContext(typeof raw === 'string' ? raw : undefined);
};

/** The saves: a lead's first step ('new') and its next ones ('existing'), three paths each. */
const SAVES = {
  new: {
    summary: 'Start a lead with its first step',
    description: 'Creates an incomplete lead with its first step (Idempotency-Key honoured)',
    paths: [
      ['/api/lead/add/unverified', 'leadAddUnverified'],
      ['/api/lead/credit-line/add-unverified', 'creditLineAddUnverified'],
      ['/api/pl/add/unverified', 'plAddUnverified'],
    ],
  },
  existing: {
    summary: 'Save a step of a lead',
    description:
      'Saves a step of a lead of this visitor or of the logged-in user (Idempotency-Key honoured)',
    paths: [
      ['/api/lead/update/unverified', 'leadUpdateUnverified'],
      ['/api/lead/credit-line/update-unverified', 'creditLineUpdateUnverified'],
      ['/api/pl/update/unverified', 'plUpdateUnverified'],
    ],
  },
} as const;

const journeyNotFound = (): never => {
  throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
};

export const leadRoutes =
  (deps: LeadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const saveSchema = (
      operationId: string,
      { summary, description }: { summary: string; description: string },
    ) => ({
      tags: ['leads'],
      operationId,
      summary,
      security: COOKIE_SECURITY,
      description,
      body: LeadSaveBodySchema,
      response: { 200: LeadSaveResponseSchema, ...errorResponses(400, 404, 409, 415, 422, 429) },
    });

    const idempotency = async (request: FastifyRequest) =>
      requestIdempotency(await deps.auth.otpKey(), request);

    const send = (reply: FastifyReply, result: StoredResponse) => {
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    };

    /** The caller with a visitor, made on first need (a save keys idempotency by it). */
    const withVisitor = async (
      request: FastifyRequest,
      reply: FastifyReply,
      actor: Actor,
    ): Promise<Actor & { visitorId: string }> => {
      const visitorId = await visitorIdFor(deps, request, reply, actor.visitorId);
      return { ...actor, visitorId };
    };

    // The credit line's own paths (02 §7: /lead/credit-line/add-unverified and
    // update-unverified) are the same saves, for credit-line journeys only: the generic line
    // (credit-line) and a provider's (credit-line/nacl) (decisions 036, 037).
    const creditLineOnly = (path: string, journey: string) => {
      const creditLine = journey === 'credit-line' || journey.startsWith('credit-line/');
      if (path.includes('/credit-line/') && !creditLine) journeyNotFound();
    };
    const knownJourney = (journey: string) => {
      if (!deps.journeys.find(journey)) journeyNotFound();
    };

    for (const target of ['new', 'existing'] as const) {
      const save = SAVES[target];
      for (const [path, operationId] of save.paths) {
        app.post(
          path,
          {
            bodyLimit: BODY_LIMIT,
            schema: saveSchema(operationId, save),
          },
          async (request, reply) => {
            creditLineOnly(path, request.body.journey);
            const body = personalLoanPath(path, request.body);
            // An unknown journey is refused before a visitor is made for it.
            if (target === 'new') knownJourney(request.body.journey);
            const found = await actorOf(deps.auth, request);
            if (target === 'existing' && !found.visitorId && !found.user) {
              throw httpError(404, LEAD_NOT_FOUND);
            }
            const actor = await withVisitor(request, reply, found);
            const req = {
              actor,
              body,
              idempotency: await idempotency(request),
              device: device(request),
            };
            return send(reply, await saveLeadStep(deps, req, target));
          },
        );
      }
    }

    app.post(
      '/api/lead/prefill',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['leads'],
          operationId: 'leadPrefill',
          summary: 'Start a prefilled lead',
          security: COOKIE_SECURITY,
          description:
            'A new lead prefilled from encodedData (base64 JSON); isVerified is honoured for admins only',
          body: LeadPrefillBodySchema,
          response: { 200: LeadPrefillResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request, reply) => {
        knownJourney(request.body.journey);
        const actor = await withVisitor(request, reply, await actorOf(deps.auth, request));
        return prefillLead(deps, actor, request.body);
      },
    );

    app.get(
      '/api/lead/current',
      {
        schema: {
          tags: ['leads'],
          operationId: 'leadCurrent',
          summary: 'Get the current lead of a journey',
          security: COOKIE_SECURITY,
          description: 'The most recent lead of a journey of this visitor or the logged-in user',
          querystring: LeadCurrentQuerySchema,
          response: { 200: LeadCurrentResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const owner = ownerOf(await actorOf(deps.auth, request));
        return { data: { results: await currentLead(deps, owner, request.query.journey) } };
      },
    );

    app.post(
      '/api/lead/reset',
      {
        schema: {
          tags: ['leads'],
          operationId: 'leadReset',
          summary: 'Abandon the open leads of a journey',
          security: COOKIE_SECURITY,
          description: 'Abandons the open leads of a journey (visitor and user), to start afresh',
          body: LeadResetBodySchema,
          response: { 200: LeadResetResponseSchema, ...errorResponses(415, 422) },
        },
      },
      async (request) => {
        const owner = ownerOf(await actorOf(deps.auth, request));
        await resetLeads(deps, owner, request.body.journey);
        return { data: { results: { reset: true as const } } };
      },
    );
  };
