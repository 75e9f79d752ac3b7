import type {
  LeadCurrentResponse,
  LeadPrefillResponse,
  LeadSaveResponse,
  LeadView,
} from '@tara/core';
import type { Fits, LeadResetResponse } from '@tara/core/contract';
import { z } from 'zod';
import { intId, JsonValueSchema, safeText } from '../../http/schemas.js';

/** LeadSaveBody: the envelope; the step's form values sit beside it. */
export const LeadSaveBodySchema = z
  .looseObject({
    journey: safeText(200).describe('Journey prefix, e.g. credit-cards/sbi'),
    step: safeText(100).describe('Step id, e.g. step6'),
    leadId: safeText(100).optional().describe('Required on update'),
    instrumentId: intId().nullable().optional(),
    productId: intId().nullable().optional(),
    providerId: intId().nullable().optional(),
  })
  .describe("Envelope plus the step's form values");

export const LeadViewSchema = z.object({
  lead_id: z.string(),
  journey: z.string(),
  version: z.number().int(),
  answers: z.record(z.string(), JsonValueSchema),
  history: z.array(z.string()),
  current: z.string().nullable(),
  last_loc: z.string(),
  progress: z.number(),
  status: z.enum(['incomplete', 'complete', 'exited']),
  pending: z
    .object({
      step: z.string(),
      call: z.string(),
      since: z.string(),
      resend_after_seconds: z.number().nullable(),
      poll_seconds: z.number().nullable(),
    })
    .nullable(),
  calls: z.record(
    z.string(),
    z.object({
      step: z.string(),
      outcome: z.string(),
      facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  ),
  option_labels: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  mobile_verified: z.boolean(),
  exit: z.object({ name: z.string(), step: z.string(), message: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const LeadSaveResponseSchema = z.object({
  data: z.object({
    results: LeadViewSchema.extend({ skipped: z.array(z.string()), dropped: z.array(z.string()) }),
  }),
  metadata: z.object({
    last_loc: z.string(),
    user_data: z.object({ user_id: z.string().nullable() }),
  }),
  lead_id: z.string(),
});

export const LeadCurrentQuerySchema = z.object({ journey: safeText(200) });

export const LeadCurrentResponseSchema = z.object({ data: z.object({ results: LeadViewSchema }) });

export const LeadResetBodySchema = z.object({ journey: safeText(200) });

export const LeadResetResponseSchema = z.object({
  data: z.object({ results: z.object({ reset: z.literal(true) }) }),
});

export const LeadPrefillBodySchema = z
  .object({
    journey: safeText(200).describe('Journey prefix, e.g. credit-cards/sbi'),
    encodedData: safeText(16 * 1024).describe('base64 JSON of answers, with isVerified (admin)'),
  })
  .describe('LeadPrefillBody');

export const LeadPrefillResponseSchema = z.object({
  data: z.object({
    results: LeadViewSchema.extend({
      prefilled: z.array(z.string()),
      ignored: z.array(z.string()),
    }),
  }),
  metadata: z.object({
    last_loc: z.string(),
    user_data: z.object({ user_id: z.string().nullable() }),
  }),
  lead_id: z.string(),
});

// The contract types are the source of truth: what these schemas produce must fit them.
export const contractChecks: [
  Fits<z.output<typeof LeadViewSchema>, LeadView>,
  Fits<z.output<typeof LeadSaveResponseSchema>, LeadSaveResponse>,
  Fits<z.output<typeof LeadCurrentResponseSchema>, LeadCurrentResponse>,
  Fits<z.output<typeof LeadPrefillResponseSchema>, LeadPrefillResponse>,
  Fits<z.output<typeof LeadResetResponseSchema>, LeadResetResponse>,
] = [true, true, true, true, true];
