import type { Fits, SandboxPayResponse } from '@tara/core/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { razorpayId } from '../../partners/razorpay/razorpayIds.js';
import { SANDBOX_KEYS } from '../../partners/razorpay/sandbox.js';
import { sandboxCharge } from '../../partners/razorpay/sandboxCheckout.js';
import { webhookSignature } from '../../partners/razorpay/signatures.js';
import type { RefundWebhookBody, WebhookBody } from '../../partners/razorpay/webhookEvent.js';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  RAZORPAY_WEBHOOK_PATH,
} from './webhookRoutes.js';

export const SANDBOX_PAY_PATH = '/api/sandbox/razorpay/pay';

const SandboxPayBodySchema = z.object({
  order_id: z.string().regex(/^order_[0-9A-Za-z]{1,40}$/, 'Invalid order id'),
  method: z.enum(['upi', 'card']),
  vpa: z.string().max(130).optional(),
  card_number: z.string().max(25).optional(),
  /** Tests only: keep the webhooks back (a gateway whose webhook is late or lost). */
  webhooks: z.enum(['send', 'skip']).default('send'),
});

const SandboxPayResponseSchema = z.object({
  data: z.object({
    results: z.union([
      z.object({
        status: z.literal('captured'),
        response: z.object({
          razorpay_payment_id: z.string(),
          razorpay_order_id: z.string(),
          razorpay_signature: z.string(),
        }),
      }),
      z.object({
        status: z.literal('failed'),
        error: z.object({
          code: z.string(),
          description: z.string(),
          source: z.string(),
          step: z.string(),
          reason: z.string(),
          metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
        }),
      }),
    ]),
  }),
});

/**
 * The sandbox gateway's side of the checkout (decision 039): our checkout page posts the
 * payer's choice here; the sandbox makes the payment, answers what Razorpay's checkout hands
 * its handler, and sends its webhooks to our webhook route (in process, signed with the
 * sandbox's webhook secret) before answering. Registered only outside production.
 */
export const razorpaySandboxRoutes =
  (deps: { db: DbOrTx; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      SANDBOX_PAY_PATH,
      {
        schema: {
          tags: ['sandbox'],
          operationId: 'sandboxRazorpayPay',
          summary: 'Pay a sandbox order',
          description:
            'The sandbox checkout: UPI success@razorpay pays, failure@razorpay fails; card 4111111111111111 pays, 4000000000000002 is declined',
          body: SandboxPayBodySchema,
          response: { 200: SandboxPayResponseSchema, ...errorResponses(400, 404, 415) },
        },
      },
      async (request) => {
        const body = request.body;
        const result = await sandboxCharge(
          deps.db,
          body.method === 'upi'
            ? { orderId: body.order_id, method: 'upi', vpa: body.vpa ?? '' }
            : { orderId: body.order_id, method: 'card', cardNumber: body.card_number ?? '' },
          deps.now(),
        );
        if (result.kind === 'unknownOrder') throw httpError(404, 'Order not found');
        if (result.kind === 'invalid') throw httpError(400, result.message);
        if (body.webhooks === 'send') {
          for (const webhook of result.webhooks) await deliverWebhook(app, webhook);
        }
        return {
          data: {
            results:
              result.kind === 'captured'
                ? { status: 'captured' as const, response: result.response }
                : { status: 'failed' as const, error: result.error },
          },
        };
      },
    );
  };

/** Posts a webhook to our own route as Razorpay's servers would: signed, with an event id. */
export async function deliverWebhook(
  app: FastifyInstance,
  webhook: WebhookBody | RefundWebhookBody,
  options: { eventId?: string; secret?: string } = {},
): Promise<number> {
  const payload = JSON.stringify(webhook);
  const res = await app.inject({
    method: 'POST',
    url: RAZORPAY_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [RAZORPAY_SIGNATURE_HEADER]: webhookSignature(
        options.secret ?? SANDBOX_KEYS.webhookSecret,
        payload,
      ),
      [RAZORPAY_EVENT_ID_HEADER]: options.eventId ?? razorpayId('evt'),
    },
    payload,
  });
  return res.statusCode;
}

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof SandboxPayResponseSchema>, SandboxPayResponse>] =
  [true];
