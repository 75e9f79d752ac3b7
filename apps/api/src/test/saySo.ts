import { eq, sql } from 'drizzle-orm';
import { leads } from '../db/schema.js';
import type { Database } from '../db/types.js';

/**
 * The applicant's say-so for tests about what follows it (decision 028): the lead's mobile
 * marked verified, as the lead OTP of the review screen would; the body then carries
 * `accepted: true`. submission.test.ts tests the say-so itself.
 */
export async function verifyLeadMobile(database: Database, leadId: string): Promise<void> {
  await database.db
    .update(leads)
    .set({ verifiedMobile: sql`${leads.answers}->>'mobile'` })
    .where(eq(leads.id, leadId));
}
