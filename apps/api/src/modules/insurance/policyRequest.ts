import { type Answers, type InsurancePlan, NOMINEE_RELATIONS } from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import type { PolicyRequest } from '../../partners/insurers/types.js';
import { groupHealthProposal } from './groupHealthProposal.js';
import { opdProposalOf } from './opdProposal.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const pad = (value: unknown): string => text(value).padStart(2, '0');

/** A date of birth's three boxes (`{name}Date|Month|Year`) as YYYY-MM-DD, or ''. */
function dobOf(answers: Answers, name: string): string {
  const year = text(answers[`${name}Year`]);
  if (!/^\d{4}$/.test(year)) return '';
  return `${year}-${pad(answers[`${name}Month`])}-${pad(answers[`${name}Date`])}`;
}

/**
 * The proposal of a lead's answers (decision 048). The shop covers insure the shop, under its
 * name, no person; term and the person covers (decision 054) insure the applicant (step2.1's
 * full name and date of birth) and name step6.4's nominee (none for dengue-only). The mobile
 * is step1's, the e-mail any step's. No PAN is sent to issue.
 */
export function proposalOf(product: InsurancePlan['product'], answers: Answers): PolicyProposal {
  if (product === 'instaOpd') return opdProposalOf(answers);
  const email = text(answers.email);
  const mobile = text(answers.mobile);
  if (product === 'groupHealth') return groupHealthProposal(answers);
  if (product === 'shop' || product === 'lombard') {
    return {
      proposer: { name: text(answers.businessName), mobile, ...(email ? { email } : {}) },
      insured: [],
      nominee: null,
    };
  }
  const name = text(answers.fullName);
  const dob = dobOf(answers, 'dob');
  const relation = NOMINEE_RELATIONS.find((r) => String(r.id) === text(answers.nomineeRelation));
  return {
    proposer: { name, mobile, dob, ...(email ? { email } : {}) },
    insured: [{ name, relation: 'self', dob }],
    nominee: text(answers.nomineeName)
      ? {
          name: text(answers.nomineeName),
          relation: relation?.label ?? '',
          dob: dobOf(answers, 'nomineeDob'),
        }
      : null,
  };
}

/** What the insurer is asked (validate-only, then issue): the plan and the proposal, from `startDate`. */
export function policyRequestOf(
  leadId: string,
  plan: InsurancePlan,
  proposal: PolicyProposal,
  startDate: string,
): PolicyRequest {
  return {
    leadId,
    product: plan.product,
    insurer: plan.insurer,
    instrumentId: plan.instrumentId,
    planId: plan.planId,
    sumInsuredPaise: plan.sumInsuredPaise,
    premiumPaise: plan.premiumPaise,
    proposer: proposal.proposer,
    insured: proposal.insured,
    nominee: proposal.nominee,
    startDate,
  };
}
