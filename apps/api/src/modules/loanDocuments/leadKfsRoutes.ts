import type { CompanyIdentity } from '@tara/core/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import { actorOf } from '../auth/session.js';
import { leadForActor } from '../documents/access.js';
import type { LeadDeps } from '../leads/service.js';
import { leadKfsOf } from './leadKfs.js';
import { leadKfsPdf } from './leadKfsPdf.js';
import { LeadKfsResponseSchema } from './leadKfsSchemas.js';

/** The web page of a lead's KFS (a lazily loaded page, not the journey's step route). */
export const leadKfsPagePath = (leadId: string): string =>
  `/loan-kfs/${encodeURIComponent(leadId)}`;

/**
 * The Key Fact Statement of a partner's offer to a lead, before the applicant accepts it
 * (issue 22 §1, decision 080): as JSON for its page, as a PDF, and the offer step's link
 * (`documents/kfs`), which sends the browser to the page. Only the lead's owner or staff.
 */
export const leadKfsRoutes =
  (deps: LeadDeps, company: CompanyIdentity): FastifyPluginAsyncZod =>
  async (app) => {
    const params = z.object({ leadId: safeText(100) });
    const leadOf = async (leadId: string, request: Parameters<typeof actorOf>[1]) => {
      const lead = await leadForActor(deps.db, leadId, await actorOf(deps.auth, request));
      if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
      return lead;
    };

    app.get(
      '/api/leads/:leadId/kfs',
      {
        schema: {
          tags: ['loans'],
          operationId: 'leadKfs',
          summary: "The Key Fact Statement of a lead's loan or credit-line offer",
          description:
            'The offer of the business loan or a credit line with its fees, APR, total payable, penal charges and cooling-off period, before acceptance (owner or staff)',
          security: COOKIE_SECURITY,
          params,
          response: { 200: LeadKfsResponseSchema, ...errorResponses(404, 409) },
        },
      },
      async (request, reply) => {
        const lead = await leadOf(request.params.leadId, request);
        reply.header('cache-control', 'private, no-store');
        return { data: { results: leadKfsOf(lead, company) } };
      },
    );

    app.get(
      '/api/leads/:leadId/documents/kfs.pdf',
      {
        schema: {
          tags: ['loans'],
          operationId: 'leadKfsPdf',
          summary: "The Key Fact Statement of a lead's loan or credit-line offer, as a PDF",
          security: COOKIE_SECURITY,
          params,
          response: {
            200: z.unknown().describe('application/pdf'),
            ...errorResponses(404, 409),
          },
        },
      },
      async (request, reply) => {
        const lead = await leadOf(request.params.leadId, request);
        const pdf = await leadKfsPdf(leadKfsOf(lead, company), deps.now());
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="key-fact-statement.pdf"')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );

    // The offer step's link (a lead document, decision 024's href): the KFS page.
    app.get(
      '/api/leads/:leadId/documents/kfs',
      {
        // A redirect, not an API call: left out of the OpenAPI document (with it there, the
        // docs page stopped drawing operations after five tags: e2e delivery test).
        schema: { hide: true, params },
      },
      async (request, reply) => reply.redirect(leadKfsPagePath(request.params.leadId), 303),
    );
  };
