import { z } from 'zod';

/** Every 4xx/5xx body: the spec's `errors`, plus field → message when known. */
export const ErrorBodySchema = z
  .object({
    errors: z.array(z.string()),
    fields: z.record(z.string(), z.string()).optional(),
    metadata: z
      .object({
        /** On 409 (guard or skip-ahead): where the user should go instead. */
        last_loc: z.string().optional(),
        /** A refused credit-report call: what the client does next (1–9, decision 035). */
        next_action: z.number().int().optional(),
        /** Next action 8's route. */
        next_path: z.string().optional(),
        stgOneHitId: z.string().optional(),
        stgTwoHitId: z.string().optional(),
        masked_mobiles_message: z.string().optional(),
      })
      .optional(),
    isInvalidOtp: z.boolean().optional(),
    userExists: z.boolean().optional(),
    retryAfter: z.number().int().optional(),
    /** A card application the bank could not take yet: the lead it is saved on. */
    lead_id: z.string().optional(),
  })
  // A named component: every error response of the OpenAPI document refers to it.
  .meta({ id: 'ErrorBody', description: 'Error body' });

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorBodySchema])) as Record<
    number,
    typeof ErrorBodySchema
  >;

/** No NUL and no lone surrogate half: PostgreSQL refuses both in text and jsonb. */
export const isSafeText = (s: string): boolean => !s.includes('\u0000') && !/\p{Cs}/u.test(s);

/** Text that is safe to hand to the database: no NUL and no lone surrogate halves. */
export const safeText = (max: number) =>
  z.string().max(max).refine(isSafeText, 'Please enter a valid value');

/** An integer id that fits a PostgreSQL integer column. */
export const intId = () => z.number().int().min(0).max(2_147_483_647);

/**
 * Any JSON value. Recursive, so it is registered by this very instance under an id: the
 * OpenAPI document then refers to `#/components/schemas/JsonValue` (zod's own `z.json()`
 * comes out as a dangling `schema0` reference through fastify-type-provider-zod).
 */
export const JsonValueSchema: z.ZodType<z.core.util.JSONType> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(JsonValueSchema),
    z.record(z.string(), JsonValueSchema),
  ]),
);
z.globalRegistry.add(JsonValueSchema, { id: 'JsonValue', description: 'Any JSON value' });

/** Who an operation may know by cookie: nobody, the visitor, the logged-in user, or both. */
export const COOKIE_SECURITY: Record<string, string[]>[] = [
  {},
  { visitorCookie: [] },
  { sessionCookie: [] },
];

/** Operations that read only the session cookie. */
export const SESSION_SECURITY: Record<string, string[]>[] = [{}, { sessionCookie: [] }];
