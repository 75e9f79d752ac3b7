import type {
  Fits,
  IfscResponse,
  PinSearchResponse,
  PinStatusResponse,
  SuggestResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { intId, safeText } from '../../http/schemas.js';

const optionalId = z.coerce.number().int().min(0).max(2_147_483_647).optional();

export const SuggestQuerySchema = z.object({
  q: safeText(100).default(''),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 50))
    .describe('Page size, at most 50'),
  productId: optionalId,
  instrumentId: optionalId,
  providerId: optionalId,
});

const SuggestionSchema = z.looseObject({ id: z.number().int(), name: z.string() });

export const SuggestResponseSchema = z.object({
  data: z.object({ results: z.array(SuggestionSchema) }),
});

const PinCitySchema = z.object({
  city_id: z.number().int().nullable().describe('The product city; null outside them'),
  city_name: z.string().describe("The product city's name, else the district"),
  city_pretty_name: z.string().nullable(),
  district: z.string(),
  state: z.string(),
});

export const PinSearchQuerySchema = z.object({
  pincode: z.string().regex(/^[1-9]\d{5}$/, 'Please enter a valid pincode'),
  productId: optionalId,
  providerId: optionalId,
  limit: z.coerce.number().int().min(0).max(50).default(1),
});

export const PinSearchResponseSchema = z.object({
  data: z.object({ results: z.array(PinCitySchema) }),
});

export const PinStatusBodySchema = z.object({
  productId: intId().nullable().optional(),
  providerId: intId().nullable().optional(),
  pincode: z.union([z.string().max(20), z.number()]).optional(),
});

export const PinStatusResponseSchema = z.object({
  data: z.object({
    results: PinCitySchema.extend({ serviceable: z.literal(true) }),
  }),
});

export const IfscParamsSchema = z.object({
  code: safeText(32).describe('The IFSC: 4 letters, a zero, 6 letters or digits (any case)'),
});

export const IfscResponseSchema = z.object({
  data: z.object({
    results: z.object({
      ifsc: z.string(),
      bank_code: z.string().describe("The IFSC's first four letters"),
      bank_name: z.string(),
      branch_code: z.string(),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  // The items' other fields are passed through as any value (a loose object).
  Fits<z.output<typeof SuggestResponseSchema>, SuggestResponse<unknown>>,
  Fits<z.output<typeof PinSearchResponseSchema>, PinSearchResponse>,
  Fits<z.output<typeof PinStatusResponseSchema>, PinStatusResponse>,
  Fits<z.output<typeof IfscResponseSchema>, IfscResponse>,
] = [true, true, true, true];
