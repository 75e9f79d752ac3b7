import { z } from 'zod';
import { safeText } from '../../http/schemas.js';

/** Core's PAN rule (VAL-06): 5 letters, 4 digits, 1 letter. */
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const PanAndNameBodySchema = z.object({
  pan: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => PAN.test(v), 'Please enter a valid PAN')
    .describe('The PAN, any case'),
  name: safeText(72).trim().min(1, 'Required').describe('The name as the applicant typed it'),
});

export const PanAndNameResponseSchema = z.object({
  data: z.object({
    results: z.object({
      matched: z.literal(true),
      name: z.string().describe('The name the PAN register holds'),
    }),
  }),
});

/** A business document id: the spec gives no validator ('Business document ids have no validators'). */
const documentId = (what: string) => safeText(32).trim().min(1, 'Required').describe(what);

export const GstinBodySchema = z.object({ gstinId: documentId('The GSTIN') });
export const FssaiBodySchema = z.object({ fssaiId: documentId('The FSSAI (food) licence number') });
export const ShopEstablishmentBodySchema = z.object({
  regNo: documentId('The shop establishment registration number'),
});
export const UdyamBodySchema = z.object({
  udyamRegNo: documentId('The Udyam registration number'),
});

export const BusinessDocumentResponseSchema = z.object({
  data: z.object({
    results: z.object({
      verified: z.boolean().describe('False: Karza found no such registration'),
      businessName: z.string().nullable(),
      address: z.string().nullable(),
    }),
  }),
});
