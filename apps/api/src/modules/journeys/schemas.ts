import type { JourneyDef } from '@tara/core';
import type { Fits, JourneyListResponse, JourneyResponse } from '@tara/core/contract';
import { z } from 'zod';

export const JourneyListSchema = z
  .array(z.object({ prefix: z.string(), version: z.number().int(), title: z.string() }))
  .describe('The journeys the API serves, each at its newest version');

export const JourneyQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export const JourneyParamsSchema = z.object({ '*': z.string().max(200) });

/** A JourneyDef (packages/core journeyModel/types.ts): plain JSON, steps as data. */
export const JourneyDefSchema = z
  .looseObject({
    prefix: z.string(),
    version: z.number().int(),
    title: z.string(),
    productId: z.number().int(),
    providerId: z.number().int().nullable(),
    instrumentId: z.number().int().nullable(),
    first: z.string(),
    finalRoute: z.string(),
    steps: z.array(z.looseObject({ id: z.string(), title: z.string() })),
  })
  .describe('A journey definition (JourneyDef)') as unknown as z.ZodType<JourneyDef>;

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof JourneyListSchema>, JourneyListResponse>,
  Fits<z.output<typeof JourneyDefSchema>, JourneyResponse>,
] = [true, true];
