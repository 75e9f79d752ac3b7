import type { DbOrTx } from '../../db/types.js';
import { razorpayId } from './razorpayIds.js';
import { sandboxOrderPayments, sandboxPayment } from './sandboxBook.js';
import { sandboxRefund, sandboxRefunds } from './sandboxRefunds.js';
import { paymentSignature, sameHex, webhookSignature } from './signatures.js';
import type { PaymentGateway, RazorpayKeys } from './types.js';

/**
 * The sandbox's keys, published (like the e-mandate sandbox's): anybody may sign as the
 * sandbox, which is why production refuses it (decision 039). The key id has a live key's
 * shape so the browser treats both the same.
 */
export const SANDBOX_KEYS: RazorpayKeys = {
  keyId: 'rzp_test_TaraSandbox000',
  keySecret: 'tara-sandbox-razorpay-key-secret-0000000000',
  webhookSecret: 'tara-sandbox-razorpay-webhook-secret-00000000',
};

/**
 * The sandbox gateway: orders get Razorpay-shaped ids, payments are made by our own checkout
 * page (sandboxCheckout.ts) and kept in its own table, signatures are Razorpay's exactly.
 */
export function sandboxRazorpay(db: DbOrTx, keys: RazorpayKeys = SANDBOX_KEYS): PaymentGateway {
  return {
    mode: 'sandbox',
    keyId: keys.keyId,
    createOrder: async (request) => ({
      id: razorpayId('order'),
      amount: request.amountPaise,
      currency: request.currency,
      receipt: request.receipt,
      status: 'created',
    }),
    fetchPayment: (paymentId) => sandboxPayment(db, paymentId),
    fetchOrderPayments: (orderId) => sandboxOrderPayments(db, orderId),
    refundPayment: (paymentId, request) => sandboxRefund(db, paymentId, request),
    fetchRefunds: (paymentId) => sandboxRefunds(db, paymentId),
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(paymentSignature(keys.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      sameHex(webhookSignature(keys.webhookSecret, rawBody), signature),
  };
}
