import { comboPartPlanById, type InsuranceProduct } from '@tara/core';
import { httpError } from '../../http/errors.js';
import { findPolicy } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { policySchedulePdf } from './policySchedulePdf.js';

export const POLICY_NOT_FOUND = 'We could not find this policy.';

/**
 * The policy link's document (spec 03 §3: `data.results.file`, base64): the policy schedule
 * PDF of an issued policy, its own user's only (another's, or one not issued, is 404).
 */
export async function policyDocument(
  deps: InsuranceDeps,
  userId: string,
  id: string,
): Promise<string> {
  const policy = await findPolicy(deps.db, id);
  // A combo's part may be hospital cash, whose plan is the combo's (decision 055).
  const plan = policy && comboPartPlanById(policy.planId);
  if (!policy || policy.userId !== userId || policy.state !== 'issued' || !plan) {
    throw httpError(404, POLICY_NOT_FOUND);
  }
  const pdf = await policySchedulePdf(
    {
      insurer: plan.insurer,
      product: policy.product as InsuranceProduct,
      journey: policy.journey,
      boughtOn: policy.createdAt,
      policyNumber: policy.policyNumber ?? '',
      planId: policy.planId,
      policyholder: policy.proposal.proposer.name,
      insured: policy.proposal.insured,
      nominee: policy.proposal.nominee,
      sumInsuredPaise: policy.sumInsuredPaise,
      premiumPaise: policy.premiumPaise,
      startDate: policy.startDate ?? '',
      endDate: policy.endDate ?? '',
    },
    deps.company,
    deps.now(),
  );
  return pdf.toString('base64');
}
