import type { ComboCurrent, Fits } from '@tara/core/contract';
import { z } from 'zod';

// A combo's disclosure and display_data (spec 03 §3, decision 055), shared by the combo lead
// creation and `insurances/current`.

export const ComboDisclosureSchema = z.object({
  combo_name: z.string(),
  plan_id: z.number().int(),
  premium_paise: z.number().int(),
  taxable_paise: z.number().int(),
  gst_paise: z.number().int(),
  gst_rate_percent: z.number(),
  parts: z.array(
    z.object({
      product_name: z.string(),
      insurer_name: z.string(),
      plan_id: z.number().int(),
      sum_insured_paise: z.number().int(),
      premium_paise: z.number().int(),
      gst_rate_percent: z.number(),
      key_exclusions: z.array(z.string()),
    }),
  ),
});

/** Spec 03 §3 "Combo display body items". */
export const ComboItemSchema = z.object({
  inst_name: z.string(),
  name: z.string(),
  sum_insured: z.string(),
  valid_till: z.string().nullable(),
  status: z.string(),
  policy_number: z.string().nullable(),
  policy_download_link: z.string().nullable(),
  footer: z.string(),
  background_color: z.string(),
});

export const ComboDisplayDataSchema = z.object({
  title: z.string(),
  header: z.string(),
  body: z.object({ title: z.string(), items: z.array(ComboItemSchema), footer: z.string() }),
  name: z.string(),
  status: z.string(),
  policyFailed: z.boolean(),
  failure: z.string().nullable(),
});

/** `insurances/current`'s combo: its plan's disclosure before paying, its items after. */
export const ComboCurrentSchema = z.object({
  combo_id: z.string().nullable(),
  name: z.string(),
  state: z.enum(['quoted', 'issuing', 'issued', 'failed']).nullable(),
  disclosure: ComboDisclosureSchema.nullable(),
  display_data: ComboDisplayDataSchema.nullable(),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof ComboCurrentSchema>, ComboCurrent>] = [true];
