import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { recordAdminStatuses } from '../leads/recordAdminStatuses.js';

/**
 * Records an insurance lead status the server decides (258 quote generated, 263 payment
 * completed; decision 055) in the lead's status history, as the steps record theirs.
 */
export async function recordInsuranceStatus(
  db: DbOrTx,
  leadId: string,
  userId: string,
  status: number,
  now: Date,
): Promise<void> {
  const [lead] = await db
    .select({ id: leads.id, adminStatus: leads.adminStatus })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return;
  await recordAdminStatuses(db, lead, [String(status)], { visitorId: null, userId }, now);
}
