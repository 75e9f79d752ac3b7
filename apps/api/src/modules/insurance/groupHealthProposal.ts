import { type Answers, INSURED_SLOTS, memberSelectionOf } from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import { dobOf, text } from './proposalAnswers.js';

/**
 * Group health's proposal (decision 052): the proposer is self (step1.3's name and date of
 * birth, step1's mobile, step1.4's e-mail); every member step1.1 chose is insured, in step1.3's
 * order (self, spouse, sons, daughters). Answers of members no longer chosen are left out.
 * Group health names no nominee (spec 03 §5: its nominee checks do not apply).
 */
export function groupHealthProposal(answers: Answers): PolicyProposal {
  const chosen = memberSelectionOf(answers);
  const insured = INSURED_SLOTS.filter((slot) => {
    if (slot.kind === 'spouse') return chosen.spouse;
    if (slot.kind === 'son') return slot.index <= chosen.sons;
    if (slot.kind === 'daughter') return slot.index <= chosen.daughters;
    return true;
  }).map((slot) => ({
    name: text(answers[slot.nameField]),
    relation: slot.kind,
    dob: dobOf(answers, slot.dobField),
  }));
  const email = text(answers.email);
  const self = insured[0];
  return {
    proposer: {
      name: self?.name ?? '',
      mobile: text(answers.mobile),
      ...(self?.dob ? { dob: self.dob } : {}),
      ...(email ? { email } : {}),
    },
    insured,
    nominee: null,
  };
}
