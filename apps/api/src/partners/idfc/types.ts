import type { DbOrTx } from '../../db/types.js';
import type { AccountType, EnachAccount } from '../loans/loanAnswers.js';
import { PAN_UNAVAILABLE, type PanCheck, type PanRequest } from '../loans/panCheck.js';
import type { SmsAdapter } from '../sms/types.js';

export type { AccountType, EnachAccount, PanCheck, PanRequest };
export { PAN_UNAVAILABLE };

// IDFC FIRST Bank, the business-loan partner (spec 02 §7, decision 022). The client speaks the
// bank's calls one method each; the journey's `PartnerCall`s (idfcCalls.ts) are thin wrappers
// that turn answers into these requests and the answers into outcomes.

/** The call names journey steps use (one step makes each). */
export const IDFC_CALL = {
  addLead: 'idfc.addLead',
  validatePan: 'idfc.validatePan',
  approvalStatus: 'idfc.approvalStatus',
  /** Step17: the business KYC (decision 022: the credit line's validate/businesskyc path). */
  businessKyc: 'idfc.businessKyc',
  /** Step22: the credit approval and offer (the spec's cb-eligibility call). */
  creditApproval: 'idfc.creditApproval',
  enachBank: 'idfc.enachBank',
  sendEnachUrl: 'idfc.sendEnachUrl',
  enach: 'idfc.enach',
  pnachStatus: 'idfc.pnachStatus',
  eAgreement: 'idfc.eAgreement',
} as const;

/** The e-mandate's failure text (spec 02 §8, BL-77). */
export const ENACH_FAILED = 'Something went wrong';

export interface AddLeadRequest {
  leadId: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  mobile: string | null;
  loanAmount: number | null;
  tenure: number | null;
}

/** approval-status and cb-eligibility: the spec leaves their payload open (BL-67); ours. */
export interface LoanRequest {
  partnerLeadRef: string;
  loanAmount: number | null;
  tenure: number | null;
}

export interface BusinessKycRequest extends LoanRequest {
  /** The document step15 named (gstin, fssai, shopEstablishment) and its id; none: null. */
  documentKind: string | null;
  documentId: string | null;
}

export interface CbEligibilityRequest extends LoanRequest {
  metroCardNo: string | null;
  userId: string | null;
  mobile: string | null;
}

export type CbEligibility =
  | {
      outcome: 'eligible';
      offeredAmountPaise: number;
      /** Yearly interest in basis points (1850 = 18.5 %): an integer, like money. */
      interestRateBps: number;
      tenureMinMonths: number;
      tenureMaxMonths: number;
    }
  | { outcome: 'rejected'; reason: string };

export interface EnachBankRequest {
  bankIfscCode: string;
  leadId: string;
  mandateType: 'PHYSICAL' | 'DIGITAL';
}

/** A mandate to create: the account, its maximum debit, and whom to send the link to. */
export interface MandateRequest extends EnachAccount {
  partnerLeadRef: string;
  amountPaise: number;
  mobile: string | null;
  /** The loan amount the sandbox decides by (rupees). */
  loanAmount: number | null;
}

/** Documents the bank takes (spec 02 §3.3 ids: shop pic 23, profile pic 18, physical NACH 39). */
export type IdfcDocumentKind = 'picture' | 'selfie' | 'pnach' | 'otherKyc';

export interface UploadDocRequest {
  partnerLeadRef: string;
  kind: IdfcDocumentKind;
  documentType: number;
  mime: string;
  bytes: Uint8Array;
}

/** One method per call of spec 02 §7. Throws PartnerUnavailable when the bank cannot answer. */
export interface IdfcClient {
  readonly mode: 'sandbox' | 'live';
  addLead(req: AddLeadRequest, attempt: number): Promise<{ partnerLeadRef: string }>;
  validatePan(req: PanRequest, attempt: number): Promise<PanCheck>;
  approvalStatus(
    req: LoanRequest,
    attempt: number,
  ): Promise<{ outcome: 'approved' } | { outcome: 'rejected'; reason: string }>;
  /** The business KYC of step17 (the business document the applicant confirmed). */
  businessKyc(
    req: BusinessKycRequest,
    attempt: number,
  ): Promise<{ outcome: 'verified' } | { outcome: 'rejected'; reason: string }>;
  cbEligibility(req: CbEligibilityRequest, attempt: number): Promise<CbEligibility>;
  enachBank(
    req: EnachBankRequest,
    attempt: number,
  ): Promise<{ supported: boolean; bankName: string | null }>;
  /** Creates the mandate and has its link sent to the applicant; answers the mandate id. */
  sendEnachUrl(req: MandateRequest, attempt: number): Promise<{ mandateId: string }>;
  /** Sends the link of an existing mandate again (no second mandate). */
  resendEnachUrl(mandateId: string, req: MandateRequest): Promise<void>;
  pnachStatus(req: LoanRequest, attempt: number): Promise<'accepted' | 'rejected'>;
  eAgreement(req: LoanRequest, attempt: number): Promise<'accepted'>;
  uploadDoc(req: UploadDocRequest): Promise<{ documentRef: string }>;
}

/** How the IDFC calls are made: the sandbox (default) or the bank's API. */
export type IdfcMode =
  | { mode: 'sandbox' }
  | { mode: 'live'; baseUrl: string; apiKey: string; timeoutMs?: number; fetch?: typeof fetch };

export interface IdfcConfig {
  idfc: IdfcMode;
  db: DbOrTx;
  now: () => Date;
  /** The sandbox sends the mandate link with it (the SMS outbox outside production). */
  sms: SmsAdapter;
  /** Where the mandate link points (PUBLIC_ORIGIN); unset: a path on the API's own origin. */
  publicOrigin?: string | undefined;
}
