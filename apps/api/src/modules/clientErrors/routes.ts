import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskRecord } from '../../http/mask.js';
import { errorResponses } from '../../http/schemas.js';
import type { AuthDeps } from '../auth/deps.js';
import { countHit, rateKey, refuseWhenLimited } from '../auth/rateLimit.js';
import { ClientErrorBodySchema, ClientErrorResponseSchema } from './schemas.js';

/**
 * POST /api/client-errors: the error-reporting service of spec 01 §7 ("a message with form
 * values is sent to an error-reporting service on payment and self-pull failures"; CR-39,
 * SHELL-37; decision 038). A report is one warn line in the API's log, where the operators'
 * log search and alerts already look. The browser sends the values' shapes, not the values;
 * every text is masked again here, and the log's redaction drops PAN, mobile and name keys,
 * so a report cannot leak what the form held. Open to visitors (payments need no login),
 * rate-limited by client IP.
 */
export const clientErrorRoutes =
  (auth: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/client-errors',
      {
        schema: {
          tags: ['operations'],
          operationId: 'clientErrorReport',
          summary: 'Report a failure the user saw',
          description:
            'A self-pull or payment failure with the form values’ shapes, for the operators',
          body: ClientErrorBodySchema,
          response: { 200: ClientErrorResponseSchema, ...errorResponses(415, 422, 429) },
        },
      },
      async (request) => {
        refuseWhenLimited(
          await countHit(
            auth.db,
            rateKey('client-error-ip', request.ip),
            auth.limits.clientErrorsPerIp,
            auth.now(),
          ),
        );
        const { source, status, message, path, values } = request.body;
        request.log.warn(
          { clientError: maskRecord({ source, status, message, path, values }) },
          'client error report',
        );
        return { data: { received: true as const } };
      },
    );
  };
