import type { CompanyIdentity } from '@tara/core/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyResponseSchema } from './schemas.js';

/**
 * Who runs the marketplace (decision 079): the legal pages, the help and support pages and the
 * payment pages print it from here. The same for everyone and set at start: cached briefly.
 */
export const siteRoutes =
  (company: CompanyIdentity): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site/company',
      {
        schema: {
          tags: ['site'],
          operationId: 'siteCompany',
          summary: 'The company that runs the marketplace: legal name, CIN, support, grievance',
          description:
            'From the configuration (required in production); outside production without one, a sample identity marked `sandbox: true`',
          response: { 200: CompanyResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { data: company };
      },
    );
  };
