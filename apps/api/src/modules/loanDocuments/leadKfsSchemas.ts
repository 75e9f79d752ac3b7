import type { Fits, LeadKfsResponse } from '@tara/core/contract';
import { z } from 'zod';

// The payload of a lead's Key Fact Statement (decision 080), checked against core's contract.

const money = z.number().int().describe('paise');

export const LeadKfsResponseSchema = z.object({
  data: z.object({
    results: z.object({
      lenderName: z.string(),
      purpose: z.string(),
      kind: z.enum(['loan', 'creditLine']),
      reference: z.string(),
      feesKnown: z.boolean(),
      amountPaise: money,
      annualRateBp: z.number().int(),
      tenureMonths: z.number().int(),
      processingFeePaise: money.nullable(),
      emiPaise: money,
      totalPayablePaise: money,
      aprBp: z.number().int(),
      coolingOffDays: z.number().int(),
      penalCharges: z.string(),
      illustration: z.string().nullable(),
      rows: z.array(z.object({ label: z.string(), value: z.string() })),
      schedule: z.array(
        z.object({
          month: z.number().int(),
          emi: money,
          principal: money,
          interest: money,
          balance: money,
        }),
      ),
      pdfPath: z.string(),
      journeyPath: z.string(),
    }),
  }),
});

/** The response schema, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof LeadKfsResponseSchema>, LeadKfsResponse>] = [
  true,
];
