import type { SandboxSmsResponse } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { isLoopbackCaller } from '../../http/loopback.js';
import { errorResponses } from '../../http/schemas.js';
import { MobileSchema } from '../../modules/users/schemas.js';
import { sandboxOutbox } from './sandbox.js';

const SandboxSmsQuerySchema = z.object({ mobile: MobileSchema });
const SandboxSmsResponseSchema = z.object({
  data: z.object({
    results: z.array(z.object({ mobile: z.string(), text: z.string(), created_at: z.string() })),
  }),
});

/**
 * GET /api/sandbox/sms: what the sandbox sent to a mobile. Registered only outside production,
 * and answered only to a caller on this machine (a test rig, a developer): the outbox holds
 * every user's login codes, so a staging box reachable from elsewhere must not hand them out.
 * Anybody else gets the 404 of a route that does not exist.
 */
export const sandboxSmsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sandbox/sms',
      {
        schema: {
          tags: ['sandbox'],
          operationId: 'sandboxSms',
          summary: 'Read the sandbox SMS outbox',
          description: 'Messages the sandbox SMS adapter sent to a mobile, newest first',
          querystring: SandboxSmsQuerySchema,
          response: { 200: SandboxSmsResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request): Promise<SandboxSmsResponse> => {
        if (!isLoopbackCaller(request)) throw httpError(404, 'Not found');
        const rows = await sandboxOutbox(db, request.query.mobile);
        const results = rows.map((r) => ({
          mobile: r.mobile,
          text: r.text,
          created_at: r.createdAt.toISOString(),
        }));
        return { data: { results } };
      },
    );
  };
