import { INSURANCE_LEAD_STATUS, insuranceQuote } from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import { httpError } from '../../http/errors.js';
import {
  insertQuotedPolicy,
  type LeadRow,
  newestPolicyOfLead,
  type PolicyRow,
  paidPolicyOfLead,
} from './data.js';
import type { InsuranceDeps } from './deps.js';
import { planTerms, policyRequestOf, proposalOf } from './policyRequest.js';
import { recordInsuranceStatus } from './recordInsuranceStatus.js';

export const NO_PLAN = 'Please choose a plan before paying.';

const day = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * The insurer's refusal goes into the step6 URL (`d=`): the names it may carry (the sandbox
 * words an age refusal 'Asha Verma: Maximum entry age 60') are replaced, so no personal data
 * reaches a URL.
 */
export function withoutNames(message: string, proposal: PolicyProposal): string {
  const names = [proposal.proposer.name, ...proposal.insured.map((p) => p.name)].filter(
    (n) => n.length > 1,
  );
  return names.reduce((text, name) => text.split(name).join('The insured person'), message);
}

/**
 * The validate-only lead creation (`validateOnly: 1`, `paymentId: null`, spec 03 §4, decision
 * 048): the lead's plan priced by core's tables, the proposal put to the insurer; a refusal is
 * a 400 with the insurer's message (the browser goes to step6 with it), a proposal taken is a
 * quoted policy to pay for (lead status 258, quote generated). A lead already paid for answers
 * its paid policy: it is never quoted, so never paid, twice.
 */
export async function validateInsuranceLead(
  deps: InsuranceDeps,
  lead: LeadRow,
): Promise<PolicyRow> {
  const paid = await paidPolicyOfLead(deps.db, lead.id);
  if (paid) return paid;
  const plan = insuranceQuote(lead.journey, lead.answers);
  if (!plan || !lead.userId) throw httpError(400, NO_PLAN);
  const proposal = proposalOf(plan.product, lead.answers);
  const now = deps.now();
  const check = await deps.insurer.validateProposal(
    policyRequestOf(lead.id, plan, proposal, day(now)),
  );
  if (check.outcome === 'refused') throw httpError(400, withoutNames(check.message, proposal));
  const newest = await newestPolicyOfLead(deps.db, lead.id);
  if (newest?.state === 'quoted' && newest.planId === plan.planId) return newest;
  await recordInsuranceStatus(
    deps.db,
    lead.id,
    lead.userId,
    INSURANCE_LEAD_STATUS.quoteGenerated,
    now,
  );
  return insertQuotedPolicy(deps.db, {
    userId: lead.userId,
    leadId: lead.id,
    journey: lead.journey,
    ...planTerms(plan),
    proposal,
    leadStatus: INSURANCE_LEAD_STATUS.quoteGenerated,
    createdAt: now,
  });
}
