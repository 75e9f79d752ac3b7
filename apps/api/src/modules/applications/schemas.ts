import type {
  ApplyResponse,
  Fits,
  SubmissionReviewResponse,
  UserApplicationResponse,
  UserApplicationsResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { errorResponses, safeText } from '../../http/schemas.js';
import { OtpSentResponseSchema } from '../auth/schemas.js';
import { cardIdLike } from '../cards/schemas.js';
import { MobileSchema } from '../users/schemas.js';

const utmValue = z.union([safeText(200), z.null()]).optional();

export const ApplyBodySchema = z.object({
  cardId: cardIdLike,
  leadId: safeText(100).optional(),
  /** The instant-apply form: flat card form values, the nested form, or the rbl record. */
  instantApply: z.record(z.string().max(64), z.unknown()).optional(),
  /** The review screen's acceptance box (decision 028): a journey's lead goes only when true. */
  accepted: z.boolean().optional(),
  /** The lead OTP sent to the applicant's mobile, when that mobile is not verified yet. */
  otp: z.string().max(10).optional(),
  /**
   * The whole Aadhaar number, when the issuer needs it (Amex) and the lead keeps only its
   * last 4 (decision 061): passed to the issuer, never stored or logged.
   */
  aadhaar: z.string().max(20).optional(),
  /** The last card location (ccLastLocation): an offers page sends a rejection back there. */
  lastLocation: safeText(300).nullish(),
  utm: z
    .object({ utmSource: utmValue, utmMedium: utmValue, utmCampaign: utmValue })
    .nullish()
    .transform((v) => v ?? undefined),
});

export const ApplyResponseSchema = z.object({
  data: z.object({
    results: z.object({
      status: z.number().int(),
      referenceId: z.string().nullable(),
      declineReason: z.string().nullable(),
      providerStatus: z.string().nullable(),
      providerId: z.number().int(),
      leadId: z.string(),
      cardId: z.number().int(),
      redirect: z.string(),
      message: z.string().nullable(),
      rejected: z.boolean(),
    }),
  }),
});

export const applyResponses = {
  200: ApplyResponseSchema,
  ...errorResponses(400, 404, 409, 413, 415, 422, 429, 502),
};

/** POST /cards/apply/otp: the OTP that proves an instant-apply form's mobile (decision 060). */
export const InstantApplyOtpBodySchema = z
  .object({ cardId: cardIdLike, mobile: MobileSchema })
  .describe('InstantApplyOtpBody');

export const instantApplyOtpResponses = {
  200: OtpSentResponseSchema,
  ...errorResponses(404, 415, 422, 429, 503),
};

export const ReviewQuerySchema = z.object({
  leadId: safeText(100),
  cardId: z.coerce.number().int().min(0).max(2_147_483_647),
});

export const ReviewResponseSchema = z.object({
  data: z.object({
    results: z.object({
      leadId: z.string(),
      card: z.object({
        id: z.number().int(),
        name: z.string(),
        issuer: z.string(),
        joining_fee: z.number(),
        annual_fee: z.number(),
        discounted_fee: z.number(),
        terms_url: z.string(),
      }),
      rows: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
      mobile: z.string(),
      otpNeeded: z.boolean(),
      aadhaarLast4: z.string().nullable(),
      acceptText: z.string(),
      acceptVersion: z.string(),
    }),
  }),
});

export const reviewResponses = {
  200: ReviewResponseSchema,
  ...errorResponses(400, 404, 409, 422),
};

const UserApplicationSchema = z.object({
  id: z.string(),
  card_id: z.number().int(),
  card_name: z.string(),
  issuer: z.string(),
  reference_id: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  applied_at: z.string(),
  updated_at: z.string(),
});

export const ApplicationParamsSchema = z.object({ id: z.uuid() });

export const UserApplicationListResponseSchema = z.object({
  data: z.object({ results: z.array(UserApplicationSchema) }),
});

export const userApplicationListResponses = {
  200: UserApplicationListResponseSchema,
  ...errorResponses(401),
};

export const UserApplicationResponseSchema = z.object({
  data: z.object({ results: UserApplicationSchema }),
});

export const userApplicationResponses = {
  200: UserApplicationResponseSchema,
  ...errorResponses(401, 404, 415, 502),
};

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ApplyResponseSchema>, ApplyResponse>,
  Fits<z.output<typeof ReviewResponseSchema>, SubmissionReviewResponse>,
  Fits<z.output<typeof UserApplicationListResponseSchema>, UserApplicationsResponse>,
  Fits<z.output<typeof UserApplicationResponseSchema>, UserApplicationResponse>,
] = [true, true, true, true];
