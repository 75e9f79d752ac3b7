import { randomBytes, randomUUID } from 'node:crypto';
import { type Answers, type JourneyDef, PARTNER_CALL_USES, type PartnerCallUse } from '@tara/core';
import { leads, visitors } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { hashToken } from '../auth/visitor.js';

/** A visitor and a lead written straight to the database, for the call tests. */
export async function insertTestLead(
  db: Db,
  now: Date,
  answers: Answers = {},
): Promise<{ leadId: string; visitorId: string; visitorToken: string }> {
  const visitorId = randomUUID();
  const visitorToken = randomBytes(16).toString('hex');
  await db
    .insert(visitors)
    .values({ id: visitorId, tokenHash: hashToken(visitorToken), createdAt: now, lastSeenAt: now });
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    visitorId,
    journey: 'business-loan/idfc',
    version: 1,
    answers,
    history: [],
    lastLoc: 'business-loan/idfc/step1',
    status: 'incomplete',
    createdAt: now,
    updatedAt: now,
  });
  return { leadId, visitorId, visitorToken };
}

/** The test calls (`test.check`, `test.race`): no bureau pull, no submission (decision 063). */
export const TEST_USES: Readonly<Record<string, PartnerCallUse>> = {
  ...PARTNER_CALL_USES,
  'test.check': { needs: [], why: 'a test partner' },
  'test.race': { needs: [], why: 'a test partner' },
};

/** The gate's inputs for a call that needs no consent: a journey of no steps, a proved mobile. */
export const OPEN_GATE = {
  def: { prefix: 'test/calls', steps: [] } as unknown as JourneyDef,
  values: {},
  mobileVerified: true,
};
