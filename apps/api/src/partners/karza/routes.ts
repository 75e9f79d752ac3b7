import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { httpError, NOT_ALLOWED } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import type { AuthDeps } from '../../modules/auth/deps.js';
import type { RateRule } from '../../modules/auth/policy.js';
import { countHit, rateKey, refuseWhenLimited } from '../../modules/auth/rateLimit.js';
import { actorOf } from '../../modules/auth/session.js';
import { callHttpError } from '../callErrors.js';
import {
  BusinessDocumentResponseSchema,
  FssaiBodySchema,
  GstinBodySchema,
  PanAndNameBodySchema,
  PanAndNameResponseSchema,
  ShopEstablishmentBodySchema,
  UdyamBodySchema,
} from './schemas.js';
import {
  type BusinessDocumentAnswer,
  type BusinessDocumentKind,
  checkBusinessDocument,
  type KarzaClient,
  nameOnPanMessage,
} from './types.js';

/** Every Karza check is paid for: so many per visitor and per client IP an hour. */
export interface KarzaLimits {
  perVisitor: RateRule;
  perIp: RateRule;
}

export const DEFAULT_KARZA_LIMITS: KarzaLimits = {
  perVisitor: { limit: 10, windowSeconds: 3600 },
  perIp: { limit: 60, windowSeconds: 3600 },
};

export interface KarzaRouteDeps {
  auth: AuthDeps;
  karza: KarzaClient;
  limits?: KarzaLimits;
}

type DocumentResponse = z.infer<typeof BusinessDocumentResponseSchema>;

/**
 * The Karza checks the client calls directly (spec 02 §7), at the spec's paths. Only for a
 * browser that has a visitor cookie (or a session), counted per visitor and per IP (decision
 * 021); the same checks inside a journey go through the call runner instead (made once).
 */
export const karzaRoutes =
  (deps: KarzaRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = deps.limits ?? DEFAULT_KARZA_LIMITS;

    /** The asking visitor, counted; 403 without a visitor cookie or session, 429 over the limit. */
    const admit = async (request: FastifyRequest): Promise<void> => {
      const actor = await actorOf(deps.auth, request);
      const who = actor.user?.id ?? actor.visitorId;
      if (!who) throw httpError(403, NOT_ALLOWED);
      const now = deps.auth.now();
      refuseWhenLimited(
        await countHit(deps.auth.db, rateKey('karza-ip', request.ip), limits.perIp, now),
      );
      refuseWhenLimited(
        await countHit(deps.auth.db, rateKey('karza-visitor', who), limits.perVisitor, now),
      );
    };

    app.post(
      '/api/karza/validate/pan-and-name',
      {
        schema: {
          tags: ['karza'],
          operationId: 'karzaPanAndName',
          summary: 'Check that the PAN belongs to the name given',
          description:
            "200 when the PAN register holds the name; 422 'The name associated with entered PAN is {name}' when it holds another; 503 'Something went wrong. Please try again in some time.' when Karza cannot answer",
          security: COOKIE_SECURITY,
          body: PanAndNameBodySchema,
          response: { 200: PanAndNameResponseSchema, ...errorResponses(403, 422, 429, 503) },
        },
      },
      async (request) => {
        await admit(request);
        const answer = await deps.karza.panName(request.body, 1).catch((error: unknown) => {
          throw callHttpError(error);
        });
        if (answer.outcome === 'mismatch') throw httpError(422, nameOnPanMessage(answer.name));
        return { data: { results: { matched: true as const, name: answer.name } } };
      },
    );

    const documentRoute = <B extends z.ZodType<Record<string, string>>>(
      path: string,
      kind: BusinessDocumentKind,
      operationId: string,
      summary: string,
      body: B,
      idOf: (body: z.infer<B>) => string,
    ) =>
      app.post(
        `/api/karza/auth/${path}`,
        {
          schema: {
            tags: ['karza'],
            operationId,
            summary,
            security: COOKIE_SECURITY,
            body,
            response: {
              200: BusinessDocumentResponseSchema,
              ...errorResponses(403, 422, 429, 503),
            },
          },
        },
        async (request): Promise<DocumentResponse> => {
          await admit(request);
          const id = idOf(request.body as z.infer<B>).toUpperCase();
          const answer = await checkBusinessDocument(deps.karza, { kind, id }, 1).catch(
            (error: unknown) => {
              throw callHttpError(error);
            },
          );
          return { data: { results: documentResults(answer) } };
        },
      );

    documentRoute(
      'gstin',
      'gstin',
      'karzaGstin',
      'Check a GSTIN with Karza',
      GstinBodySchema,
      (b) => b.gstinId,
    );
    documentRoute(
      'fssai',
      'fssai',
      'karzaFssai',
      'Check an FSSAI licence with Karza',
      FssaiBodySchema,
      (b) => b.fssaiId,
    );
    documentRoute(
      'shop-establishment',
      'shopEstablishment',
      'karzaShopEstablishment',
      'Check a shop establishment registration with Karza',
      ShopEstablishmentBodySchema,
      (b) => b.regNo,
    );
    documentRoute(
      'udyam',
      'udyam',
      'karzaUdyam',
      'Check an Udyam registration with Karza',
      UdyamBodySchema,
      (b) => b.udyamRegNo,
    );
  };

const documentResults = (answer: BusinessDocumentAnswer) =>
  answer.outcome === 'verified'
    ? { verified: true, businessName: answer.businessName, address: answer.address }
    : { verified: false, businessName: null, address: null };
