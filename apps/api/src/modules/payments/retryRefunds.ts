import type { RefundDeps } from './deps.js';
import { reclaimRefund, refundsToRetry } from './refundData.js';
import { callGateway } from './refundOnce.js';

/**
 * A refund claim this old is deemed left by a process that died mid-call. The SDK sets no
 * timeout of its own, so a call hung longer than this may still land: the retry looks for our
 * receipt at the gateway first, and Razorpay refuses more than is left of the payment.
 */
export const STALE_REFUND_MINUTES = 5;

/**
 * Reconciliation's part for refunds (decision 081): a refund whose gateway call failed (its
 * claim let go) or was interrupted (its claim gone stale) is re-claimed — one caller wins —
 * and asked of the gateway again, which first looks for a refund with our receipt.
 */
export async function retryRefunds(
  deps: RefundDeps,
  options: { staleMinutes?: number; batch?: number } = {},
): Promise<{ retried: number; sent: number }> {
  const now = deps.now();
  const staleBefore = new Date(
    now.getTime() - (options.staleMinutes ?? STALE_REFUND_MINUTES) * 60_000,
  );
  let retried = 0;
  let sent = 0;
  for (const row of await refundsToRetry(deps.db, staleBefore, options.batch ?? 200)) {
    const claimed = await reclaimRefund(deps.db, row, staleBefore, now);
    if (!claimed) continue;
    retried += 1;
    const settled = await callGateway(deps, claimed, true);
    if (settled?.gatewayRefundId) sent += 1;
  }
  return { retried, sent };
}
