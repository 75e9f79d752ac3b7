import type { ComboLeadAddResponse, Fits, PartnerDetailResponse } from '@tara/core/contract';
import { z } from 'zod';
import { ComboDisclosureSchema, ComboDisplayDataSchema } from './comboDisplaySchemas.js';
import { InsuranceLeadAddBodySchema, PaymentItemSchema } from './leadSchemas.js';

// The combos' calls (spec 03 §3 and §7, decision 055): the combo lead creation, its items, and
// the partner detail.

/** POST /insurances/lead/combo/add: the single lead's body, and the entry's partner if any. */
export const ComboLeadAddBodySchema = InsuranceLeadAddBodySchema.extend({
  partnerId: z.string().max(64).nullable().optional(),
}).describe(
  'ComboLeadAddBody: as InsuranceLeadAddBody, with the entry link partner_id (a partner that collects the payment answers partner_payment_link)',
);

export const ComboLeadAddResponseSchema = z.object({
  data: z.object({
    results: z.object({
      lead_id: z.string(),
      combo_id: z.string(),
      state: z.string(),
      payment_item: PaymentItemSchema.nullable(),
      partner_payment_link: z.string().nullable(),
      disclosure: ComboDisclosureSchema,
    }),
    metadata: z.object({ display_data: ComboDisplayDataSchema.nullable() }),
  }),
});

export const PartnerDetailQuerySchema = z.object({
  user_id: z.uuid({ error: 'Please log in again.' }),
  partner_id: z.string().min(1).max(64),
  instrument_id: z.coerce.number().int({ error: 'Invalid instrument' }),
});

export const PartnerDetailResponseSchema = z.object({
  data: z.object({
    results: z.object({
      partner_id: z.string(),
      partner_name: z.string(),
      instrument_id: z.number().int(),
      product_name: z.string().nullable(),
      payment_mode: z.enum(['online', 'partner']),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ComboLeadAddResponseSchema>, ComboLeadAddResponse>,
  Fits<z.output<typeof PartnerDetailResponseSchema>, PartnerDetailResponse>,
] = [true, true];
