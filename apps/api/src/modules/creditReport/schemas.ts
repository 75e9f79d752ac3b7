import type { CreditReportErrorBody, CreditReportResponse, SelfPullBody } from '@tara/core';
import { runRule } from '@tara/core';
import type {
  Fits,
  LeadPullResponse,
  ScoreCardsResponse,
  VerifyPullMobileResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { type ErrorBodySchema, intId, JsonValueSchema, safeText } from '../../http/schemas.js';
import {
  EmailSchema,
  IdSchema,
  MobileSchema,
  NameSchema,
  OtpCodeSchema,
} from '../users/schemas.js';

/** A text checked by one of core's rules (the journeys' messages). */
const byRule = (rule: string, base = z.string().trim()) =>
  base.superRefine((value, ctx) => {
    const message = runRule({ rule }, value, {}, { today: new Date() });
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const PanSchema = byRule('pan', z.string().trim().toUpperCase()).describe(
  '10 characters, AAAAA9999A',
);

const RequiredName = NameSchema.refine((value) => value !== '', 'Required');

export const SelfPullBodySchema = z
  .object({
    stageOneId: safeText(100).optional(),
    stageTwoId: safeText(100).optional(),
    mobile: MobileSchema,
    userId: IdSchema.optional().describe("Ignored: the pull is always for the session's user"),
    pan: PanSchema.optional(),
    maskedDelivery: z.boolean().optional(),
    firstName: RequiredName,
    middleName: NameSchema.optional(),
    lastName: RequiredName,
    email: EmailSchema.optional(),
    couponCode: safeText(40).optional(),
    enhancedSearch: z.boolean().optional(),
    pincode: byRule('pincode').optional(),
    dob: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date of birth')
      .optional(),
    cityId: intId().optional(),
    cityName: safeText(32).optional(),
    consent: z
      .boolean()
      .optional()
      .describe(
        'The credit-report consent (isExperianChecked): true records it; without it, a live consent given earlier must exist',
      ),
  })
  .describe('SelfPullBody');

export const MaskedAuthBodySchema = z
  .object({
    stageOneId: safeText(100).optional(),
    stageTwoId: safeText(100).optional(),
    mobile: MobileSchema.optional(),
    userId: IdSchema.optional(),
  })
  .describe('MaskedAuthBody: stage two of a pull');

export const FetchBodySchema = z
  .object({
    userId: IdSchema.optional().describe("Staff only: another user's report"),
    maskedDelivery: z.boolean().optional(),
  })
  .describe('CreditReportFetchBody');

export const DocQuerySchema = z
  .object({ userId: IdSchema.optional().describe("Staff only: another user's report") })
  .describe('CreditReportDocQuery');

export const VerifyMobileBodySchema = z
  .object({ mobile: MobileSchema, otp: OtpCodeSchema })
  .describe('CreditReportVerifyBody: the OTP sent to a mobile for a pull (type 5)');

export const CreditReportResponseSchema = z.object({
  results: z.object({
    report_json: JsonValueSchema,
    pulled_at: z.string(),
    message: z.string(),
  }),
  metadata: z.object({ next_action: z.literal(1) }),
});

export const VerifyMobileResponseSchema = z.object({
  data: z.object({ results: z.object({ mobile: z.string(), verified: z.literal(true) }) }),
});

export const RecommendedBodySchema = z
  .object({ userId: IdSchema.optional().describe("Ignored: always the session's user") })
  .describe('RecommendedBody');

const RecommendedCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer_bank_id: z.number().int(),
  issuer_bank_name: z.string(),
  url: z.string(),
  image_url: z.string(),
  annual_fee: z.number(),
  reasons: z.array(z.string()),
});

export const RecommendedResponseSchema = z.object({
  data: z.object({
    results: z.array(RecommendedCardSchema),
    metadata: z.object({
      score: z.number().int().nullable(),
      credit_history: z.enum(['noCredit', 'average', 'excellent', 'outstanding']).nullable(),
    }),
  }),
});

export const LeadPullBodySchema = z
  .object({
    leadId: z.string().uuid().describe("The user's own application whose answers are pulled with"),
    recommendations: z
      .boolean()
      .optional()
      .describe('true: a found report comes back with the cards likely at its score'),
    providerId: intId()
      .optional()
      .describe("The chosen card's or loan's issuer_bank_id: its cards come first"),
    consent: z.boolean().optional().describe('As the self-pull: true records the consent'),
    stageOneId: safeText(100).optional(),
    stageTwoId: safeText(100).optional(),
    userId: IdSchema.optional().describe("Ignored: the pull is always for the session's user"),
  })
  .describe('LeadCreditReportPullBody');

export const LeadPullResponseSchema = z.object({
  results: z.object({
    report_json: JsonValueSchema,
    pulled_at: z.string(),
    message: z.string(),
    recommendations: z.array(RecommendedCardSchema).optional(),
  }),
  metadata: z.object({ next_action: z.literal(1) }),
});

export const contractChecks: [
  Fits<z.output<typeof SelfPullBodySchema>, SelfPullBody>,
  Fits<z.output<typeof ErrorBodySchema>, CreditReportErrorBody>,
  // The report itself is checked as any JSON (JsonValue), the rest field by field.
  Fits<z.output<typeof CreditReportResponseSchema>, CreditReportResponse<unknown>>,
  Fits<z.output<typeof VerifyMobileResponseSchema>, VerifyPullMobileResponse>,
  Fits<z.output<typeof RecommendedResponseSchema>, ScoreCardsResponse>,
  Fits<z.output<typeof LeadPullResponseSchema>, LeadPullResponse<unknown>>,
] = [true, true, true, true, true, true];
