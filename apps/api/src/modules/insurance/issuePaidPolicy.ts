import type { InsuranceProduct } from '@tara/core';
import { claimIssuance } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { issueClaimedPolicy } from './issueClaimedPolicy.js';

/**
 * After a verified payment (callback, webhook or reconciliation, each telling `onFulfilled`):
 * the insurer issues the policy, asked once — the policy is claimed paid → issuing first, so a
 * second telling finds nothing to claim. Issued: its number and year of cover; refused or the
 * insurer unable to answer: failed with the message, shown with the support mailbox. The
 * payment is never taken again (decision 048). A claim left by a process that died is
 * re-taken by the stuck-issuance retry (decision 055).
 */
export async function issuePaidPolicy(deps: InsuranceDeps, purchaseId: string): Promise<void> {
  const policy = await claimIssuance(deps.db, purchaseId, deps.now());
  if (!policy) return;
  await issueClaimedPolicy(deps, policy, policy.product as InsuranceProduct);
}
