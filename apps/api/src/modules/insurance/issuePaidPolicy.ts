import { planById } from '@tara/core';
import { INSURER_UNAVAILABLE } from '../../partners/insurers/types.js';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import { claimIssuance, settleIssuance } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { policyRequestOf } from './policyRequest.js';

/**
 * After a verified payment (callback, webhook or reconciliation, each telling `onFulfilled`):
 * the insurer issues the policy, asked once — the policy is claimed paid → issuing first, so a
 * second telling finds nothing to claim. Issued: its number and year of cover; refused or the
 * insurer unable to answer: failed with the message, shown with the support mailbox. The
 * payment is never taken again (decision 048).
 */
export async function issuePaidPolicy(deps: InsuranceDeps, purchaseId: string): Promise<void> {
  const policy = await claimIssuance(deps.db, purchaseId);
  if (!policy) return;
  const plan = planById(policy.planId);
  if (!plan) {
    await settleIssuance(deps.db, policy.id, { state: 'failed', failure: INSURER_UNAVAILABLE });
    return;
  }
  const now = deps.now();
  const request = policyRequestOf(
    policy.leadId,
    // The quoted premium: group health's is every member's (decision 052).
    { ...plan, premiumPaise: policy.premiumPaise },
    policy.proposal,
    now.toISOString().slice(0, 10),
  );
  try {
    const answer = await deps.insurer.issuePolicy(request, 1);
    if (answer.outcome === 'issued') {
      await settleIssuance(deps.db, policy.id, {
        state: 'issued',
        policyNumber: answer.policyNumber,
        startDate: answer.startDate,
        endDate: answer.endDate,
        issuedAt: now,
      });
    } else {
      await settleIssuance(deps.db, policy.id, { state: 'failed', failure: answer.message });
    }
  } catch (error) {
    // PartnerUnavailable (a 5xx, a timeout) or anything unexpected: never left 'issuing'.
    const kind = error instanceof PartnerUnavailable ? 'unavailable' : 'error';
    deps.log.warn({ policyId: policy.id, call: 'insurer.issuePolicy', kind }, 'insurer failed');
    await settleIssuance(deps.db, policy.id, { state: 'failed', failure: INSURER_UNAVAILABLE });
  }
}
