import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures (decision 039): the checkout's, HMAC-SHA256 of
// `order_id|payment_id` with the key secret; the webhook's, HMAC-SHA256 of the raw body with
// the webhook secret. Both hex. The SDK's own helpers compare with ===; ours compare in
// constant time, and the tests check both agree on what the sandbox signs.

/** The checkout's signature of a payment on an order. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** A webhook body's signature. */
export const webhookSignature = (webhookSecret: string, body: Buffer | string): string =>
  createHmac('sha256', webhookSecret).update(body).digest('hex');

/** Whether `given` is `expected` (both hex), without leaking where they differ. */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
