import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leadStatusHistory, leads } from '../../db/schema.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { type Actor, type AuthDeps, ownerOf } from '../auth/deps.js';
import { lockLead } from './data.js';

export interface AdminStatusChange {
  lead_admin_status: string;
  utm: Record<string, string | null> | null;
}

/**
 * Sets the lead's admin status (owner only: 404 otherwise, and for an abandoned lead) and
 * keeps every change as a history row; the same status again changes nothing.
 */
export async function setAdminStatus(
  deps: Pick<AuthDeps, 'db' | 'now'>,
  actor: Actor,
  leadId: string,
  body: AdminStatusChange,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, ownerOf(actor));
    if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
    const status = body.lead_admin_status;
    const changed = lead.adminStatus !== status;
    if (changed) {
      await tx.update(leads).set({ adminStatus: status }).where(eq(leads.id, lead.id));
      await tx.insert(leadStatusHistory).values({
        id: randomUUID(),
        leadId: lead.id,
        status,
        previous: lead.adminStatus,
        utm: body.utm,
        visitorId: actor.visitorId,
        userId: actor.user?.id ?? null,
        createdAt: now,
      });
    }
    return { data: { results: { lead_id: lead.id, lead_admin_status: status, changed } } };
  });
}
