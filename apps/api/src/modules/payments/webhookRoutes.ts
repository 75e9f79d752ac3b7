import { createHash } from 'node:crypto';
import type { Fits, PaymentWebhookResponse } from '@tara/core/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { recordWebhookEvent, seenWebhookEvent } from './data.js';
import type { PaymentsDeps } from './deps.js';
import { settleGatewayRefund } from './settleGatewayRefund.js';
import { settlePayment } from './settlePayment.js';

/** Razorpay's webhook (exempt from the Origin check: http/security.ts). */
export const RAZORPAY_WEBHOOK_PATH = '/api/callbacks/razorpay';

const WebhookResponseSchema = z.object({
  data: z.object({ results: z.object({ received: z.literal(true), duplicate: z.boolean() }) }),
});
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as received, byte for byte: what its signature is over. */
    rawBytes?: Buffer;
  }
}

const PaymentEntitySchema = z.object({
  id: z.string().regex(/^pay_[0-9A-Za-z]{1,40}$/),
  order_id: z.string().regex(/^order_[0-9A-Za-z]{1,40}$/),
  amount: z.number().int().min(0),
  currency: z.string().max(3),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().max(40),
  error_description: z.string().max(500).nullable().optional(),
});

/** Razorpay's refund entity, the parts read (decision 093); its status is read, not trusted to a list. */
const RefundEntitySchema = z.object({
  id: z.string().regex(/^rfnd_[0-9A-Za-z]{1,40}$/),
  payment_id: z.string().regex(/^pay_[0-9A-Za-z]{1,40}$/),
  amount: z.number().int().min(0),
  receipt: z.string().max(40).nullable().optional(),
  status: z.string().max(40),
});

export const WebhookBodySchema = z.object({
  event: z.string().max(80),
  payload: z
    .object({
      payment: z.object({ entity: PaymentEntitySchema }).optional(),
      refund: z.object({ entity: RefundEntitySchema }).optional(),
    })
    .passthrough(),
});

const HANDLED = new Set(['payment.captured', 'payment.failed', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

/**
 * POST /api/callbacks/razorpay (decision 041): `payment.captured`, `payment.failed` and
 * `order.paid`, verified over the raw bytes with the webhook secret (its own secret, not the
 * key secret) before the body is read; deduplicated by the event id. Before, after or instead
 * of the browser's callback, the purchase is fulfilled once. The refund events
 * (`refund.created`, `refund.processed`, `refund.failed`) pass the same check and settle a
 * refund once, never back (decision 093). Other events are acknowledged and ignored (Razorpay
 * retries what is not answered 2xx).
 */
export const razorpayWebhookRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // This plugin's own JSON parser keeps the bytes (the app-wide one keeps a decoded string).
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBytes = body as Buffer;
      parse(request, body as Buffer as unknown as string, done);
    });

    app.post(
      RAZORPAY_WEBHOOK_PATH,
      {
        bodyLimit: 64 * 1024,
        preValidation: async (request) => {
          const signature = request.headers[RAZORPAY_SIGNATURE_HEADER];
          if (typeof signature !== 'string' || signature === '') {
            throw httpError(401, 'Signature required');
          }
          if (
            !deps.gateway.verifyWebhookSignature(request.rawBytes ?? Buffer.alloc(0), signature)
          ) {
            throw httpError(403, 'Signature does not match');
          }
        },
        schema: {
          tags: ['callbacks'],
          operationId: 'razorpayWebhook',
          summary: "Razorpay's webhook",
          description:
            'Server-to-server: payment.captured, payment.failed, order.paid and refund.created, refund.processed, refund.failed, signed with HMAC-SHA256 of the raw body (webhook secret) in x-razorpay-signature; x-razorpay-event-id deduplicates.',
          body: WebhookBodySchema,
          response: {
            200: WebhookResponseSchema,
            ...errorResponses(400, 401, 403, 413, 415),
          },
        },
      },
      async (request) => {
        const header = request.headers[RAZORPAY_EVENT_ID_HEADER];
        // Razorpay always sends the id; without one, the body's hash stands in for it.
        const eventId =
          typeof header === 'string' && header !== ''
            ? header.slice(0, 100)
            : `sha256:${createHash('sha256')
                .update(request.rawBytes ?? '')
                .digest('hex')}`;
        const received = (duplicate: boolean) => ({
          data: { results: { received: true as const, duplicate } },
        });
        if (await seenWebhookEvent(deps.db, eventId)) return received(true);
        const { event, payload } = request.body;
        const payment = payload.payment?.entity;
        const refund = payload.refund?.entity;
        if (HANDLED.has(event) && payment) {
          await settlePayment(
            deps,
            { ...payment, error_description: payment.error_description ?? null },
            'webhook',
          );
        } else if (REFUND_EVENTS.has(event) && refund) {
          await settleGatewayRefund(
            deps,
            { ...refund, receipt: refund.receipt ?? null },
            'webhook',
          );
        }
        // Recorded after it was handled: a crash in between makes the retry handle it again,
        // which settling allows (it is idempotent); recording first could lose the event.
        await recordWebhookEvent(deps.db, {
          eventId,
          event,
          orderId: payment?.order_id ?? null,
          receivedAt: deps.now(),
        });
        return received(false);
      },
    );
  };

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof WebhookResponseSchema>, PaymentWebhookResponse>,
] = [true];
