import type {
  LogoutResponse,
  OtpSentResponse,
  SessionResponse,
  VerifyOnBehalfResponse,
} from '@tara/core';
import type { Fits } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';
import {
  EmailSchema,
  FullNameSchema,
  IdSchema,
  MobileSchema,
  NameSchema,
  OtpCodeSchema,
  SessionUserSchema,
} from '../users/schemas.js';

export const LoginOtpBodySchema = z.object({ mobile: MobileSchema }).describe('LoginOtpBody');

export const UserOtpBodySchema = z
  .object({
    mobile: MobileSchema,
    type: z
      .union([z.number().int(), safeText(40)])
      .describe(
        "1 sign-up; 'lead' (or the journey's partner OTP type, e.g. NORTHERN_ARC_CL_MOBILE_VERIFICATION) a lead's OTP; with userId an admin verification",
      ),
    userId: IdSchema.optional().describe('Admin verification: the customer'),
    leadId: IdSchema.optional().describe('Lead OTP and admin verification: the lead'),
    journey: safeText(200)
      .optional()
      .describe(
        "Lead OTP before the lead exists: the journey's prefix (its first step asks the mobile)",
      ),
    email: EmailSchema.optional(),
    first_name: NameSchema.optional(),
    last_name: NameSchema.optional(),
  })
  .describe('UserOtpBody: sign-up, lead or admin-verification OTP');

export const OtpSentResponseSchema = z.object({
  data: z.object({
    results: z.object({
      sent: z.literal(true),
      mobile: z.string(),
      expires_in: z.number().int(),
      resend_in: z.number().int(),
    }),
  }),
});

export const RegisterBodySchema = z
  .object({
    mobile: MobileSchema,
    otp: OtpCodeSchema,
    name: FullNameSchema.optional().describe('Full name; or first_name and last_name'),
    first_name: NameSchema.optional(),
    last_name: NameSchema.optional(),
    email: EmailSchema.optional(),
  })
  .describe('RegisterBody');

export const LoginBodySchema = z
  .object({ mobile: MobileSchema.optional(), otp: OtpCodeSchema.optional() })
  .nullish()
  .describe('LoginBody: { mobile, otp } logs in; no body checks the session');

export const SessionResponseSchema = z.object({ data: z.object({ results: SessionUserSchema }) });

export const LogoutResponseSchema = z.object({
  data: z.object({ results: z.object({ logged_out: z.literal(true) }) }),
});

export const VerifyOnBehalfBodySchema = z
  .object({ userId: IdSchema, leadId: IdSchema, otp: OtpCodeSchema })
  .describe('VerifyOnBehalfBody (admin session only)');

export const VerifyOnBehalfResponseSchema = z.object({
  data: z.object({
    results: z.object({
      user_id: z.string(),
      lead_id: z.string(),
      is_verified: z.literal(true),
      on_behalf: z.object({ isAdmin: z.literal(1), editPage: z.string() }),
    }),
  }),
});

export const contractChecks: [
  Fits<z.output<typeof OtpSentResponseSchema>, OtpSentResponse>,
  Fits<z.output<typeof SessionResponseSchema>, SessionResponse>,
  Fits<z.output<typeof LogoutResponseSchema>, LogoutResponse>,
  Fits<z.output<typeof VerifyOnBehalfResponseSchema>, VerifyOnBehalfResponse>,
] = [true, true, true, true];
