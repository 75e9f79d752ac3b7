import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import { errorResponses } from '../../http/schemas.js';
import {
  IfscParamsSchema,
  IfscResponseSchema,
  PinSearchQuerySchema,
  PinSearchResponseSchema,
  PinStatusBodySchema,
  PinStatusResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from './schemas.js';
import { ifscBank, pinStatus, type SuggestSource, searchPin, suggest } from './service.js';

/** URL, source, operationId and summary of each autosuggest call. */
const suggestRoutes: [string, SuggestSource, string, string][] = [
  ['/api/cities', 'cities', 'suggestCities', 'Suggest cities'],
  ['/api/providers/cities', 'cities', 'suggestProviderCities', 'Suggest cities (providers)'],
  ['/api/cb/cities', 'cities', 'suggestCbCities', 'Suggest cities (card bureau)'],
  // HP-10's membership cities path (OPEN; decision 046): the membership is sold everywhere.
  ['/api/membership/cities', 'cities', 'suggestMembershipCities', 'Suggest cities (membership)'],
  ['/api/companies', 'companies', 'suggestCompanies', 'Suggest employers'],
  ['/api/banks', 'banks', 'suggestBanks', 'Suggest banks'],
];

export const catalogRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [url, source, operationId, summary] of suggestRoutes) {
      app.get(
        url,
        {
          schema: {
            tags: ['autosuggest'],
            operationId,
            summary,
            querystring: SuggestQuerySchema,
            response: { 200: SuggestResponseSchema, ...errorResponses(422) },
          },
        },
        async (request) => ({ data: { results: await suggest(db, source, request.query) } }),
      );
    }

    app.get(
      '/api/provider/search/pin',
      {
        schema: {
          tags: ['pincode'],
          operationId: 'providerSearchPin',
          summary: 'Search pincodes by prefix',
          querystring: PinSearchQuerySchema,
          response: { 200: PinSearchResponseSchema, ...errorResponses(422) },
        },
      },
      async (request) => ({
        data: { results: await searchPin(db, request.query.pincode, request.query.limit) },
      }),
    );

    app.post(
      '/api/provider/pins/status',
      {
        schema: {
          tags: ['pincode'],
          operationId: 'providerPinStatus',
          summary: 'Is a pincode serviceable',
          body: PinStatusBodySchema,
          response: { 200: PinStatusResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request) => ({ data: { results: await pinStatus(db, request.body.pincode) } }),
    );

    // Beyond the spec's calls: the spec's bank check at 11 characters is the IDFC partner's
    // enach-bank call; this is the catalog lookup behind it (decision 015).
    app.get(
      '/api/ifsc/:code',
      {
        schema: {
          tags: ['ifsc'],
          operationId: 'ifscBank',
          summary: 'The bank behind an IFSC, if the branch exists',
          params: IfscParamsSchema,
          response: { 200: IfscResponseSchema, ...errorResponses(422) },
        },
      },
      async (request) => ({ data: { results: ifscBank(request.params.code) } }),
    );
  };
