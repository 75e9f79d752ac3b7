import type {
  Fits,
  InsuranceCoversResponse,
  ShopInstrumentsResponse,
  ValidatePincodeResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { InstrumentSchema } from './instrumentSchema.js';
import { DisclosureSchema } from './leadSchemas.js';

// The insurance journeys' supporting calls (spec 03 §7, decision 048): the pincode check, the
// shop instrument and a lead's covers.

/** POST /insurances/validate_pincode: {pincode}. */
export const ValidatePincodeBodySchema = z
  .object({ pincode: z.union([z.string().max(20), z.number()]).optional() })
  .describe('ValidatePincodeBody: the pincode; other keys (utm…) are ignored');

export const ValidatePincodeResponseSchema = z.object({
  data: z.object({
    results: z.object({ pincode: z.string(), city: z.string(), state: z.string().nullable() }),
  }),
});

const PlanSchema = z.object({
  id: z.number().int().describe('plan id (the radio value)'),
  sum_insured_paise: z.number().int(),
  premium_paise: z.number().int().describe('GST included'),
  label: z.string(),
});

/** GET /instrument/shop: the shop covers' instruments with their plans, in the neutral order. */
export const ShopInstrumentsResponseSchema = z.object({
  data: z.object({
    results: z.array(InstrumentSchema.extend({ plans: z.array(PlanSchema) })),
  }),
});

/** POST /insurances/insurance_covers: {lead_id}. */
export const InsuranceCoversBodySchema = z.object({
  lead_id: z.uuid({ error: 'Lead not found' }),
});

export const InsuranceCoversResponseSchema = z.object({
  data: z.object({ results: z.object({ lead_id: z.string(), cover: DisclosureSchema }) }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof ValidatePincodeResponseSchema>, ValidatePincodeResponse>,
  Fits<z.output<typeof ShopInstrumentsResponseSchema>, ShopInstrumentsResponse>,
  Fits<z.output<typeof InsuranceCoversResponseSchema>, InsuranceCoversResponse>,
] = [true, true, true];
