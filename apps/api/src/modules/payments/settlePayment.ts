import { safeError } from '../../http/errorHandler.js';
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
import { refundOnce } from './refundOnce.js';

/** The subject of a refund of a payment made for an already-paid purchase (decision 081). */
export const SECOND_PAYMENT_REFUND = 'second-payment';

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
  // A repeat still fulfils a purchase left paid: the first arrival may have died before it.
  const purchase = recorded === 'again' ? await findPurchase(deps.db, order.purchaseId) : null;
  const secondOrder = purchase?.paidOrderId != null && purchase.paidOrderId !== order.id;
  if (recorded === 'otherPayment' || recorded === 'purchaseAlreadyPaid' || secondOrder) {
    // Money taken twice for one purchase: never fulfilled twice, given back once (decision 081).
    deps.log.warn({ orderId: order.id, paymentId: payment.id, recorded }, 'second payment');
    await refundSecondPayment(deps, order, payment);
  }
  if (recorded === 'otherPayment') return { kind: 'captured', order, fulfil: 'notFirst' };
  const fulfil =
    purchase && purchase.state !== 'paid' ? 'already' : await fulfilOnce(deps, order.purchaseId);
  return { kind: 'captured', order, fulfil };
}

async function refundSecondPayment(deps: SettleDeps, order: OrderRow, payment: GatewayPayment) {
  try {
    await refundOnce(deps, {
      purchaseId: order.purchaseId,
      subject: SECOND_PAYMENT_REFUND,
      reason: 'This purchase was already paid for.',
      payment: { id: payment.id, orderId: order.id, amountPaise: payment.amount },
    });
  } catch (error) {
    deps.log.error({ orderId: order.id, error: safeError(error) }, 'refund of a second payment');
  }
}
