import { INSURER_UNAVAILABLE } from '../../partners/insurers/types.js';
import type { RefundDeps } from '../payments/deps.js';
import { failedUnrefunded } from './data.js';
import { refundFailedPolicy } from './refundFailedPolicy.js';

/** Payments older than this are left to support: refunds start at the failure, not years later. */
export const REFUND_SWEEP_DAYS = 7;

/**
 * The sweep behind the refund started at a failure (decision 081): a policy that failed after a
 * recent payment and has no refund (its process died between the two) is refunded now, once
 * (the refund's claim makes a race with the failure's own refund one refund).
 */
export async function refundFailedPolicies(
  deps: RefundDeps,
  options: { days?: number; batch?: number } = {},
): Promise<number> {
  const since = new Date(deps.now().getTime() - (options.days ?? REFUND_SWEEP_DAYS) * 86_400_000);
  const failed = await failedUnrefunded(deps.db, since, options.batch ?? 50);
  for (const policy of failed) {
    await refundFailedPolicy(deps, policy, policy.failure ?? INSURER_UNAVAILABLE);
  }
  return failed.length;
}
