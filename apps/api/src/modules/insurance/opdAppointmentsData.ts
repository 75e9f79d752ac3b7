import { and, eq, sql } from 'drizzle-orm';
import type { OpdAppointmentRecord } from '../../db/insuranceSchema.js';
import { insurancePolicies } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

/**
 * Keeps the booking in the issued policy's proposal (decision 053), in one statement: the
 * jsonb is merged in place, so a concurrent write to the policy is not lost. False when the
 * policy is no longer issued.
 */
export async function saveOpdAppointment(
  db: DbOrTx,
  policyId: string,
  record: OpdAppointmentRecord,
): Promise<boolean> {
  const rows = await db
    .update(insurancePolicies)
    .set({
      proposal: sql`${insurancePolicies.proposal} || jsonb_build_object('opdAppointment', ${JSON.stringify(record)}::jsonb)`,
    })
    .where(and(eq(insurancePolicies.id, policyId), eq(insurancePolicies.state, 'issued')))
    .returning({ id: insurancePolicies.id });
  return rows.length === 1;
}
