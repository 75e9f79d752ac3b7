import { describeJourney, type JourneyRegistry } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, JOURNEY_NOT_FOUND } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import {
  JourneyDefSchema,
  JourneyListSchema,
  JourneyParamsSchema,
  JourneyQuerySchema,
} from './schemas.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const journeyRoutes =
  (registry: JourneyRegistry): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/journeys',
      {
        schema: {
          tags: ['journeys'],
          operationId: 'journeyList',
          summary: 'List the journeys',
          response: { 200: JourneyListSchema },
        },
      },
      async () => {
        return [...registry.prefixes].sort().flatMap((prefix) => {
          const def = registry.find(prefix);
          return def ? [{ prefix, version: def.version, title: def.title }] : [];
        });
      },
    );

    app.get(
      '/api/journeys/*',
      {
        schema: {
          tags: ['journeys'],
          operationId: 'journeyGet',
          summary: 'Get a journey definition',
          description: 'A journey definition by prefix, e.g. /api/journeys/credit-cards/sbi',
          params: JourneyParamsSchema,
          querystring: JourneyQuerySchema,
          response: { 200: JourneyDefSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { version } = request.query;
        const def = registry.find(request.params['*'], version);
        if (!def) throw httpError(404, JOURNEY_NOT_FOUND);
        // A version's definition never changes (a change is a new version); the latest does.
        reply.header('cache-control', version === undefined ? 'no-cache' : IMMUTABLE);
        return describeJourney(def);
      },
    );
  };
