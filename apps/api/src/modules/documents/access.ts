import type { DbOrTx } from '../../db/types.js';
import type { Actor } from '../auth/deps.js';
import { ownerOf } from '../auth/deps.js';
import { findLead, type LeadRow, readLead } from '../leads/data.js';

/**
 * The lead if this caller may see its documents: the lead's owner (its visitor or user), or
 * staff in an admin session. Null otherwise, which callers answer 404, so that ids can't be
 * probed.
 */
export async function leadForActor(
  db: DbOrTx,
  leadId: string,
  actor: Actor,
): Promise<LeadRow | null> {
  const own = await readLead(db, leadId, ownerOf(actor));
  if (own) return own;
  return actor.isAdmin ? findLead(db, leadId) : null;
}
