import {
  type Answers,
  OPD_MEMBER_DOB,
  OPD_MEMBER_NAME,
  OPD_PROPOSER_NAME,
  OPD_RELATION,
  opdInsuredRelation,
} from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import { dobOf, text } from './proposalAnswers.js';

/**
 * Insta OPD's proposal (decision 053): for oneself, the buyer (step1's name and date of birth)
 * is the insured; for a family member, the buyer (step1.10's name) proposes and the member
 * (step1.9, related by step1.8 and step1.7's gender) is insured. No nominee: an outpatient
 * cover pays the clinic or the insured, never on a death.
 */
export function opdProposalOf(answers: Answers): PolicyProposal {
  const email = text(answers.email);
  const mobile = text(answers.mobile);
  const contact = { mobile, ...(email ? { email } : {}) };
  if (answers.opdCoverFor === 'family') {
    const relation = opdInsuredRelation(answers[OPD_RELATION], answers.gender) ?? 'spouse';
    return {
      proposer: { name: text(answers[OPD_PROPOSER_NAME]), ...contact },
      insured: [
        { name: text(answers[OPD_MEMBER_NAME]), relation, dob: dobOf(answers, OPD_MEMBER_DOB) },
      ],
      nominee: null,
    };
  }
  const name = text(answers.fullName);
  const dob = dobOf(answers, 'dob');
  return {
    proposer: { name, dob, ...contact },
    insured: [{ name, relation: 'self', dob }],
    nominee: null,
  };
}
