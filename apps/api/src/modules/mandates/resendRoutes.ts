import type { Scalar } from '@tara/core';
import type { Fits, MandateResendResponse } from '@tara/core/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.js';
import { HttpError, httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import { mandateInput } from '../../partners/idfc/callRequests.js';
import { idfcClient } from '../../partners/idfc/idfcClient.js';
import { ENACH_FAILED, type IdfcConfig } from '../../partners/idfc/types.js';
import { claimResend, RESEND_AFTER_SECONDS } from '../../partners/loans/mandateLink.js';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import { type AuthDeps, ownerOf } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { type LeadRow, readLead } from '../leads/data.js';
import { latestMandate, type MandateView } from './data.js';

export const NO_LINK_YET = 'No e-mandate link has been sent for this application yet';
export const MANDATE_DONE = 'The e-mandate is already complete';
export const waitBeforeResend = (seconds: number): string =>
  `Please wait ${seconds} seconds before asking for the link again`;

export const ResendBodySchema = z.object({ leadId: z.uuid('Invalid lead id') });
export const ResendResponseSchema = z.object({
  data: z.object({
    results: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() }),
  }),
});

export interface ResendDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  idfc: IdfcConfig;
}

/**
 * POST /api/third-party/loans/idfc/send-enach-url: the applicant asks for the mandate link
 * again (spec 02 §9: after 10 s). The first link went with idfc.sendEnachUrl when the account
 * step was saved; this sends the same mandate's link again and makes no second mandate. The
 * 10 s are the server's, counted from the last link (429 before).
 */
export const resendRoutes = (deps: ResendDeps): FastifyPluginAsyncZod => {
  const client = idfcClient(deps.idfc);
  return linkResendRoute(deps, {
    url: '/api/third-party/loans/idfc/send-enach-url',
    operationId: 'idfcResendEnachUrl',
    summary: 'Send the e-mandate link again',
    description: `Sends the lead's e-mandate link again (no new mandate), at most once per ${RESEND_AFTER_SECONDS} s`,
    async resend(lead, mandate) {
      const facts: Record<string, Record<string, Scalar>> = {};
      for (const [name, record] of Object.entries(lead.calls ?? {})) {
        facts[name] = record.facts ?? {};
      }
      const req = mandateInput({ leadId: lead.id, answers: lead.answers, facts });
      if (!req) throw httpError(409, NO_LINK_YET);
      await client.resendEnachUrl(mandate.mandateId, {
        ...req,
        amountPaise: amountOf(mandate, req.amountPaise),
      });
    },
  });
};

/** A lender's link-resend route: its texts, and how its partner sends the link again. */
export interface LinkResendSpec {
  url: string;
  operationId: string;
  summary: string;
  description: string;
  /** Sends the mandate's link again; a PartnerUnavailable is the spec's 503. */
  resend(lead: LeadRow, mandate: MandateView): Promise<void>;
}

/**
 * A link resend (spec 02 §7, §9): the checks of `claimLinkResend`, then the lender sends the
 * same mandate's link again; the answer says when the next may be asked.
 */
export const linkResendRoute =
  (deps: Pick<ResendDeps, 'db' | 'now' | 'auth'>, spec: LinkResendSpec): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      spec.url,
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['loans'],
          operationId: spec.operationId,
          summary: spec.summary,
          description: spec.description,
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
        try {
          await spec.resend(lead, mandate);
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

/**
 * The checks of a link resend, in order: the caller's own lead (404), a link sent (409), the
 * mandate not yet decided (409), then the 10 s since the last link, claimed atomically (429).
 */
export async function claimLinkResend(
  deps: Pick<ResendDeps, 'db' | 'now' | 'auth'>,
  request: FastifyRequest,
  leadId: string,
) {
  const actor = await actorOf(deps.auth, request);
  const lead = await readLead(deps.db, leadId, ownerOf(actor));
  if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
  const mandate = await latestMandate(deps.db, lead.id);
  if (!mandate) throw httpError(409, NO_LINK_YET);
  if (mandate.outcome) throw httpError(409, MANDATE_DONE);
  const wait = await claimResend(deps.db, lead.id, deps.now());
  if (!wait.allowed) {
    throw new HttpError(
      429,
      { errors: [waitBeforeResend(wait.retryAfter)], retryAfter: wait.retryAfter },
      { 'retry-after': String(wait.retryAfter) },
    );
  }
  return { lead, mandate };
}

/** The mandate's own amount (the one the bank holds), else what the lead asks now. */
const amountOf = (mandate: { details: Record<string, unknown> }, fallback: number): number =>
  typeof mandate.details.amountPaise === 'number' ? mandate.details.amountPaise : fallback;

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof ResendResponseSchema>, MandateResendResponse>] =
  [true];
