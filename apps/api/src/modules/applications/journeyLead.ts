import type { Answers } from '@tara/core';
import type { Tx } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { CardView } from '../cards/view.js';
import { type LeadOwner, type LeadRow, lockLead } from '../leads/data.js';
import { checkStep } from './checkStep.js';
import { leadApplyStep } from './form.js';

export const FINISH_FIRST = 'Please complete the application first';

/** A finished card-journey lead of the caller, locked and checked before it goes to the issuer. */
export async function journeyLead(
  tx: Tx,
  owner: LeadOwner,
  leadId: string | undefined,
  card: CardView,
  now: Date,
): Promise<{ lead: LeadRow; values: Answers }> {
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  const lead = await lockLead(tx, leadId, owner);
  if (!lead || lead.status === 'abandoned' || !lead.journey.startsWith('credit-cards/')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  if (lead.status !== 'complete') throw httpError(409, FINISH_FIRST);
  checkStep(leadApplyStep(card.provider_id ?? 0), lead.answers, now);
  return { lead, values: lead.answers };
}
