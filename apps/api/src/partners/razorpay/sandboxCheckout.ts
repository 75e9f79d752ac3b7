import type { DbOrTx } from '../../db/types.js';
import { razorpayId } from './razorpayIds.js';
import { SANDBOX_KEYS } from './sandbox.js';
import { insertSandboxPayment, sandboxOrder } from './sandboxBook.js';
import { paymentSignature } from './signatures.js';
import type { GatewayPayment, RazorpayKeys } from './types.js';
import { type WebhookBody, webhookBody } from './webhookEvent.js';

/**
 * The sandbox's payers (decision 039), deterministic by input. UPI ids are Razorpay's own
 * test ids; any other well-formed UPI id pays. Cards: the failing number declines, any other
 * 16-digit number pays.
 */
export const SANDBOX_PAYERS = {
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
  cardSuccess: '4111111111111111',
  cardFailure: '4000000000000002',
} as const;

export const SANDBOX_DECLINED = 'Payment failed because it was declined by the bank';

export type SandboxChargeRequest =
  | { orderId: string; method: 'upi'; vpa: string }
  | { orderId: string; method: 'card'; cardNumber: string };

export type SandboxChargeResult =
  | { kind: 'unknownOrder' }
  | { kind: 'invalid'; message: string }
  | {
      kind: 'captured';
      payment: GatewayPayment;
      /** What the checkout hands its handler, exactly as Razorpay's. */
      response: {
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      };
      webhooks: WebhookBody[];
    }
  | {
      kind: 'failed';
      payment: GatewayPayment;
      /** The checkout's `payment.failed` error, in Razorpay's shape. */
      error: {
        code: 'BAD_REQUEST_ERROR';
        description: string;
        source: 'bank';
        step: 'payment_authorization';
        reason: 'payment_failed';
        metadata: { order_id: string; payment_id: string };
      };
      webhooks: WebhookBody[];
    };

const VPA = /^[\w.-]{2,64}@[A-Za-z]{2,64}$/;

/** Makes a payment on a sandbox order, as Razorpay would when the payer approves it. */
export async function sandboxCharge(
  db: DbOrTx,
  request: SandboxChargeRequest,
  now: Date,
  keys: RazorpayKeys = SANDBOX_KEYS,
): Promise<SandboxChargeResult> {
  const order = await sandboxOrder(db, request.orderId);
  if (!order) return { kind: 'unknownOrder' };
  let fails: boolean;
  if (request.method === 'upi') {
    if (!VPA.test(request.vpa))
      return {
        kind: 'invalid',
        message: 'Invalid VPA. Please enter a valid Virtual Payment Address',
      };
    fails = request.vpa.toLowerCase() === SANDBOX_PAYERS.upiFailure;
  } else {
    const digits = request.cardNumber.replace(/\s/g, '');
    if (!/^\d{16}$/.test(digits))
      return { kind: 'invalid', message: 'Please enter a valid card number' };
    fails = digits === SANDBOX_PAYERS.cardFailure;
  }
  const payment = await insertSandboxPayment(db, {
    id: razorpayId('pay'),
    orderId: order.id,
    amountPaise: order.amountPaise,
    status: fails ? 'failed' : 'captured',
    method: request.method,
    errorDescription: fails ? SANDBOX_DECLINED : null,
    createdAt: now,
  });
  if (fails) {
    return {
      kind: 'failed',
      payment,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: SANDBOX_DECLINED,
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      },
      webhooks: [webhookBody('payment.failed', payment, now)],
    };
  }
  return {
    kind: 'captured',
    payment,
    response: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(keys.keySecret, order.id, payment.id),
    },
    webhooks: [
      webhookBody('payment.captured', payment, now),
      webhookBody('order.paid', payment, now, order.receipt),
    ],
  };
}
