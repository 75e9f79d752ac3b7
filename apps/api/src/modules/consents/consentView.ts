import { CONSENT_TEXTS, type ConsentPurpose, type ConsentView } from '@tara/core';
import type { ConsentRow } from './data.js';

/** A consent record as the profile shows it: with the title and text of its purpose. */
export function consentView(row: ConsentRow): ConsentView {
  const text = CONSENT_TEXTS[row.purpose as ConsentPurpose];
  return {
    id: row.id,
    purpose: row.purpose,
    title: text?.title ?? row.purpose,
    text: text?.text ?? '',
    version: row.version,
    lead_id: row.leadId,
    subject: row.subject,
    given_at: row.givenAt.toISOString(),
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  };
}
