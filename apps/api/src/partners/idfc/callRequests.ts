import { answerText, BUSINESS_DOCUMENTS, type Scalar } from '@tara/core';

const BUSINESS_DOCUMENT_KEYS: Record<string, string> = { ...BUSINESS_DOCUMENTS };

import { maskAccount } from '../loans/accountMask.js';
import { enachAccount, loanApplicant, mandateTypeOf } from '../loans/loanAnswers.js';
import type { PartnerCallInput } from '../partnerCall.js';
import { IDFC_CALL, type MandateRequest } from './types.js';

// The IDFC calls' requests, built from a call's answers and earlier facts: what `input()`
// returns (the claim key) and what `run()` sends are the same object.

/** What of a call the requests are built from (a resend builds them from the lead alike). */
export type CallBasis = Pick<PartnerCallInput, 'leadId' | 'answers' | 'facts'>;

/** The applicant, and the bank's reference of the lead (idfc.addLead's; else our lead id). */
export function lead(call: CallBasis) {
  const applicant = loanApplicant(call.answers);
  const ref = call.facts[IDFC_CALL.addLead]?.partnerLeadRef;
  return { applicant, partnerLeadRef: typeof ref === 'string' ? ref : call.leadId };
}

/** approval-status, pnach-status, e-agreement: the spec leaves their payload open (BL-67). */
export function loanInput(call: PartnerCallInput) {
  const { applicant, partnerLeadRef } = lead(call);
  return { partnerLeadRef, loanAmount: applicant.loanAmount, tenure: applicant.tenure };
}

/** The mandate a lead asks for (its account, amount and mobile), or null while incomplete. */
export const mandateInput = (call: CallBasis): MandateRequest | null =>
  mandateRequest(call, lead(call));

export const panInput = (call: PartnerCallInput) => {
  const a = loanApplicant(call.answers);
  return {
    pan: a.pan ?? '',
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
  };
};

export const cbInput = (
  call: PartnerCallInput,
  { applicant, partnerLeadRef }: ReturnType<typeof lead>,
) => ({
  partnerLeadRef,
  loanAmount: applicant.loanAmount,
  tenure: applicant.tenure,
  metroCardNo: applicant.metroCardNo,
  userId: call.userId,
  mobile: applicant.mobile,
});

export const enachBankInput = (call: PartnerCallInput, partnerLeadRef: string) => ({
  bankIfscCode: String(call.answers.bankIfscCode ?? '')
    .trim()
    .toUpperCase(),
  leadId: partnerLeadRef,
  mandateType: mandateTypeOf(call.answers),
});

/** The mandate id an earlier step's idfc.sendEnachUrl answered. */
export const sentMandate = (call: PartnerCallInput): string | null => {
  const id = call.facts[IDFC_CALL.sendEnachUrl]?.mandateId;
  return typeof id === 'string' ? id : null;
};

/** Step17: the business document step15 named, with the loan (the sandbox decides by it). */
export function businessKycInput(call: PartnerCallInput) {
  const { applicant, partnerLeadRef } = lead(call);
  const kind = answerText(call.answers.businessDocumentType);
  const key = kind ? BUSINESS_DOCUMENT_KEYS[kind] : undefined;
  const id = key ? (answerText(call.answers[key])?.toUpperCase() ?? null) : null;
  return {
    partnerLeadRef,
    loanAmount: applicant.loanAmount,
    tenure: applicant.tenure,
    documentKind: kind && kind !== 'none' ? kind : null,
    documentId: id,
  };
}

/** The mandate to ask for: the account, and the offer (else the amount asked) as its ceiling. */
function mandateRequest(
  call: CallBasis,
  { applicant, partnerLeadRef }: ReturnType<typeof lead>,
): MandateRequest | null {
  const account = enachAccount(call.answers);
  if (!account) return null;
  const offered = call.facts[IDFC_CALL.creditApproval]?.offeredAmountPaise;
  const amountPaise =
    typeof offered === 'number' ? offered : applicant.loanAmount ? applicant.loanAmount * 100 : 0;
  return {
    ...account,
    partnerLeadRef,
    amountPaise,
    mobile: applicant.mobile,
    loanAmount: applicant.loanAmount,
  };
}

/** The claim key of a mandate: what the bank receives (an incomplete account: nothing). */
export const mandateInputKey = (req: MandateRequest | null): Record<string, Scalar> =>
  req
    ? {
        partnerLeadRef: req.partnerLeadRef,
        bankAccountNo: req.bankAccountNo,
        bankIfscCode: req.bankIfscCode,
        accountHolderName: req.accountHolderName,
        accountType: req.accountType,
        amountPaise: req.amountPaise,
      }
    : { account: null };

/** The mandate as kept in the call's record (what the sandbox bank page shows). */
export const maskedMandate = (req: MandateRequest) => ({
  bankAccountNo: maskAccount(req.bankAccountNo),
  bankIfscCode: req.bankIfscCode,
  accountHolderName: req.accountHolderName,
  accountType: req.accountType,
  amountPaise: req.amountPaise,
  loanAmount: req.loanAmount,
});
