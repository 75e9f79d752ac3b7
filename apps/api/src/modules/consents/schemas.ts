import type { ConsentListResponse, ConsentWithdrawResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';

export const ConsentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  title: z.string(),
  text: z.string(),
  version: z.string(),
  lead_id: z.string().nullable(),
  subject: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
});

export const ConsentListResponseSchema = z.object({
  data: z.object({ results: z.array(ConsentSchema) }),
});

export const ConsentParamsSchema = z.object({ id: z.uuid() });

export const ConsentWithdrawResponseSchema = z.object({
  data: z.object({ results: ConsentSchema }),
});

export const consentErrors = errorResponses(401, 404, 415);

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ConsentListResponseSchema>, ConsentListResponse>,
  Fits<z.output<typeof ConsentWithdrawResponseSchema>, ConsentWithdrawResponse>,
] = [true, true];
