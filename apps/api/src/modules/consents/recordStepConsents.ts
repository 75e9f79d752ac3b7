import { type Answers, CONSENT_FIELDS, CONSENT_TEXTS } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { insertConsent } from './data.js';

/**
 * A saved step's ticked consent boxes (core's `CONSENT_FIELDS`, e.g. the credit-bureau box)
 * recorded with the version of their text (decision 029). A box left unticked records nothing
 * (the step refuses it anyway when it is required).
 */
export async function recordStepConsents(
  db: DbOrTx,
  lead: { id: string; userId: string | null },
  values: Answers,
  now: Date,
): Promise<void> {
  for (const [field, purpose] of Object.entries(CONSENT_FIELDS)) {
    if (values[field] !== true) continue;
    const { version } = CONSENT_TEXTS[purpose];
    await insertConsent(db, { leadId: lead.id, userId: lead.userId, purpose, version, now });
  }
}
