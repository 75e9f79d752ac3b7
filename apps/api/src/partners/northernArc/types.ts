import type { DbOrTx } from '../../db/types.js';
import type { BureauClient } from '../bureau/types.js';
import { PAN_UNAVAILABLE, type PanCheck, type PanRequest } from '../loans/panCheck.js';
import type { SmsAdapter } from '../sms/types.js';

// Northern Arc, the credit-line partner (spec 02 §7, decision 036). The client speaks the
// partner's calls one method each (the spec's paths under /leads/nacl and /lead/credit-line);
// the journey's `PartnerCall`s (naclCalls.ts) turn answers into requests and answers into
// outcomes.

/** The call names the credit-line journey's steps use (one step makes each). */
export const NACL_CALL = {
  /** step1: /leads/nacl/validate/pan. */
  validatePan: 'nacl.validatePan',
  /** step2: the credit-report pull through the credit bureau (02 §4.2). */
  creditReport: 'nacl.creditReport',
  /** step3: /leads/nacl/add-unverified. */
  addLead: 'nacl.addLead',
  /** step11: /lead/credit-line/validate/ckyc. */
  validateKyc: 'nacl.validateKyc',
  /** step14: /lead/credit-line/confirm/businesskyc. */
  confirmBusinessKyc: 'nacl.confirmBusinessKyc',
  /** step15: /lead/credit-line/validate/businesskyc. */
  validateBusinessKyc: 'nacl.validateBusinessKyc',
  /** step20: /leads/nacl/cb-eligibility. */
  cbEligibility: 'nacl.cbEligibility',
  /** step26: /lead/credit-line/transaction-details/encrypt. */
  transactionDetails: 'nacl.transactionDetails',
  /** step27: /leads/nacl/enach/send-url, then /leads/nacl/enach/status (or the callback). */
  enach: 'nacl.enach',
  /** step28: /leads/nacl/pnach-doc. */
  pnachDoc: 'nacl.pnachDoc',
  /** step29: /leads/nacl/upload-pnach-doc. */
  uploadPnachDoc: 'nacl.uploadPnachDoc',
  /** step30: /leads/nacl/pnach/status. */
  pnachStatus: 'nacl.pnachStatus',
  /** step31: the credit line agreement signed. */
  eAgreement: 'nacl.eAgreement',
} as const;

export { PAN_UNAVAILABLE };

/** Who the partner's calls are about: our lead, and the partner's reference once made. */
export interface NaclLeadRef {
  leadId: string;
  partnerLeadRef: string;
  /** The PAN (upper case): the sandbox decides by it; the live partner keys the lead by it. */
  pan: string;
}

/** /leads/nacl/add-unverified and cb-eligibility (02 §7: name, names, email, pan, store, mobile). */
export interface NaclApplicant {
  name: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string | null;
  pan: string;
  mobile: string | null;
  storeId: string | null;
  storeUniqueId: string | null;
}

export interface NaclOffer {
  outcome: 'offered';
  offeredAmountPaise: number;
  interestRateBps: number;
  tenureMonths: number;
}

/** The account of the mandate steps, sent encrypted (transaction-details/encrypt). */
export interface NaclTransactionDetails {
  bankName: string;
  bankAccountNo: string;
  bankIfscCode: string;
  accountHolderName: string;
  accountType: 7 | 3;
  mandateType: 'PHYSICAL' | 'DIGITAL';
  emandateMode: 1 | 2 | null;
}

/** One method per call of spec 02 §7. Throws PartnerUnavailable when the partner cannot answer. */
export interface NorthernArcClient {
  readonly mode: 'sandbox' | 'live';
  validatePan(req: PanRequest, attempt: number): Promise<PanCheck>;
  addLead(
    req: NaclApplicant & { leadId: string },
    attempt: number,
  ): Promise<{ partnerLeadRef: string }>;
  validateKyc(lead: NaclLeadRef, attempt: number): Promise<'verified' | 'rejected'>;
  confirmBusinessKyc(lead: NaclLeadRef, attempt: number): Promise<'confirmed'>;
  validateBusinessKyc(
    lead: NaclLeadRef & { documentKind: string | null; documentId: string | null },
    attempt: number,
  ): Promise<'verified' | 'rejected'>;
  cbEligibility(
    req: NaclApplicant & NaclLeadRef & { tenureMonths: number | null },
    attempt: number,
  ): Promise<NaclOffer | { outcome: 'declined' }>;
  /** Stores the account encrypted at the partner; answers the partner's token for it. */
  encryptTransactionDetails(
    lead: NaclLeadRef,
    details: NaclTransactionDetails,
    attempt: number,
  ): Promise<{ token: string }>;
  /** Reads the account back (masked by us before anything keeps it). */
  decryptTransactionDetails(lead: NaclLeadRef, token: string): Promise<NaclTransactionDetails>;
  /** Creates the e-mandate and has its link sent to `mobile`; answers the mandate id. */
  sendEnachUrl(
    lead: NaclLeadRef,
    mandate: { mobile: string; amountPaise: number },
    attempt: number,
  ): Promise<{ mandateId: string }>;
  /** Sends the link of an existing mandate again (no second mandate). */
  resendEnachUrl(mandateId: string, mobile: string): Promise<void>;
  enachStatus(mandateId: string): Promise<'registered' | 'declined' | 'pending'>;
  pnachDoc(lead: NaclLeadRef, attempt: number): Promise<{ formRef: string }>;
  uploadPnachDoc(
    lead: NaclLeadRef,
    documentId: string,
    attempt: number,
  ): Promise<{ documentRef: string }>;
  pnachStatus(lead: NaclLeadRef, attempt: number): Promise<'accepted' | 'pending'>;
  eAgreement(lead: NaclLeadRef, attempt: number): Promise<'accepted'>;
}

export interface NorthernArcConfig {
  client: NorthernArcClient;
  bureau: BureauClient;
  db: DbOrTx;
  now: () => Date;
}

export interface SandboxNaclDeps {
  sms: SmsAdapter;
  publicOrigin?: string | undefined;
}
