import type { ActivityResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';

// GET /api/me/activity (issue 22 §4, decision 082): everything the signed-in user has done.

export const ACTIVITY_KINDS = [
  'card_application',
  'loan_application',
  'credit_line',
  'booking',
  'policy',
  'combo',
  'membership',
  'warranty',
  'payment',
  'credit_report',
] as const;

/** A document of an item, downloadable by its user through an existing route. */
export const ActivityDocumentSchema = z.object({
  kind: z.enum(['policy', 'certificate', 'receipt', 'kfs', 'agreement', 'credit_report']),
  label: z.string(),
  href: z.string().describe('An /api/… path the signed-in user may download'),
  delivery: z
    .enum(['file', 'base64_json'])
    .describe(
      "file: the PDF itself; base64_json: JSON whose data.results.file is the PDF's base64",
    ),
});

/**
 * A refund of a payment. Typed here, filled by the refunds work (issue 22 §3) once its table
 * lands: until then every payment's `refund` is null.
 */
export const ActivityRefundSchema = z.object({
  reference: z.string(),
  amount_paise: z.number().int(),
  state: z.string(),
  created_at: z.string(),
  receipt_href: z.string().nullable(),
});

export const ActivityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** From the product catalogue (or the card catalogue for a card). */
  product_name: z.string(),
  /** The lender, issuer, insurer or plan, when known. */
  detail: z.string().nullable(),
  status: z.string().describe("The item's own state code"),
  status_text: z.string(),
  reference: z.string().nullable(),
  amount_paise: z.number().int().nullable(),
  created_at: z.string(),
  status_changed_at: z.string(),
  /** An app path to resume or see it, when there is one. */
  link: z.string().nullable(),
  documents: z.array(ActivityDocumentSchema),
  refund: ActivityRefundSchema.nullable().optional(),
});

export const ActivityResponseSchema = z.object({
  data: z.object({ results: z.array(ActivityItemSchema) }),
});

export const activityResponses = { 200: ActivityResponseSchema, ...errorResponses(401) };

export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export type ActivityDocument = z.infer<typeof ActivityDocumentSchema>;

/** The response schema, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof ActivityResponseSchema>, ActivityResponse>] = [
  true,
];
