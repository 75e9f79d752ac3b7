import type { Fits, HospitalListResponse } from '@tara/core/contract';
import { z } from 'zod';

// POST /insurances/get_hospital_list (spec 03 §7, decision 052).

export const HospitalListBodySchema = z
  .object({
    pincode: z.union([z.string().max(20), z.number()]).optional(),
    hospital_network_type: z.enum(['HDFCERGO', 'Kotak'], {
      error: 'Please choose a hospital network',
    }),
    plan_instrument_id: z.union([z.string().max(20), z.number()]).optional(),
  })
  .describe(
    'HospitalListBody: the pincode, the network (HDFCERGO for plan 264, otherwise Kotak) and the plan instrument id; other keys (utm…) are ignored',
  );

export const HospitalListResponseSchema = z.object({
  data: z.object({
    results: z.object({
      pincode: z.string(),
      city: z.string(),
      hospital_network_type: z.enum(['HDFCERGO', 'Kotak']),
      hospitals: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          address: z.string(),
          city: z.string(),
          pincode: z.string(),
        }),
      ),
      sample: z.boolean(),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof HospitalListResponseSchema>, HospitalListResponse>,
] = [true];
