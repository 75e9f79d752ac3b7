import type { Fits, LeadStatusResponse } from '@tara/core/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { setAdminStatus } from './setAdminStatus.js';

// The lead admin status (01 §7, CC-COM-15): PATCH /lead/{id}/update-status, which the client
// sends as POST with `X-HTTP-Method-Override: PATCH`. Only the lead's owner may set it; every
// change is kept as a history row, and the same status again changes nothing.

const scalarText = z
  .union([safeText(64), z.number().int().min(0).max(1e9)])
  .transform((v) => String(v).trim());

const utmValue = z
  .union([safeText(200), z.number().finite(), z.null()])
  .transform((v) => (v === null ? null : String(v)));

export const LeadStatusBodySchema = z.object({
  lead_id: scalarText.optional(),
  lead_admin_status: scalarText.pipe(z.string().min(1, 'Required')),
  utm: z
    .union([z.record(safeText(64), utmValue), z.null(), safeText(500)])
    .optional()
    .transform((v) => (typeof v === 'string' ? { utm: v } : (v ?? null))),
});

export const LeadStatusParamsSchema = z.object({ id: safeText(100) });

export const LeadStatusResponseSchema = z.object({
  data: z.object({
    results: z.object({
      lead_id: z.string(),
      lead_admin_status: z.string(),
      changed: z.boolean(),
    }),
  }),
});

export const leadStatusRoutes =
  (auth: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = {
      tags: ['leads'],
      summary: "Set a lead's admin status",
      security: COOKIE_SECURITY,
      description:
        "Sets the lead's admin status (owner only) and keeps its history; POST needs X-HTTP-Method-Override: PATCH or none",
      params: LeadStatusParamsSchema,
      body: LeadStatusBodySchema,
      response: { 200: LeadStatusResponseSchema, ...errorResponses(404, 405, 415, 422) },
    };
    for (const method of ['PATCH', 'POST'] as const) {
      app.route({
        method,
        url: '/api/lead/:id/update-status',
        // PATCH is the spec's call; POST is its method-override twin.
        schema: {
          ...schema,
          operationId: method === 'PATCH' ? 'leadUpdateStatus' : 'leadUpdateStatusPost',
        },
        handler: async (request) => {
          const override = request.headers['x-http-method-override'];
          if (
            method === 'POST' &&
            override !== undefined &&
            String(override).toUpperCase() !== 'PATCH'
          ) {
            throw httpError(405, 'Method not allowed');
          }
          const { id } = request.params;
          const body = request.body;
          if (body.lead_id !== undefined && body.lead_id !== id) {
            throw httpError(422, 'lead_id does not match the lead of the address', {
              fields: { lead_id: 'Does not match the lead of the address' },
            });
          }
          return setAdminStatus(auth, await actorOf(auth, request), id, body);
        },
      });
    }
  };

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof LeadStatusResponseSchema>, LeadStatusResponse>] =
  [true];
