import { CONSENT_TEXTS } from '@tara/core';
import type { Tx } from '../../db/types.js';
import { insertConsent } from '../consents/data.js';
import type { LeadRow } from '../leads/data.js';
import { linkVerifiedUser } from '../leads/linkVerifiedUser.js';
import type { SubmissionPass } from './submissionGate.js';

/**
 * The applicant's say-so, kept with the submission's claim (decision 028): the mobile the OTP
 * proved now links the lead to its user, and the acceptance is recorded as a 'submission'
 * consent for this card. The lead row is updated in place for the rest of the submission.
 */
export async function recordSay(
  tx: Tx,
  lead: LeadRow,
  pass: SubmissionPass,
  cardId: number,
  now: Date,
): Promise<void> {
  if (pass.provedMobile !== null && lead.answers.mobile === pass.provedMobile) {
    const user = await linkVerifiedUser(tx, lead, pass.provedMobile, now);
    lead.userId = user.id;
    lead.verifiedMobile = pass.provedMobile;
  }
  const { version } = CONSENT_TEXTS.submission;
  await insertConsent(tx, {
    leadId: lead.id,
    userId: lead.userId,
    purpose: 'submission',
    version,
    subject: String(cardId),
    now,
  });
}
