import { CONSENT_TEXTS, type ConsentPurpose, type ConsentView, consentWords } from '@tara/core';
import type { ConsentRow } from './data.js';

/** A consent record as the profile shows it: with the title and text of its purpose. */
export function consentView(row: ConsentRow): ConsentView {
  const purpose = row.purpose as ConsentPurpose;
  const text = Object.hasOwn(CONSENT_TEXTS, purpose) ? CONSENT_TEXTS[purpose] : undefined;
  return {
    id: row.id,
    purpose: row.purpose,
    title: text?.title ?? row.purpose,
    // The words shown: a lender named by the match's fact is the one recorded (decision 063).
    text: text ? consentWords(purpose, row.subject) : '',
    version: row.version,
    lead_id: row.leadId,
    subject: row.subject,
    given_at: row.givenAt.toISOString(),
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  };
}
