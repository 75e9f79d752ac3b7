import type {
  SessionUser,
  UserAddOrUpdateResponse,
  UserAddResponse,
  UserGetResponse,
} from '@tara/core';
import { runRule } from '@tara/core';
import type { Fits } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';

/** A text checked by one of core's rules (same messages as the journeys); '' means not given. */
const byRule = (rule: string, max: number) =>
  safeText(max)
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const message = runRule({ rule }, value, {}, { today: new Date() });
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Core's mobile rule, its messages included (a wrong first digit is told apart). */
export const MobileSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = runRule({ rule: 'mobile' }, value, {}, { today: new Date() });
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .describe('10 digits starting with 6-9');
export const NameSchema = byRule('name', 32);
/** A full name (letters and spaces), split into first and last at the first space. */
export const FullNameSchema = byRule('name', 100);
export const EmailSchema = byRule('email', 254);
export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6 digit OTP')
  .describe('The 6 digit code');
/** A user or lead id; a malformed one is simply not found. */
export const IdSchema = safeText(100);

export const UserFieldsSchema = z.object({
  first_name: NameSchema.optional(),
  middle_name: NameSchema.optional(),
  last_name: NameSchema.optional(),
  email: EmailSchema.optional(),
});

export const UserGetBodySchema = z.object({ mobile: MobileSchema }).describe('UserGetBody');
export const UserGetQuerySchema = z.object({ mobile: MobileSchema });
export const UserGetResponseSchema = z.object({
  data: z.object({ results: z.object({ id: z.string(), mobile: z.string() }) }),
});

export const UserAddBodySchema = UserFieldsSchema.extend({ mobile: MobileSchema }).describe(
  'UserAddBody: a new unverified user (other keys, e.g. sendOtp, are ignored)',
);
export const UserUpdateBodySchema = UserFieldsSchema.extend({
  user_id: IdSchema.optional().describe("Whose record; default the session's user"),
  mobile: MobileSchema.optional().describe('Names the user when user_id is absent'),
}).describe('UserUpdateBody');
export const UserAddResponseSchema = z.object({
  data: z.object({ results: z.object({ user_id: z.string(), mobile: z.string() }) }),
});

export const UserAddOrUpdateBodySchema = UserFieldsSchema.extend({
  action: safeText(50).optional().describe("'add' or 'update'; the look-up decides"),
  mobile: MobileSchema,
}).describe('UserAddOrUpdateBody');
export const UserAddOrUpdateResponseSchema = z.object({
  data: z.object({
    results: z.object({
      id: z.string(),
      mobile: z.string(),
      is_verified: z.boolean(),
    }),
  }),
});

export const SessionUserSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  mobile: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  is_verified: z.boolean(),
  membership_type: z.number().int().nullable(),
  management: z.object({ cb: z.array(z.number().int()) }),
  is_admin: z.boolean(),
});

export const contractChecks: [
  Fits<z.output<typeof UserGetResponseSchema>, UserGetResponse>,
  Fits<z.output<typeof UserAddResponseSchema>, UserAddResponse>,
  Fits<z.output<typeof UserAddOrUpdateResponseSchema>, UserAddOrUpdateResponse>,
  Fits<z.output<typeof SessionUserSchema>, SessionUser>,
] = [true, true, true, true];
