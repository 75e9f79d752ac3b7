import type { Answers, JourneyRegistry } from '@tara/core';
import type { Tx } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { CardView } from '../cards/view.js';
import { type LeadOwner, type LeadRow, lockLead } from '../leads/data.js';
import { checkStep } from './checkStep.js';
import { leadApplyStep } from './form.js';
import { withWholeAadhaar } from './wholeAadhaar.js';

export const FINISH_FIRST = 'Please complete the application first';

/**
 * A finished card-journey lead of the caller, locked and checked before it goes to the issuer;
 * the values sent carry the whole Aadhaar number given with the request where the issuer
 * needs it (the lead keeps only its last 4: decision 061).
 */
export async function journeyLead(
  tx: Tx,
  args: {
    owner: LeadOwner;
    leadId: string | undefined;
    card: CardView;
    journeys: JourneyRegistry;
    aadhaar: string | undefined;
    now: Date;
  },
): Promise<{ lead: LeadRow; values: Answers }> {
  const { owner, leadId, card, now } = args;
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  const lead = await lockLead(tx, leadId, owner);
  if (!lead || lead.status === 'abandoned' || !lead.journey.startsWith('credit-cards/')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  if (lead.status !== 'complete') throw httpError(409, FINISH_FIRST);
  checkStep(leadApplyStep(card.provider_id ?? 0), lead.answers, now);
  const def = args.journeys.find(lead.journey, lead.version);
  const values = withWholeAadhaar(def, lead.answers, card.provider_alias, args.aadhaar);
  return { lead, values };
}
