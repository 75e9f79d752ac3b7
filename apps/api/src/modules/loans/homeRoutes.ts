import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.js';
import { homeLoanOffers } from './homeLoanOffers.js';
import { HomeOffersBodySchema, HomeOffersResponseSchema } from './homeOfferSchemas.js';

/**
 * The home-loan offers page's call (decision 056). Public and stateless: the answers (no name,
 * mobile or PAN) come in the body, so they are neither in the URL nor in the request log.
 */
export const homeLoanOfferRoutes =
  (deps: { now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/loans/home/offers',
      {
        schema: {
          tags: ['loans'],
          operationId: 'homeLoanOffers',
          summary: 'Every home-loan offer for the applicant, in the neutral order',
          description:
            "Every matched offer ordered by APR (then EMI, then lender), the lenders not matched with the reasons, and RBI's loan-to-value cap on the home",
          body: HomeOffersBodySchema,
          response: { 200: HomeOffersResponseSchema, ...errorResponses(422) },
        },
      },
      async (request) => homeLoanOffers(request.body, deps.now().getUTCFullYear()),
    );
  };
