import type { CreditReport } from '@tara/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { insertReport, latestReport } from '../modules/creditReport/data.js';
import { freshMobile, HOUR, makeUser } from '../test/auth.js';
import { TODAY } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { purgeExpired } from './purge.js';

const DAY = 24 * HOUR;
const at = (ms: number) => new Date(TODAY.getTime() + ms);
const report = (reportId: string): CreditReport => ({
  bureau: 'experian',
  reportId,
  generatedOn: '2025-03-01',
  score: 760,
  accounts: [],
  enquiries: [],
});

// Decision 035: a pulled report is deleted 90 days after the pull.
describe.each(testDbKinds())('credit-report retention on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('deletes reports pulled more than 90 days ago and keeps younger ones', async () => {
    const old = await makeUser(database, freshMobile());
    const recent = await makeUser(database, freshMobile());
    await insertReport(database.db, old.id, report('OLD'), at(-(90 * DAY + HOUR)));
    await insertReport(database.db, recent.id, report('NEW'), at(-(89 * DAY)));
    const counts = await purgeExpired(database.db, TODAY);
    expect(counts.creditReports).toBe(1);
    expect(await latestReport(database.db, old.id)).toBeNull();
    expect((await latestReport(database.db, recent.id))?.report.reportId).toBe('NEW');
  });
});
