import { comboPartPlanById, type InsuranceProduct } from '@tara/core';
import { INSURER_UNAVAILABLE } from '../../partners/insurers/types.js';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import { type PolicyRow, settleIssuance } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { refundFailedPolicy } from './refundFailedPolicy.js';

/** What issuing needs: the database, the clock, the insurer, the gateway (refunds) and the log. */
export type IssueDeps = Pick<InsuranceDeps, 'db' | 'now' | 'insurer' | 'gateway' | 'log'>;

/**
 * Settles the claim failed and gives the payment back at once (decision 081), only when this
 * caller's claim still held it (a stale claim re-taken and issued elsewhere is left alone).
 */
async function fail(deps: IssueDeps, policy: PolicyRow, failure: string): Promise<void> {
  if (await settleIssuance(deps.db, policy.id, { state: 'failed', failure })) {
    await refundFailedPolicy(deps, policy, failure);
  }
}

/**
 * Asks the insurer to issue a policy this caller has claimed ('issuing': the paid claim, a
 * combo part's claim or a stale claim re-taken), then settles it: issued with its number and
 * year of cover, or failed with the refusal (its payment refunded at once, decision 081), or, when the insurer cannot answer or anything
 * throws, 'Something went wrong, please try later!' — never left 'issuing' by a live process.
 * `product` is what the insurer rates: the policy's own, or a combo part's combo (its ages).
 */
export async function issueClaimedPolicy(
  deps: IssueDeps,
  policy: PolicyRow,
  product: InsuranceProduct,
): Promise<void> {
  const plan = comboPartPlanById(policy.planId);
  if (!plan) {
    await fail(deps, policy, INSURER_UNAVAILABLE);
    return;
  }
  const now = deps.now();
  try {
    const answer = await deps.insurer.issuePolicy(
      {
        leadId: policy.leadId,
        product,
        insurer: plan.insurer,
        instrumentId: plan.instrumentId,
        planId: plan.planId,
        sumInsuredPaise: plan.sumInsuredPaise,
        // The quoted premium: group health's is every member's (decision 052).
        premiumPaise: policy.premiumPaise,
        proposer: policy.proposal.proposer,
        insured: policy.proposal.insured,
        nominee: policy.proposal.nominee,
        startDate: now.toISOString().slice(0, 10),
      },
      1,
    );
    if (answer.outcome === 'issued') {
      await settleIssuance(deps.db, policy.id, {
        state: 'issued',
        policyNumber: answer.policyNumber,
        startDate: answer.startDate,
        endDate: answer.endDate,
        issuedAt: now,
      });
    } else {
      await fail(deps, policy, answer.message);
    }
  } catch (error) {
    // PartnerUnavailable (a 5xx, a timeout) or anything unexpected.
    const kind = error instanceof PartnerUnavailable ? 'unavailable' : 'error';
    deps.log.warn({ policyId: policy.id, call: 'insurer.issuePolicy', kind }, 'insurer failed');
    await fail(deps, policy, INSURER_UNAVAILABLE);
  }
}
