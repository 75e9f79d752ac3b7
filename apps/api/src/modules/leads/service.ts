import type { JourneyDef, JourneyRegistry, LeadView } from '@tara/core';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { abandonLeads, type LeadOwner, type LeadRow, latestLead } from './data.js';
import { formUserOf, isMobileVerified } from './leadContext.js';
import type { LeadDeps } from './leadDeps.js';
import { leadView } from './view.js';

export type { LeadDeps, SaveRequest } from './leadDeps.js';

/** The journey a lead was started on, at its version. */
export function journeyOf(journeys: JourneyRegistry, lead: LeadRow): JourneyDef {
  const def = journeys.find(lead.journey, lead.version);
  if (!def) throw new Error(`journey ${lead.journey} v${lead.version} is not registered`);
  return def;
}

/** GET /lead/current: the owner's most recent lead of a journey. */
export async function currentLead(
  deps: LeadDeps,
  owner: LeadOwner,
  journey: string,
): Promise<LeadView> {
  const lead = await latestLead(deps.db, owner, journey);
  if (!lead) throw httpError(404, LEAD_NOT_FOUND);
  const formUser = await formUserOf(deps.db, lead.userId);
  const verified = isMobileVerified(lead.verifiedMobile, lead.answers, formUser);
  return leadView(lead, journeyOf(deps.journeys, lead), verified);
}

/** POST /lead/reset: the owner starts the journey afresh; earlier leads are abandoned. */
export async function resetLeads(
  deps: LeadDeps,
  owner: LeadOwner,
  journey: string,
): Promise<number> {
  if (!owner.visitorId && !owner.userId) return 0;
  const now = deps.now();
  return deps.db.transaction((tx) => abandonLeads(tx, owner, journey, now));
}
