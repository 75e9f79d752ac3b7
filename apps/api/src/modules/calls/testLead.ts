import { randomBytes, randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
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
