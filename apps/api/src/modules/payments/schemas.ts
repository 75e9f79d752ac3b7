import { PAYMENT_DEFAULTS, rupeesToPaise } from '@tara/core';
import type {
  Fits,
  MyPaymentsResponse,
  PayInitResponse,
  PurchaseResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { intId, safeText } from '../../http/schemas.js';
import { IdSchema } from '../users/schemas.js';

export const INVALID_AMOUNT = 'Please enter a valid amount';

/** Rupees as the spec's clients send them (1179 or '1,179.50'), read into paise exactly. */
export const RupeesSchema = z
  .union([z.number(), z.string().max(20)])
  .transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_AMOUNT });
      return z.NEVER;
    }
    return paise;
  })
  .describe('Rupees (number or text, at most two decimals)');

/** POST /pay/init (spec 03 §7: PAY-03). */
export const PayInitBodySchema = z.object({
  userId: IdSchema.describe("Must be the session's user"),
  deviceType: z.literal(PAYMENT_DEFAULTS.deviceType).default(PAYMENT_DEFAULTS.deviceType),
  amount: RupeesSchema,
  pg: z.literal(PAYMENT_DEFAULTS.pg).default(PAYMENT_DEFAULTS.pg),
  objectType: intId(),
  objectId: z.union([intId(), safeText(64).regex(/^[\w-]{1,64}$/)]).transform(String),
});

const CheckoutSchema = z.object({
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  notes: z.record(z.string(), z.string()),
});

/** The answer to /pay/init: `pg_response.id` (the order) and `pg_api_key`, plus the checkout. */
export const PayInitResponseSchema = z.object({
  data: z.object({
    results: z.object({
      pg_response: z.object({
        id: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        receipt: z.string(),
        status: z.literal('created'),
      }),
      pg_api_key: z.string(),
      /** sandbox: our own checkout plays the gateway; live: Razorpay's checkout.js. */
      pg_mode: z.enum(['sandbox', 'live']),
      purchase_id: z.string(),
      checkout: CheckoutSchema,
    }),
  }),
});

/** What the checkout hands the callback, exactly as Razorpay's does. */
export const PayVerifyBodySchema = z.object({
  razorpay_order_id: z.string().regex(/^order_[0-9A-Za-z]{1,40}$/, 'Invalid order id'),
  razorpay_payment_id: z.string().regex(/^pay_[0-9A-Za-z]{1,40}$/, 'Invalid payment id'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'Invalid signature'),
});

/** A refund as the buyer sees it (decision 081). */
export const RefundViewSchema = z.object({
  refund_id: z.string(),
  reference: z.string().nullable().describe("The gateway's refund id (rfnd_…), once it answered"),
  status: z.enum(['requested', 'processed', 'failed']),
  amount_paise: z.number().int(),
  amount: z.string().describe("'₹1,23,456'"),
  payment_id: z.string(),
  purchase_id: z.string(),
  reason: z.string(),
  started_on: z.string().describe('DD/MM/YYYY'),
  timeline: z.string().describe('When to expect it: 5 to 7 working days for a normal refund'),
});

export const PurchaseViewSchema = z.object({
  purchase_id: z.string(),
  state: z.enum(['pending', 'paid', 'fulfilled', 'failed']),
  title: z.string(),
  object_type: z.number().int(),
  object_id: z.string(),
  amount_paise: z.number().int(),
  invoice_amount: z.string(),
  gst: z.object({
    base_paise: z.number().int(),
    gst_paise: z.number().int(),
    rate_percent: z.number().int(),
    exempt_paise: z.number().int(),
  }),
  order_id: z.string(),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  errors: z.array(z.string()),
  fulfilment: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  refunds: z.array(RefundViewSchema),
});

export const PurchaseResponseSchema = z.object({
  data: z.object({ results: PurchaseViewSchema }),
});

export const OrderParamsSchema = z.object({
  orderId: z.string().regex(/^order_[0-9A-Za-z]{1,40}$/, 'Invalid order id'),
});

export const PaymentParamsSchema = z.object({
  paymentId: z.string().regex(/^pay_[0-9A-Za-z]{1,40}$/, 'Invalid payment id'),
});

/** GET /api/payments/mine: the session's user's payments and their refunds. */
export const MyPaymentsResponseSchema = z.object({
  data: z.object({
    results: z.object({
      payments: z.array(
        z.object({
          purchase_id: z.string(),
          title: z.string(),
          object_type: z.number().int(),
          object_id: z.string(),
          state: z.enum(['paid', 'fulfilled']),
          amount_paise: z.number().int(),
          amount: z.string(),
          order_id: z.string().nullable(),
          payment_id: z.string().nullable(),
          paid_at: z.string().nullable(),
          receipt_path: z.string().nullable(),
          refunds: z.array(RefundViewSchema),
        }),
      ),
    }),
  }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof PayInitResponseSchema>, PayInitResponse>,
  Fits<z.output<typeof PurchaseResponseSchema>, PurchaseResponse>,
  Fits<z.output<typeof MyPaymentsResponseSchema>, MyPaymentsResponse>,
] = [true, true, true];
