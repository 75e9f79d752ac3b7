import type { CompanyIdentity } from '@tara/core/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { kfsPdf } from './kfsPdf.js';
import {
  lenderGrievance,
  ourGrievance,
  personalLoanOffers,
  productKeyFacts,
} from './loanOffers.js';
import {
  KfsParamsSchema,
  KfsQuerySchema,
  KfsResponseSchema,
  OffersQuerySchema,
  OffersResponseSchema,
} from './offerSchemas.js';

/**
 * The personal-loan offers page's call and the Key Fact Statement of an offer, as JSON and as
 * a PDF (decision 050). Public: the answers are not personal data that identifies anyone, and
 * nothing is stored; the answers are the same for everyone, so they may be cached briefly.
 */
export const loanOfferRoutes =
  (deps: { now: () => Date; company: CompanyIdentity }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/loans/personal/offers',
      {
        schema: {
          tags: ['loans'],
          operationId: 'personalLoanOffers',
          summary: 'Every personal-loan offer for the applicant, in the neutral order',
          description:
            'Every matched offer ordered by APR (then EMI, then lender), and the lenders not matched with the reasons',
          querystring: OffersQuerySchema,
          response: { 200: OffersResponseSchema, ...errorResponses(422) },
        },
      },
      async (request) => personalLoanOffers(request.query, deps.now().getUTCFullYear()),
    );

    const keyFacts = (productId: number, query: z.infer<typeof KfsQuerySchema>) => {
      const found = productKeyFacts(productId, query);
      if ('status' in found) throw httpError(found.status, found.message);
      return found;
    };

    app.get(
      '/api/loans/kfs/:productId',
      {
        schema: {
          tags: ['loans'],
          operationId: 'personalLoanKfs',
          summary: 'The Key Fact Statement of a personal-loan offer',
          params: KfsParamsSchema,
          querystring: KfsQuerySchema,
          response: { 200: KfsResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const { product, kfs } = keyFacts(request.params.productId, request.query);
        return {
          data: {
            results: {
              product,
              lenderGrievance: lenderGrievance(product),
              ourGrievance: ourGrievance(deps.company),
              kfs,
            },
          },
        };
      },
    );

    app.get(
      '/api/loans/kfs/:productId.pdf',
      {
        schema: {
          tags: ['loans'],
          operationId: 'personalLoanKfsPdf',
          summary: 'The Key Fact Statement of a personal-loan offer, as a PDF',
          params: KfsParamsSchema,
          querystring: KfsQuerySchema,
          response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(404, 422) },
        },
      },
      async (request, reply) => {
        const { product, kfs } = keyFacts(request.params.productId, request.query);
        const pdf = await kfsPdf(product, kfs, deps.company, deps.now());
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="kfs-${product.id}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );
  };
