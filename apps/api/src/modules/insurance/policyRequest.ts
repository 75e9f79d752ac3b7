import {
  type Answers,
  type InsurancePlan,
  NOMINEE_RELATIONS,
  type ProposalShape,
  type SingleProduct,
  singleCover,
} from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import type { PolicyRequest } from '../../partners/insurers/types.js';
import { groupHealthProposal } from './groupHealthProposal.js';
import { opdProposalOf } from './opdProposal.js';
import { dobOf, text } from './proposalAnswers.js';

/** The shop covers insure the shop, under its name, no person. */
function businessProposal(answers: Answers): PolicyProposal {
  const email = text(answers.email);
  return {
    proposer: {
      name: text(answers.businessName),
      mobile: text(answers.mobile),
      ...(email ? { email } : {}),
    },
    insured: [],
    nominee: null,
  };
}

/**
 * Term and the person covers (decision 054) insure the applicant (step2.1's full name and date
 * of birth) and name step6.4's nominee (none for dengue-only).
 */
function personProposal(answers: Answers): PolicyProposal {
  const email = text(answers.email);
  const name = text(answers.fullName);
  const dob = dobOf(answers, 'dob');
  const relation = NOMINEE_RELATIONS.find((r) => String(r.id) === text(answers.nomineeRelation));
  return {
    proposer: { name, mobile: text(answers.mobile), dob, ...(email ? { email } : {}) },
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

/** The builder of each proposal shape a cover's record names. */
const PROPOSALS: Readonly<Record<ProposalShape, (answers: Answers) => PolicyProposal>> = {
  business: businessProposal,
  person: personProposal,
  groupHealth: groupHealthProposal,
  opd: opdProposalOf,
};

/**
 * The proposal of a lead's answers (decision 048), in the shape the cover's record names
 * (`proposal`). The mobile is step1's, the e-mail any step's. No PAN is sent to issue.
 */
export const proposalOf = (product: SingleProduct, answers: Answers): PolicyProposal =>
  PROPOSALS[singleCover(product).proposal](answers);

/** What the insurer is asked (validate-only, then issue): the plan and the proposal, from `startDate`. */
export function policyRequestOf(
  leadId: string,
  plan: InsurancePlan,
  proposal: PolicyProposal,
  startDate: string,
): PolicyRequest {
  return {
    leadId,
    ...planTerms(plan),
    proposer: proposal.proposer,
    insured: proposal.insured,
    nominee: proposal.nominee,
    startDate,
  };
}

/** The plan's terms that a quoted policy records and the insurer is asked about. */
export const planTerms = (plan: InsurancePlan) => ({
  product: plan.product,
  insurer: plan.insurer,
  instrumentId: plan.instrumentId,
  planId: plan.planId,
  sumInsuredPaise: plan.sumInsuredPaise,
  premiumPaise: plan.premiumPaise,
});
