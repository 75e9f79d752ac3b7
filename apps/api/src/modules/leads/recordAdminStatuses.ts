import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leadStatusHistory, leads } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

export interface StatusWriter {
  visitorId: string | null;
  userId: string | null;
}

/**
 * Records admin statuses a lead passed (a step's `adminStatuses`, an insurance quote or
 * payment: spec 03 §3's codes 256–263, decision 055), each once in its history, as
 * `/lead/{id}/update-status` records a change; the last becomes the lead's admin status.
 * A status already in the history (a step saved again) is not recorded twice.
 */
export async function recordAdminStatuses(
  tx: DbOrTx,
  lead: { id: string; adminStatus: string | null },
  statuses: readonly string[],
  by: StatusWriter,
  now: Date,
): Promise<void> {
  if (statuses.length === 0) return;
  const seen = await tx
    .select({ status: leadStatusHistory.status })
    .from(leadStatusHistory)
    .where(eq(leadStatusHistory.leadId, lead.id));
  const done = new Set(seen.map((row) => row.status));
  let previous = lead.adminStatus;
  for (const status of statuses) {
    if (done.has(status)) continue;
    done.add(status);
    await tx.insert(leadStatusHistory).values({
      id: randomUUID(),
      leadId: lead.id,
      status,
      previous,
      utm: null,
      visitorId: by.visitorId,
      userId: by.userId,
      createdAt: now,
    });
    previous = status;
  }
  if (previous !== lead.adminStatus) {
    await tx.update(leads).set({ adminStatus: previous }).where(eq(leads.id, lead.id));
  }
}
