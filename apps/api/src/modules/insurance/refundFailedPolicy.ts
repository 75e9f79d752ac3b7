import { safeError } from '../../http/errorHandler.js';
import type { RefundDeps } from '../payments/deps.js';
import { refundOnce } from '../payments/refundOnce.js';
import { findCombo } from './comboData.js';
import type { PolicyRow } from './data.js';

/**
 * Paid but not issued (decision 081): the insurer refused the policy after the payment, or
 * could not answer, so its premium goes back at once, once — a single policy's whole payment,
 * a combo part's own premium. Its failure never fails the issuance's settling: reconciliation
 * retries a refund left unsent.
 */
export async function refundFailedPolicy(
  deps: RefundDeps,
  policy: PolicyRow,
  failure: string,
): Promise<void> {
  try {
    const combo = policy.comboId ? await findCombo(deps.db, policy.comboId) : null;
    const purchaseId = policy.purchaseId ?? combo?.purchaseId;
    if (!purchaseId) return;
    await refundOnce(deps, {
      purchaseId,
      subject: `policy:${policy.id}`,
      reason: failure,
      amountPaise: combo ? policy.premiumPaise : undefined,
      leadId: policy.leadId,
    });
  } catch (error) {
    deps.log.error({ policyId: policy.id, error: safeError(error) }, 'refund of a failed policy');
  }
}
