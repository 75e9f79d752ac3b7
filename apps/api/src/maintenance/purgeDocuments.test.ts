import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, leads, visitors } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { freshMobile, HOUR } from '../test/auth.js';
import { memoryStore } from '../test/memoryStore.js';
import { TODAY } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { purgeExpired } from './purge.js';

const NOW = TODAY;
const DAY = 24 * HOUR;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow);

describe.each(testDbKinds())('documents of purged leads on $kind', ({ open }) => {
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

  const lead = (savedAt: Date, answers: Record<string, string> = { firstname: 'Asha' }) => ({
    id: randomUUID(),
    visitorId,
    journey: 'test/docs',
    version: 1,
    answers,
    history: ['step1'],
    current: 'step2',
    lastLoc: 'test/docs/step2',
    status: 'incomplete',
    createdAt: savedAt,
    updatedAt: savedAt,
  });

  const document = (leadId: string, key: string) => ({
    id: randomUUID(),
    leadId,
    visitorId,
    documentType: 12,
    mime: 'application/pdf',
    size: 5,
    sha256: 'x',
    storageKey: key,
    createdAt: NOW,
  });

  it("deletes a purged lead's documents, bytes and rows, and keeps everybody else's", async () => {
    const store = memoryStore();
    const old = at(-(31 * DAY));
    const gone = lead(old);
    const kept = lead(old, { firstname: 'Asha', mobile: freshMobile() }); // reached contact
    await database.db.insert(leads).values([gone, kept]);
    const bytes = new Uint8Array([37, 80, 68, 70, 45]);
    for (const key of ['aa/gone1', 'aa/gone2', 'bb/kept1']) await store.put(key, bytes, 'x');
    await database.db
      .insert(documents)
      .values([
        document(gone.id, 'aa/gone1'),
        document(gone.id, 'aa/gone2'),
        document(kept.id, 'bb/kept1'),
      ]);

    // Without the store, a lead with documents is left alone (its bytes can't be deleted).
    const blind = await purgeExpired(database.db, NOW);
    expect(blind.anonymousLeads).toBe(0);
    expect(blind.documents).toBeUndefined();

    const counts = await purgeExpired(database.db, NOW, { documentStore: store, batchSize: 1 });
    expect(counts.documents).toBe(2);
    expect(counts.anonymousLeads).toBe(1);
    expect(store.keys()).toEqual(['bb/kept1']);
    const rows = await database.db.select({ key: documents.storageKey }).from(documents);
    expect(rows.map((r) => r.key)).toEqual(['bb/kept1']);
    const left = await database.db.select({ id: leads.id }).from(leads);
    expect(left.map((l) => l.id)).toEqual([kept.id]);

    const again = await purgeExpired(database.db, NOW, { documentStore: store });
    expect(again.documents).toBe(0);
  });
});
