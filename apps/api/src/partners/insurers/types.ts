import type { InsuranceProduct, InsuredRelation, InsurerId } from '@tara/core';

// An insurer: it issues a policy for a paid proposal, or refuses it with a message; when it
// cannot answer (a 5xx, a timeout) it throws PartnerUnavailable and nothing was decided
// (decision 045). The insurance journeys of the next round call it after the payment.

export const INSURER_ISSUE_CALL = 'insurer.issuePolicy';
export const ISSUE_OUTCOMES = ['issued', 'refused'] as const;

/** Shown when the insurer cannot answer (the lead-creation default, spec 03 §8). */
export const INSURER_UNAVAILABLE = 'Something went wrong, please try later!';

export interface InsuredPerson {
  name: string;
  /** Who the person is to the proposer; `self` for single covers (Insta OPD: parents too). */
  relation: InsuredRelation;
  /** YYYY-MM-DD. */
  dob: string;
}

export interface PolicyNominee {
  name: string;
  /** The relation's label ('Spouse', 'Father', ...). */
  relation: string;
  /** YYYY-MM-DD. */
  dob: string;
}

export interface PolicyRequest {
  leadId: string;
  product: InsuranceProduct;
  insurer: InsurerId;
  instrumentId: number;
  planId: number;
  sumInsuredPaise: number;
  /** GST included. */
  premiumPaise: number;
  proposer: { name: string; mobile: string; email?: string; dob?: string };
  insured: InsuredPerson[];
  nominee: PolicyNominee | null;
  /** The first day of cover, YYYY-MM-DD. */
  startDate: string;
}

export type PolicyAnswer =
  | {
      outcome: 'issued';
      policyNumber: string;
      /** YYYY-MM-DD, both inclusive: a year of cover. */
      startDate: string;
      endDate: string;
    }
  | { outcome: 'refused'; message: string };

/** The validate-only answer: taken, or refused with the insurer's message. */
export type ProposalCheck = { outcome: 'valid' } | { outcome: 'refused'; message: string };

/** An insurer, sandbox or live. Throws PartnerUnavailable when it cannot answer. */
export interface InsurerClient {
  readonly mode: 'sandbox' | 'live';
  /**
   * The validate-only lead creation before payment (`validateOnly: 1`, `paymentId: null`,
   * decision 048): would the insurer take this proposal? Issues nothing.
   */
  validateProposal(request: PolicyRequest): Promise<ProposalCheck>;
  issuePolicy(request: PolicyRequest, attempt: number): Promise<PolicyAnswer>;
}
