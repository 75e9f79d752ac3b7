import { httpError } from '../../http/errors.js';
import { GatewayError } from '../../partners/razorpay/types.js';
import type { UserRow } from '../users/data.js';
import { findOrder, findOrderByPayment, findPurchase, type OrderRow } from './data.js';
import type { PaymentsDeps } from './deps.js';
import { type PurchaseView, purchaseView } from './purchaseView.js';
import { refundsOfPurchases } from './refundData.js';
import { settlePayment } from './settlePayment.js';
import { GATEWAY_DOWN } from './startPurchase.js';

export const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const SIGNATURE_MISMATCH = 'Payment verification failed';
export const AMOUNT_NOT_ORDER = 'The amount paid does not match the order';

export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The user's own order; another user's answers as if it did not exist. */
async function ownOrder(deps: PaymentsDeps, user: UserRow, orderId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.userId !== user.id) throw httpError(404, ORDER_NOT_FOUND);
  return order;
}

const fetchPayment = (deps: PaymentsDeps, paymentId: string) =>
  deps.gateway.fetchPayment(paymentId).catch((error: unknown) => {
    if (error instanceof GatewayError) throw httpError(502, GATEWAY_DOWN);
    throw error;
  });

async function view(deps: PaymentsDeps, orderId: string): Promise<PurchaseView> {
  const order = await findOrder(deps.db, orderId);
  const purchase = order && (await findPurchase(deps.db, order.purchaseId));
  if (!order || !purchase) throw httpError(404, ORDER_NOT_FOUND);
  const tax = await deps.purchasables.get(purchase.objectType)?.gst?.(deps.db, purchase.objectId);
  return purchaseView(purchase, order, tax, await refundsOfPurchases(deps.db, [purchase.id]));
}

/**
 * The browser's checkout callback (decision 041): the signature is recomputed over the order id
 * we stored for this user and the payment id, and compared in constant time; then the gateway
 * is asked for the payment itself, whose order and amount must be the stored order's.
 */
export async function confirmPayment(
  deps: PaymentsDeps,
  user: UserRow,
  response: CheckoutResponse,
): Promise<PurchaseView> {
  const order = await ownOrder(deps, user, response.razorpay_order_id);
  const paymentId = response.razorpay_payment_id;
  if (!deps.gateway.verifyPaymentSignature(order.id, paymentId, response.razorpay_signature)) {
    throw httpError(400, SIGNATURE_MISMATCH);
  }
  const payment = await fetchPayment(deps, paymentId);
  if (!payment || payment.order_id !== order.id) throw httpError(400, SIGNATURE_MISMATCH);
  const settled = await settlePayment(deps, payment, 'callback');
  if (settled.kind === 'mismatch') throw httpError(400, AMOUNT_NOT_ORDER);
  return view(deps, order.id);
}

/**
 * The status of the user's order (the return page, `/recieve/payment/details?orderId=`): an
 * order still open is asked about at the gateway first, so a lost callback is found here too.
 */
export async function orderStatus(
  deps: PaymentsDeps,
  user: UserRow,
  orderId: string,
): Promise<PurchaseView> {
  const order = await ownOrder(deps, user, orderId);
  if (order.state === 'created' || order.state === 'attempted') {
    const payments = await deps.gateway.fetchOrderPayments(order.id).catch((error: unknown) => {
      if (error instanceof GatewayError) return [];
      throw error;
    });
    for (const payment of payments) await settlePayment(deps, payment, 'status');
  }
  return view(deps, order.id);
}

/** The status by payment id (the status screen's `p`), the user's own payments only. */
export async function paymentStatus(
  deps: PaymentsDeps,
  user: UserRow,
  paymentId: string,
): Promise<PurchaseView> {
  const known = await findOrderByPayment(deps.db, paymentId);
  if (known) {
    if (known.userId !== user.id) throw httpError(404, PAYMENT_NOT_FOUND);
    return view(deps, known.id);
  }
  const payment = await fetchPayment(deps, paymentId);
  const order = payment && (await findOrder(deps.db, payment.order_id));
  if (!payment || !order || order.userId !== user.id) throw httpError(404, PAYMENT_NOT_FOUND);
  await settlePayment(deps, payment, 'status');
  return view(deps, order.id);
}
