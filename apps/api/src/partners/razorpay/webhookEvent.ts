import type { GatewayPayment, GatewayRefund } from './types.js';

/** The webhook events we act on (decision 041). */
export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

/** A webhook's body, in Razorpay's shape (the parts we read). */
export interface WebhookBody {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: string[];
  payload: {
    payment: { entity: GatewayPayment & { entity: 'payment' } };
    order?: {
      entity: {
        id: string;
        entity: 'order';
        amount: number;
        amount_paid: number;
        currency: string;
        receipt: string;
        status: 'paid';
      };
    };
  };
  created_at: number;
}

/** A webhook body as Razorpay writes it, for the sandbox to send and tests to forge. */
export function webhookBody(
  event: WebhookEventName,
  payment: GatewayPayment,
  at: Date,
  receipt = '',
): WebhookBody {
  return {
    entity: 'event',
    account_id: 'acc_TaraSandbox000',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: { ...payment, entity: 'payment' } },
      ...(event === 'order.paid'
        ? {
            order: {
              entity: {
                id: payment.order_id,
                entity: 'order' as const,
                amount: payment.amount,
                amount_paid: payment.amount,
                currency: payment.currency,
                receipt,
                status: 'paid' as const,
              },
            },
          }
        : {}),
    },
    created_at: Math.floor(at.getTime() / 1000),
  };
}

/** The refund events we act on (decision 093). */
export type RefundEventName = 'refund.created' | 'refund.processed' | 'refund.failed';

/**
 * A refund event's body, in Razorpay's shape (docs: Webhooks → Refunds, sample payloads): the
 * refund's entity and its payment's.
 */
export interface RefundWebhookBody {
  entity: 'event';
  account_id: string;
  event: RefundEventName;
  contains: ['refund', 'payment'];
  payload: {
    refund: {
      entity: GatewayRefund & {
        entity: 'refund';
        currency: string;
        notes: Record<string, string> | [];
        created_at: number;
      };
    };
    payment: { entity: GatewayPayment & { entity: 'payment' } };
  };
  created_at: number;
}

/** A refund event as Razorpay writes it, for tests to forge. */
export function refundWebhookBody(
  event: RefundEventName,
  refund: GatewayRefund,
  payment: GatewayPayment,
  at: Date,
): RefundWebhookBody {
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    entity: 'event',
    account_id: 'acc_TaraSandbox000',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          ...refund,
          entity: 'refund',
          currency: payment.currency,
          notes: [],
          created_at: seconds,
        },
      },
      payment: { entity: { ...payment, entity: 'payment' } },
    },
    created_at: seconds,
  };
}
