import { safeError } from '../../http/errorHandler.js';
import { markOrderChecked, ordersToReconcile, paidUnfulfilled } from './data.js';
import type { SettleDeps } from './deps.js';
import { fulfilOnce } from './fulfilOnce.js';
import { pollPendingRefunds } from './pollPendingRefunds.js';
import { retryRefunds } from './retryRefunds.js';
import { settlePayment } from './settlePayment.js';

export interface ReconcileOptions {
  /** An order is left to its callback and webhook this long first (2 minutes). */
  graceMinutes?: number;
  /** Orders older than this are no longer asked about (3 days: Razorpay's UPI collect window). */
  maxAgeHours?: number;
  /** At most this many orders a run (200). */
  batch?: number;
}

export interface ReconcileCounts {
  asked: number;
  captured: number;
  fulfilled: number;
  errors: number;
  /** Refunds whose gateway call failed or was interrupted, asked again (decision 081). */
  refundsRetried: number;
  /** Refunds pending at the gateway without news, asked about (decision 093). */
  refundsPolled: number;
}

/**
 * Reconciliation (decision 041): asks the gateway about open orders left without an answer
 * (a lost callback and webhook, a process killed mid-way) and settles what it says, then
 * fulfils purchases that were paid but never fulfilled, asks the gateway again for refunds
 * it did not answer, and about refunds it left pending (decision 093). Safe to run in any number of
 * processes at once: settling and fulfilling are once-only however often they run.
 */
export async function reconcilePayments(
  deps: SettleDeps,
  options: ReconcileOptions = {},
): Promise<ReconcileCounts> {
  const now = deps.now();
  const grace = (options.graceMinutes ?? 2) * 60_000;
  const counts: ReconcileCounts = {
    asked: 0,
    captured: 0,
    fulfilled: 0,
    errors: 0,
    refundsRetried: 0,
    refundsPolled: 0,
  };
  const orders = await ordersToReconcile(deps.db, {
    createdAfter: new Date(now.getTime() - (options.maxAgeHours ?? 72) * 3_600_000),
    createdBefore: new Date(now.getTime() - grace),
    checkedBefore: new Date(now.getTime() - grace),
    limit: options.batch ?? 200,
  });
  for (const order of orders) {
    counts.asked += 1;
    try {
      const payments = await deps.gateway.fetchOrderPayments(order.id);
      for (const payment of payments) {
        const settled = await settlePayment(deps, payment, 'reconciliation');
        if (settled.kind === 'captured') counts.captured += 1;
        if (settled.kind === 'captured' && settled.fulfil === 'fulfilled') counts.fulfilled += 1;
      }
      await markOrderChecked(deps.db, order.id, now);
    } catch (error) {
      counts.errors += 1;
      deps.log.warn({ orderId: order.id, error: safeError(error) }, 'reconciliation: order');
    }
  }
  for (const purchase of await paidUnfulfilled(deps.db, options.batch ?? 200)) {
    const result = await fulfilOnce(deps, purchase.id);
    if (result === 'fulfilled') counts.fulfilled += 1;
    if (result === 'failed') counts.errors += 1;
  }
  counts.refundsRetried = (await retryRefunds(deps, { batch: options.batch })).retried;
  counts.refundsPolled = (await pollPendingRefunds(deps, { batch: options.batch })).polled;
  return counts;
}
