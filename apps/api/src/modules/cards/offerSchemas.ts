import { OFFER_SORTS } from '@tara/core';
import type { Fits, OwnerOffersResponse } from '@tara/core/contract';
import { z } from 'zod';
import { OfferCardSchema } from './schemas.js';

// GET /api/cards/offers (decision 030/031): the owner's latest finished card journey's offers.

export const OwnerOffersQuerySchema = z.object({
  sort: z.enum(OFFER_SORTS).default('fit'),
  /** One of the owner's finished card leads (the profile's link); default the latest. */
  lead: z.uuid().optional(),
});

export const OwnerOffersResponseSchema = z.object({
  data: z.object({
    results: z.array(
      OfferCardSchema.extend({
        /** What the page shows: what fits, or only what failed (core `offerReasons`). */
        why: z.object({
          heading: z.enum(['Why it fits you', 'Why you may not be eligible']),
          items: z.array(z.string()),
        }),
      }),
    ),
    metadata: z.object({
      lead_id: z.string(),
      journey: z.string(),
      sort: z.enum(OFFER_SORTS),
      issuer_bank_ids: z.array(z.number().int()),
      /** The short list: the best few eligible cards' ids, best first. */
      shortlist: z.array(z.number().int()),
      eligible: z.number().int(),
      total: z.number().int(),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof OwnerOffersResponseSchema>, OwnerOffersResponse>,
] = [true];
