import { and, desc, eq, inArray } from 'drizzle-orm';
import { leadCalls } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { IDFC_CALL } from '../../partners/idfc/types.js';
import { NACL_CALL } from '../../partners/northernArc/types.js';

// Mandates live in the call runner's `lead_calls` rows (decision 022): idfc.sendEnachUrl (or
// idfc.enach when it made the mandate) keeps the mandate id as external_ref and the masked
// mandate as its request; idfc.enach's row, once answered, holds the bank's outcome.

// The credit line's nacl.enach (decision 036) makes its mandate and waits on the same row.

/** The calls that wait for a mandate's outcome; the bank's callback settles one of them. */
export const MANDATE_WAITING_CALLS = [IDFC_CALL.enach, NACL_CALL.enach] as const;
export type MandateWaitingCall = (typeof MANDATE_WAITING_CALLS)[number];
const MANDATE_CALLS: string[] = [IDFC_CALL.sendEnachUrl, ...MANDATE_WAITING_CALLS];
const isWaitingCall = (call: string): call is MandateWaitingCall =>
  (MANDATE_WAITING_CALLS as readonly string[]).includes(call);

export interface MandateView {
  mandateId: string;
  leadId: string;
  /** Masked account, IFSC, holder, account type, amount in paise, the loan amount asked. */
  details: Record<string, unknown>;
  /** registered | declined once idfc.enach is answered; null while the bank has not said. */
  outcome: string | null;
  /** The call waiting for it (idfc.enach, nacl.enach); null before one waits. */
  waitingCall: MandateWaitingCall | null;
}

/** A mandate by its id, or null. */
export async function findMandate(db: DbOrTx, mandateId: string): Promise<MandateView | null> {
  const rows = await db
    .select()
    .from(leadCalls)
    .where(and(inArray(leadCalls.call, MANDATE_CALLS), eq(leadCalls.externalRef, mandateId)));
  return mandateOf(mandateId, rows);
}

/** The newest mandate made for a lead, or null. */
export async function latestMandate(db: DbOrTx, leadId: string): Promise<MandateView | null> {
  const [newest] = await db
    .select({ ref: leadCalls.externalRef })
    .from(leadCalls)
    .where(and(eq(leadCalls.leadId, leadId), inArray(leadCalls.call, MANDATE_CALLS)))
    .orderBy(desc(leadCalls.createdAt))
    .limit(1);
  return newest?.ref ? findMandate(db, newest.ref) : null;
}

function mandateOf(mandateId: string, rows: (typeof leadCalls.$inferSelect)[]): MandateView | null {
  const made = rows.find((r) => r.call === IDFC_CALL.sendEnachUrl) ?? rows[0];
  if (!made) return null;
  const waiting = rows.find((r) => isWaitingCall(r.call));
  return {
    mandateId,
    leadId: made.leadId,
    details: made.request ?? {},
    outcome: waiting?.state === 'answered' ? waiting.outcome : null,
    waitingCall: waiting && isWaitingCall(waiting.call) ? waiting.call : null,
  };
}
