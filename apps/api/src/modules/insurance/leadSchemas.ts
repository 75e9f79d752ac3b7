import type {
  Fits,
  InsuranceCurrentResponse,
  InsuranceLeadAddResponse,
  PolicyDocumentResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { RefundViewSchema } from '../payments/schemas.js';
import { ComboCurrentSchema } from './comboDisplaySchemas.js';
import { OpdDataSchema } from './opdSchemas.js';

// The insurance lead's calls (spec 03 §3 and §7, decision 048): the lead creation, validate-only
// before payment and with the payment after it, the policy document and the user's current one.

/** POST /insurances/lead/add and /insurances/lombard/lead/add. */
export const InsuranceLeadAddBodySchema = z
  .object({
    leadId: z.uuid({ error: 'Lead not found' }).optional(),
    validateOnly: z.union([z.literal(0), z.literal(1)], { error: 'validateOnly must be 0 or 1' }),
    paymentId: z.string().max(64).nullable().optional(),
  })
  .describe(
    'InsuranceLeadAddBody: the lead (absent: the newest finished one), validateOnly 1 with paymentId null before paying; other keys (utm…) are ignored',
  );

const PointerSchema = z.object({ title: z.string(), value: z.string() });

export const DisplayDataSchema = z.object({
  title: z.string(),
  header: z.string(),
  body: z.object({
    title: z.string(),
    pointers: z.array(PointerSchema),
    footer: z.string(),
    /** Insta OPD's own data (decision 053). */
    opd_data: OpdDataSchema.optional(),
  }),
  name: z.string(),
  policy_number: z.string().nullable(),
  valid_till: z.string().nullable(),
  status: z.string(),
  policy_download_link: z.string().nullable(),
  policyFailed: z.boolean(),
  failure: z.string().nullable(),
});

/** The IRDAI disclosure shown before paying (core's `prePaymentDisclosure`). */
export const DisclosureSchema = z.object({
  insurer_name: z.string(),
  product_name: z.string(),
  plan_id: z.number().int(),
  sum_insured_paise: z.number().int(),
  premium_paise: z.number().int(),
  taxable_paise: z.number().int(),
  gst_paise: z.number().int(),
  gst_rate_percent: z.number(),
  key_exclusions: z.array(z.string()),
});

/** The spec's insurance payment item (PAY-09) and what to pay for. */
export const PaymentItemSchema = z.object({
  id: z.number().int().describe('plan_id'),
  object_id: z.string(),
  object_type: z.number().int(),
  invoice_amount: z.number().describe('Rupees, GST included'),
  discounted_price: z.number(),
  plan_coins: z.number().int(),
  banner: z.string().nullable(),
  title: z.string(),
});

export const InsuranceLeadAddResponseSchema = z.object({
  data: z.object({
    results: z.object({
      lead_id: z.string(),
      policy_id: z.string(),
      state: z.string(),
      payment_item: PaymentItemSchema.nullable(),
      disclosure: DisclosureSchema,
    }),
    metadata: z.object({
      display_data: DisplayDataSchema.nullable(),
      policy_download_link: z.string().nullable(),
    }),
  }),
});

export const InsuranceCurrentResponseSchema = z.object({
  data: z.object({
    results: z
      .object({
        lead_id: z.string(),
        journey: z.string(),
        lead_add_path: z.string(),
        disclosure: DisclosureSchema.nullable(),
        policy_state: z.enum(['quoted', 'paid', 'issuing', 'issued', 'failed']).nullable(),
        display_data: DisplayDataSchema.nullable(),
        /** A combo lead's combo (decision 055); absent for a single policy. */
        combo: ComboCurrentSchema.optional(),
        payment_id: z.string().nullable(),
        /** Money given back: the insurer refused after payment (decision 081). */
        refunds: z.array(RefundViewSchema),
      })
      .nullable(),
  }),
});

export const PolicyIdParamsSchema = z.object({ id: z.string().max(64) });

/** GET the policy link: the document as base64 (spec 03 §3). */
export const PolicyDocumentResponseSchema = z.object({
  data: z.object({ results: z.object({ file: z.string().describe('The PDF, base64') }) }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof InsuranceLeadAddResponseSchema>, InsuranceLeadAddResponse>,
  Fits<z.output<typeof InsuranceCurrentResponseSchema>, InsuranceCurrentResponse>,
  Fits<z.output<typeof PolicyDocumentResponseSchema>, PolicyDocumentResponse>,
] = [true, true, true];
