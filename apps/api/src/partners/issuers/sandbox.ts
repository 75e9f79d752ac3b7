import { answerText } from '@tara/core';
import {
  APPLICATION_STATUS,
  type IssuerAlias,
  type IssuerApplication,
  type IssuerDecision,
  IssuerUnavailable,
  type StatusQuery,
} from './types.js';

// The deterministic sandbox every issuer uses by default (README "Issuer sandbox"). It decides
// by the 5th character of the PAN (the first letter of the holder's surname):
//   R → rejected (status 3, 'Policy: income below threshold')
//   F → the issuer cannot be reached, on every attempt (timeout or 5xx)
//   T → transient: the first attempt fails, later attempts are approved
//   P → in process (status 2), with a reference id
//   anything else → approved (status 1), with a reference id derived from the lead id

export const SANDBOX_DECLINE_REASON = 'Policy: income below threshold';

/** The issuer's own status words, per outcome. */
export interface SandboxWords {
  approved: string;
  inProcess: string;
  rejected: string;
}

/** `SBI-1A2B3C4D5E-6`: the alias, the first 10 hex digits of the lead id, the card id. */
export function sandboxReferenceId(alias: IssuerAlias, leadId: string, cardId: number): string {
  const hex = leadId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 10)
    .toUpperCase();
  return `${alias.toUpperCase()}-${hex}-${cardId}`;
}

export function sandboxDecision(
  alias: IssuerAlias,
  words: SandboxWords,
  application: IssuerApplication,
): IssuerDecision {
  const pan = answerText(application.values.pancard)?.toUpperCase() ?? '';
  const marker = pan.charAt(4);
  const meta = { adapter: 'sandbox', attempt: application.attempt, marker: marker || null };
  if (marker === 'F') {
    throw new IssuerUnavailable(alias, application.attempt % 2 === 1 ? 'timeout' : 'server-error');
  }
  if (marker === 'T' && application.attempt === 1) throw new IssuerUnavailable(alias, 'timeout');
  const referenceId = sandboxReferenceId(alias, application.leadId, application.card.id);
  // R: declined, P: in process, anything else: approved.
  const outcome = marker === 'R' ? 'rejected' : marker === 'P' ? 'inProcess' : 'approved';
  return {
    status: APPLICATION_STATUS[outcome],
    referenceId,
    declineReason: outcome === 'rejected' ? SANDBOX_DECLINE_REASON : null,
    providerStatus: words[outcome],
    meta,
  };
}

/**
 * The sandbox's status check: an application in process has been approved since (so a
 * refresh shows a change); any other answer stands.
 */
export function sandboxStatus(words: SandboxWords, query: StatusQuery): IssuerDecision {
  const meta = { adapter: 'sandbox', check: 'status' };
  if (query.status === APPLICATION_STATUS.inProcess) {
    const approved = APPLICATION_STATUS.approved;
    return {
      status: approved,
      referenceId: query.referenceId,
      declineReason: null,
      providerStatus: words.approved,
      meta,
    };
  }
  return {
    status: query.status,
    referenceId: query.referenceId,
    declineReason: query.declineReason,
    providerStatus: query.providerStatus ?? '',
    meta,
  };
}
