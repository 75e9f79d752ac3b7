import { type Answers, answerId, answerText, type Scalar } from '@tara/core';
import { enachAccount, loanApplicant, mandateTypeOf } from '../loans/loanAnswers.js';
import type { PartnerCallInput } from '../partnerCall.js';
import {
  NACL_CALL,
  type NaclApplicant,
  type NaclLeadRef,
  type NaclTransactionDetails,
} from './types.js';

// The Northern Arc calls' requests, built from a call's answers and earlier facts: what
// `input()` returns (the claim key) and what `run()` sends are the same values. The answer
// names are the credit-line journey's (packages/core/src/journeys/creditLine).

type Basis = Pick<PartnerCallInput, 'leadId' | 'answers' | 'facts'>;

const text = (answers: Answers, name: string): string | null => answerText(answers[name]) || null;

/** The applicant as add-unverified and cb-eligibility send it (02 §7). */
export function naclApplicant(answers: Answers): NaclApplicant {
  const a = loanApplicant(answers);
  return {
    name: text(answers, 'fullName'),
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    email: text(answers, 'email'),
    pan: a.pan ?? '',
    mobile: a.mobile,
    storeId: text(answers, 'storeCode'),
    storeUniqueId: text(answers, 'partnerText'),
  };
}

/** Our lead, the partner's reference (nacl.addLead's; else our lead id) and the PAN. */
export function naclLead(call: Basis): NaclLeadRef {
  const ref = call.facts[NACL_CALL.addLead]?.partnerLeadRef;
  return {
    leadId: call.leadId,
    partnerLeadRef: typeof ref === 'string' ? ref : call.leadId,
    pan: loanApplicant(call.answers).pan ?? '',
  };
}

/** The claim key of a call about the lead alone: the partner's reference and the PAN. */
export const leadKey = (call: Basis): Record<string, Scalar> => {
  const lead = naclLead(call);
  return { partnerLeadRef: lead.partnerLeadRef, pan: lead.pan };
};

/** The months of step19's expected tenure, or null. */
export const tenureOf = (answers: Answers): number | null => answerId(answers.expectedLoanTenure);

/** The business document step13 chose and its id. */
export function businessDocument(answers: Answers): { kind: string | null; id: string | null } {
  const kind = text(answers, 'businessDocumentType');
  const key: Record<string, string> = {
    gstin: 'gstinId',
    fssai: 'fssaiId',
    shopEstablishment: 'shopRegNo',
    udyam: 'udyamRegNo',
  };
  const name = kind ? key[kind] : undefined;
  return { kind, id: name ? (text(answers, name)?.toUpperCase() ?? null) : null };
}

/** The account of steps 22-26, or null while one is missing. */
export function transactionDetails(answers: Answers): NaclTransactionDetails | null {
  const account = enachAccount(answers);
  const bankName = text(answers, 'bankName');
  if (!account || !bankName) return null;
  const mode = answerId(answers.emandateMode);
  const mandateType = mandateTypeOf(answers);
  return {
    ...account,
    bankName,
    mandateType,
    emandateMode: mandateType === 'DIGITAL' && (mode === 1 || mode === 2) ? mode : null,
  };
}
