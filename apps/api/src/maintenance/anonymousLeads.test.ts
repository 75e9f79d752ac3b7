import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardApplications,
  documents,
  leadCalls,
  leadStatusHistory,
  leads,
  visitors,
} from '../db/schema.js';
import type { Database } from '../db/types.js';
import { freshMobile, HOUR, makeUser } from '../test/auth.js';
import { TODAY } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { purgeExpired } from './purge.js';

const NOW = TODAY;
const DAY = 24 * HOUR;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow);

describe.each(testDbKinds())('anonymous lead retention on $kind', ({ open }) => {
  let database: Database;
  let visitorId: string;

  beforeAll(async () => {
    database = await open();
    visitorId = randomUUID();
    await database.db.insert(visitors).values({
      id: visitorId,
      tokenHash: randomUUID(),
      createdAt: at(-90 * DAY),
      lastSeenAt: NOW,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const lead = (savedAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
    id: randomUUID(),
    visitorId,
    journey: 'credit-cards/sbi',
    version: 1,
    answers: { firstname: 'Asha' },
    history: ['step1'],
    current: 'step2',
    lastLoc: 'credit-cards/sbi/step2',
    status: 'incomplete',
    createdAt: savedAt,
    updatedAt: savedAt,
    ...extra,
  });

  it('deletes anonymous leads without contact details 30 days after their last save, nothing else', async () => {
    const user = await makeUser(database, freshMobile());
    const old = at(-(30 * DAY + HOUR));
    const gone = [lead(old), lead(at(-400 * DAY), { status: 'abandoned' })];
    const kept = [
      lead(at(-(30 * DAY - HOUR))), // saved 29 days 23 hours ago
      lead(old, { answers: { firstname: 'Asha', mobile: freshMobile() } }), // reached contact
      lead(old, { userId: user.id }), // a user's
      lead(old, { adminUserId: user.id }), // filled by staff
      lead(old, { verifiedMobile: freshMobile() }),
      lead(old), // sent to a bank (below)
      lead(old), // its status reported (below)
      lead(old), // a partner called for it (below)
      lead(old), // a document uploaded (below)
    ];
    await database.db.insert(leads).values([...gone, ...kept]);
    const [, , , , , applied, reported, called, uploaded] = kept;
    await database.db.insert(cardApplications).values({
      id: randomUUID(),
      leadId: applied?.id as string,
      cardId: 1,
      providerId: 1,
      createdAt: old,
      updatedAt: old,
    });
    await database.db.insert(leadStatusHistory).values({
      id: randomUUID(),
      leadId: reported?.id as string,
      status: 'x',
      createdAt: old,
    });
    await database.db.insert(leadCalls).values({
      id: randomUUID(),
      leadId: called?.id as string,
      stepId: 'step10',
      call: 'ckyc',
      inputHash: 'h',
      state: 'answered',
      outcome: 'verified',
      createdAt: old,
      updatedAt: old,
    });
    await database.db.insert(documents).values({
      id: randomUUID(),
      leadId: uploaded?.id as string,
      visitorId,
      documentType: 12,
      mime: 'application/pdf',
      size: 10,
      sha256: 'x',
      storageKey: 'k',
      createdAt: old,
    });

    expect((await purgeExpired(database.db, NOW)).anonymousLeads).toBe(2);
    const left = (await database.db.select({ id: leads.id }).from(leads)).map((r) => r.id).sort();
    expect(left).toEqual(kept.map((l) => l.id).sort());
    expect((await purgeExpired(database.db, NOW)).anonymousLeads).toBe(0);
  });
});
