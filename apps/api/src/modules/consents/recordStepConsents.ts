import {
  type Answers,
  type CallFacts,
  CONSENT_FIELDS,
  CONSENT_TEXTS,
  type ConsentPurpose,
  consentSubject,
  type StepDef,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { insertConsent } from './data.js';

/**
 * A saved step's ticked consent boxes recorded with the version of their text (decision 029):
 * the boxes that declare their consent (`FieldDef.consent`, decision 063; one naming the lender
 * a call chose is recorded for that lender, its subject) and the card journeys' bureau box
 * (core's `CONSENT_FIELDS`). A box left unticked records nothing (a required one is refused).
 */
export async function recordStepConsents(
  db: DbOrTx,
  lead: { id: string; userId: string | null; calls?: CallFacts | null },
  saved: { step: StepDef; values: Answers },
  now: Date,
): Promise<void> {
  const given = new Map<ConsentPurpose, string>();
  for (const field of saved.step.fields) {
    if (saved.values[field.name] !== true) continue;
    const purpose =
      field.consent ??
      (Object.hasOwn(CONSENT_FIELDS, field.name) ? CONSENT_FIELDS[field.name] : null);
    if (!purpose) continue;
    given.set(purpose, consentSubject(purpose, lead.calls ?? undefined) ?? '');
  }
  for (const [purpose, subject] of given) {
    const { version } = CONSENT_TEXTS[purpose];
    await insertConsent(db, {
      leadId: lead.id,
      userId: lead.userId,
      purpose,
      version,
      subject,
      now,
    });
  }
}
