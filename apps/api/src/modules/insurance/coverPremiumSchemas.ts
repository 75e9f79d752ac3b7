import type { BrochureResponse, Fits, UpdatedPremiumResponse } from '@tara/core/contract';
import { z } from 'zod';
import { EmailSchema } from '../users/schemas.js';

// The person covers' calls (spec 03 §7, decision 054): the updated premium (payload OPEN: ours)
// and the e-mail brochure.

const PlanIdSchema = z.union([z.number().int().positive(), z.string().regex(/^\d{1,6}$/)]);

/** POST /insurances/get_updated_premium: the cover, its plan and the insured's date of birth. */
export const UpdatedPremiumBodySchema = z
  .object({
    prettyName: z.string().min(1).max(80).describe("the cover's slug, e.g. dengue-malaria"),
    plan_id: PlanIdSchema.optional().describe("the plan chosen; a group policy's own when absent"),
    dob: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date of birth')
      .optional()
      .describe("the insured's date of birth, YYYY-MM-DD"),
  })
  .describe('UpdatedPremiumBody; other keys (utm…) are ignored');

export const UpdatedPremiumResponseSchema = z.object({
  data: z.object({
    results: z.object({
      cover: z.string(),
      product_name: z.string(),
      insurer_name: z.string(),
      plan_id: z.number().int(),
      sum_insured_paise: z.number().int(),
      premium_paise: z.number().int().describe('GST included'),
      taxable_paise: z.number().int(),
      gst_paise: z.number().int(),
      gst_rate_percent: z.number(),
      premium_text: z.string(),
      voluntary: z.boolean(),
      hospicash: z.boolean().describe('off for the voluntary dengue-and-malaria group policy'),
    }),
  }),
});

/** POST /store/singapore_global_fest_data: {email} (the spec's e-mail brochure). */
export const BrochureBodySchema = z
  .object({
    email: EmailSchema.refine((v) => v.length > 0, 'Please enter a valid email ID'),
    prettyName: z.string().min(1).max(80).optional().describe("a cover's slug; all when absent"),
  })
  .describe('BrochureBody; other keys (utm…) are ignored');

export const BrochureResponseSchema = z.object({
  data: z.object({ results: z.object({ link: z.string(), emailed: z.literal(true) }) }),
});

export const BrochureParamsSchema = z.object({ slug: z.string().min(1).max(80) });

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof UpdatedPremiumResponseSchema>, UpdatedPremiumResponse>,
  Fits<z.output<typeof BrochureResponseSchema>, BrochureResponse>,
] = [true, true];
