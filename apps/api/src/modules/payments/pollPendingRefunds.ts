import { safeError } from '../../http/errorHandler.js';
import type { RefundDeps } from './deps.js';
import { claimPoll, pendingRefunds } from './refundData.js';
import { settleGatewayRefund } from './settleGatewayRefund.js';

/**
 * A refund the gateway accepted as pending is asked about once it has had this long without
 * news (decision 093): its webhook usually comes first, and each poll waits as long again.
 */
export const PENDING_REFUND_POLL_MINUTES = 30;

/**
 * Reconciliation's part for pending refunds (decision 093): a refund still `requested` with a
 * gateway id and no news for `PENDING_REFUND_POLL_MINUTES` is asked of the gateway (the
 * payment's refunds, found by id) by one of racing runs, and settled as the webhook would.
 */
export async function pollPendingRefunds(
  deps: RefundDeps,
  options: { pollMinutes?: number; batch?: number } = {},
): Promise<{ polled: number; settled: number }> {
  const now = deps.now();
  const before = new Date(
    now.getTime() - (options.pollMinutes ?? PENDING_REFUND_POLL_MINUTES) * 60_000,
  );
  let polled = 0;
  let settled = 0;
  for (const row of await pendingRefunds(deps.db, before, options.batch ?? 200)) {
    const claimed = await claimPoll(deps.db, row, now);
    if (!claimed?.gatewayRefundId) continue;
    polled += 1;
    try {
      const answer = (await deps.gateway.fetchRefunds(claimed.paymentId)).find(
        (r) => r.id === claimed.gatewayRefundId,
      );
      if (!answer) {
        deps.log.warn({ refundId: claimed.id }, 'refund poll: the gateway does not list it');
        continue;
      }
      if ((await settleGatewayRefund(deps, answer, 'poll')) === 'settled') settled += 1;
    } catch (error) {
      // The poll's time was taken: the next one is a poll period away, like a still-pending one.
      deps.log.warn({ refundId: claimed.id, error: safeError(error) }, 'refund poll');
    }
  }
  return { polled, settled };
}
