import type { ClientErrorResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';

/** The failures the spec sends to the error-reporting service (spec 01 §7). */
export const CLIENT_ERROR_SOURCES = ['self-pull', 'payment'] as const;

const MAX_VALUES = 40;

export const ClientErrorBodySchema = z
  .object({
    source: z.enum(CLIENT_ERROR_SOURCES),
    status: z.number().int().min(0).max(599).optional().describe('The failed call’s HTTP status'),
    message: safeText(300).describe('What the user was shown'),
    path: safeText(200).describe('The page it happened on'),
    values: z
      .record(z.string().max(40), z.union([z.string().max(120), z.boolean(), z.number(), z.null()]))
      .refine((v) => Object.keys(v).length <= MAX_VALUES, `At most ${MAX_VALUES} values`)
      .describe("The form values' shapes (core's valueShapes: 'AAAAA9999A'), never the values"),
  })
  .describe('ClientErrorBody: a failure the browser reports');

export const ClientErrorResponseSchema = z.object({
  data: z.object({ received: z.literal(true) }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ClientErrorResponseSchema>, ClientErrorResponse>,
] = [true];
