import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@tara/core';
import type { Fits, ReviewAdded, ReviewsResponse } from '@tara/core/contract';
import { z } from 'zod';
import { safeText } from '../../http/schemas.js';

// The review payloads (decision 031); the limits and messages are core's, the card page's
// form reads the same ones.

const L = REVIEW_LIMITS;

export const ReviewAddBodySchema = z.object({
  creditCardId: z.number().int().min(0).max(2_147_483_647),
  rating: z
    .number()
    .int(REVIEW_MESSAGES.rating)
    .min(L.minRating, REVIEW_MESSAGES.rating)
    .max(L.maxRating, REVIEW_MESSAGES.rating),
  title: safeText(L.titleMax).refine((t) => t.trim().length > 0, REVIEW_MESSAGES.title),
  body: safeText(L.bodyMax).refine((b) => b.trim().length >= L.bodyMin, REVIEW_MESSAGES.body),
});

export type ReviewAddBody = z.infer<typeof ReviewAddBodySchema>;

export const ReviewAddResponseSchema = z.object({
  data: z.object({
    results: z.object({ id: z.string(), state: z.literal('pending') }),
  }),
});

export const ReviewSchema = z.object({
  id: z.string(),
  credit_card_id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});

export const ReviewsResponseSchema = z.object({
  data: z.object({
    metadata: z.object({
      total: z.number().int(),
      /** The approved reviews' average (core `reviewAverage`); 0 with none. */
      average_rating: z.number(),
    }),
    data: z.object({ results: z.array(ReviewSchema) }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ReviewAddResponseSchema>, ReviewAdded>,
  Fits<z.output<typeof ReviewsResponseSchema>, ReviewsResponse>,
] = [true, true];
