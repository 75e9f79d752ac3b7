import type { GatewayPayment } from '../../partners/razorpay/types.js';
import {
  findOrder,
  findPurchase,
  markOrderFailedAttempt,
  type OrderRow,
  recordCapture,
} from './data.js';
import type { SettleDeps } from './deps.js';
import { type FulfilResult, fulfilOnce } from './fulfilOnce.js';

/** Where a payment's word came from (logged; all three settle the same way). */
export type PaymentSource = 'callback' | 'webhook' | 'reconciliation' | 'status';

export type SettleResult =
  | { kind: 'unknownOrder' }
  | { kind: 'failed'; order: OrderRow }
  | { kind: 'pending'; order: OrderRow }
  /** The gateway's amount or currency is not the order's: never fulfilled. */
  | { kind: 'mismatch'; order: OrderRow }
  | { kind: 'captured'; order: OrderRow; fulfil: FulfilResult | 'notFirst' };

/**
 * Settles what the gateway says of one payment (decision 041), from the browser's callback,
 * a webhook, reconciliation or the status screen, in any order and any number of times: a
 * capture is recorded once and its purchase fulfilled once.
 */
export async function settlePayment(
  deps: SettleDeps,
  payment: GatewayPayment,
  source: PaymentSource,
): Promise<SettleResult> {
  const order = await findOrder(deps.db, payment.order_id);
  if (!order) return { kind: 'unknownOrder' };
  if (payment.status === 'failed') {
    await markOrderFailedAttempt(
      deps.db,
      order.id,
      payment.error_description ?? 'Payment failed',
      deps.now(),
    );
    return { kind: 'failed', order };
  }
  if (payment.status !== 'captured') return { kind: 'pending', order };
  if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
    deps.log.warn(
      { orderId: order.id, paymentId: payment.id, source },
      'payment amount does not match its order',
    );
    return { kind: 'mismatch', order };
  }
  // A repeat of a recorded capture (a replayed callback or webhook) needs no transaction.
  const recorded =
    order.paymentId === payment.id
      ? 'again'
      : await deps.db.transaction((tx) => recordCapture(tx, order, payment.id, deps.now()));
  if (recorded === 'otherPayment' || recorded === 'purchaseAlreadyPaid') {
    // Money taken twice for one purchase: kept on record for a refund, never fulfilled twice.
    deps.log.warn({ orderId: order.id, paymentId: payment.id, recorded }, 'second payment');
  }
  if (recorded === 'otherPayment') return { kind: 'captured', order, fulfil: 'notFirst' };
  // A repeat still fulfils a purchase left paid: the first arrival may have died before it.
  const purchase = recorded === 'again' ? await findPurchase(deps.db, order.purchaseId) : null;
  const fulfil =
    purchase && purchase.state !== 'paid' ? 'already' : await fulfilOnce(deps, order.purchaseId);
  return { kind: 'captured', order, fulfil };
}
