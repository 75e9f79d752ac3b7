import { EW_PROFILE_ID } from '@tara/core';
import type { EwMineResponse, EwOneResponse, EwUserResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';
import { EmailSchema, IdSchema, MobileSchema, NameSchema } from '../users/schemas.js';

// The extended warranty's calls (spec 03 §7, EW-03..EW-05; payloads settled in decision 044).

const UserFields = {
  first_name: NameSchema.optional(),
  middle_name: NameSchema.optional(),
  last_name: NameSchema.optional(),
  email: EmailSchema.optional(),
};

/** POST /ew/user/register: the ew journey's user by mobile (found → update, else add). */
export const EwUserRegisterBodySchema = z
  .object({ mobile: MobileSchema, ...UserFields })
  .describe('EwUserRegisterBody (other keys, e.g. the marketing fields, are ignored)');

/** POST /ew/user/update: the session's own record, profileId 7 (EW-03). */
export const EwUserUpdateBodySchema = z
  .object({
    profileId: z.literal(EW_PROFILE_ID, {
      error: `profileId must be ${EW_PROFILE_ID}`,
    }),
    sendOtp: z.union([z.literal(0), z.literal(1)]).optional(),
    ...UserFields,
  })
  .describe(
    "EwUserUpdateBody: the session's record; other keys (user_id, mobile, utm…) are ignored",
  );

/** The ew journey's own user (EW-07): {action, id, mobile}. */
export const EwUserResponseSchema = z.object({
  data: z.object({
    results: z.object({
      action: z.enum(['add', 'update']),
      id: z.string(),
      mobile: z.string(),
    }),
  }),
});

/** POST /ew/pay/offline {ewId, transactionId, userId} (EW-04). */
export const EwPayOfflineBodySchema = z
  .object({
    ewId: IdSchema.describe('The warranty (ew_id of /ew/mine)'),
    transactionId: safeText(64)
      .regex(/^[\w-]{6,64}$/, 'Please give the payment id')
      .describe('The payment id (pay_…) that paid the warranty'),
    userId: z
      .union([z.number().int(), safeText(100)])
      .optional()
      .describe("Ignored: the session's user decides (the spec's dummy user 2521)"),
  })
  .describe('EwPayOfflineBody');

/** GET /api/ew/:ewId/certificate.pdf: the warranty (ew_id of /ew/mine). */
export const EwParamsSchema = z.object({
  ewId: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'Invalid warranty id',
    ),
});

const GstSchema = z.object({
  base_paise: z.number().int(),
  gst_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  rate_percent: z.number().int(),
});

export const WarrantyViewSchema = z.object({
  ew_id: z.string(),
  state: z.enum(['quoted', 'active']),
  plan_id: z.string(),
  plan_title: z.string(),
  cover_years: z.number().int(),
  category: z.string(),
  brand: z.string(),
  model: z.string(),
  serial_masked: z.string(),
  purchase_date: z.string(),
  invoice_value_paise: z.number().int(),
  premium_paise: z.number().int(),
  premium: z.string().describe('Rupees as text'),
  gst: GstSchema,
  certificate_no: z.string().nullable(),
  cover_from: z.string().nullable(),
  cover_to: z.string().nullable(),
  payment_id: z.string().nullable(),
  offline_recorded: z.boolean(),
  plans: z
    .array(
      z.object({
        plan_id: z.string(),
        plan_title: z.string(),
        cover_years: z.number().int(),
        premium_paise: z.number().int(),
      }),
    )
    .describe('Every plan priced for the same invoice value, GST included'),
  provider: z.object({
    name: z.string(),
    sample: z.boolean().describe('True while the provider is a placeholder (sample data)'),
  }),
  claim: z.object({
    steps: z.array(z.string()),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  certificate_url: z.string().nullable().describe("An active warranty's certificate (PDF)"),
});

export const EwOneResponseSchema = z.object({
  data: z.object({ results: WarrantyViewSchema }),
});

export const EwMineResponseSchema = z.object({
  data: z.object({ results: z.array(WarrantyViewSchema) }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof EwUserResponseSchema>, EwUserResponse>,
  Fits<z.output<typeof EwOneResponseSchema>, EwOneResponse>,
  Fits<z.output<typeof EwMineResponseSchema>, EwMineResponse>,
] = [true, true, true];
