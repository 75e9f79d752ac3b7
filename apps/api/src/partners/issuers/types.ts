import type { Answers } from '@tara/core';
import type { UtmFields } from '@tara/core/cardLeads';

// One interface for every card issuer (DESIGN principle 4). An adapter turns the applicant's
// card form values into the issuer's payload (with @tara/core/cardLeads) and submits it.

export const ISSUER_ALIASES = ['sbi', 'rbl', 'icici', 'hdfc', 'citi', 'amex', 'stashfin'] as const;
export type IssuerAlias = (typeof ISSUER_ALIASES)[number];

export const isIssuerAlias = (alias: string | null | undefined): alias is IssuerAlias =>
  (ISSUER_ALIASES as readonly string[]).includes(alias ?? '');

/** Our status codes of a provider response (01 §3); 3 is rejected or cancelled. */
export const APPLICATION_STATUS = { approved: 1, inProcess: 2, rejected: 3 } as const;

export interface ApplicationCard {
  id: number;
  name: string;
  slug: string;
}

/** What the API hands an adapter: the form values and who is applying for what. */
export interface IssuerApplication {
  leadId: string;
  card: ApplicationCard;
  /** 1 for the first try of this lead and card, 2 for the first retry, … */
  attempt: number;
  values: Answers;
  /** The logged-in user, when there is one. */
  userId: string | null;
  utm: UtmFields;
  /** True when the values came from the instant-apply form. */
  instantApply: boolean;
}

/** The issuer's answer: the provider response record without our ids. */
export interface IssuerDecision {
  status: number;
  referenceId: string | null;
  declineReason: string | null;
  /** The issuer's own status word, kept as sent. */
  providerStatus: string;
  /** Safe to store: no PAN, Aadhaar, mobile or e-mail. */
  meta: Record<string, unknown>;
}

/** The issuer could not be reached or answered with a server error: nothing was decided. */
export class IssuerUnavailable extends Error {
  constructor(
    readonly alias: IssuerAlias,
    readonly kind: 'timeout' | 'server-error',
  ) {
    super(`${alias}: ${kind}`);
    this.name = 'IssuerUnavailable';
  }
}

export interface IssuerAdapter {
  readonly alias: IssuerAlias;
  readonly providerId: number;
  readonly mode: 'sandbox' | 'live';
  /** The issuer's payload, built with the core mappings (never logged or stored whole). */
  payload(application: IssuerApplication): Record<string, unknown>;
  /** Submits the application; throws IssuerUnavailable when the issuer cannot answer. */
  submit(application: IssuerApplication): Promise<IssuerDecision>;
  /** The application's status now, by its reference; throws IssuerUnavailable likewise. */
  status(query: StatusQuery): Promise<IssuerDecision>;
}

/** What a status check sends: the issuer's reference and the answer we hold. */
export interface StatusQuery {
  referenceId: string;
  status: number;
  declineReason: string | null;
  providerStatus: string | null;
}

export type IssuerAdapters = Readonly<Record<IssuerAlias, IssuerAdapter>>;
