import { type CallFacts, fillFacts } from '../engine/fillFacts.js';
import { CONSENT_TEXTS, type ConsentPurpose } from '../journeyModel/consentPurposes.js';

/**
 * Who a consent was given for, as its record keeps it (`consents.subject`, decision 063): the
 * party its text names by a call's fact (the lender the personal loan's match chose), filled
 * in; '' for a consent whose parties are written out. Null when that fact is missing.
 */
export function consentSubject(
  purpose: ConsentPurpose,
  calls: CallFacts | undefined,
): string | null {
  const named = CONSENT_TEXTS[purpose].allows?.find((s) => s.party.startsWith('{'));
  if (!named) return '';
  const subject = fillFacts(named.party, calls);
  return subject === named.party ? null : subject;
}

/** A consent's text as it was shown: its `{call.fact}` token as the subject recorded. */
export function consentWords(purpose: ConsentPurpose, subject: string): string {
  const { text } = CONSENT_TEXTS[purpose];
  return subject ? text.replace(/\{[^{}]+\}/g, subject) : text;
}
