import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  creditLineJourney,
  idfcBusinessLoanJourney,
  type JourneyDef,
  northernArcJourney,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { OKYC_NO_FILE, OKYC_WRONG_SHARE_CODE } from '../../partners/okyc/okycCall.js';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from '../../partners/uidai/sandboxOfflineEkyc.js';
import { leadAfterStep1, saveCurrent, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { everyRow, walkTo } from '../../test/kycWalk.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { TODAY, testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The share code opens the Aadhaar ZIP, and the ZIP the resident's name, date of birth,
// address and photo: the code is passed to the okyc call and never kept, and the ZIP is
// deleted once the call has read it (issue 20 item 3; decisions 025, 062).
const CODE = 'Qz#7';

/** Each journey with an Aadhaar ZIP: the walk to its upload step and the step after it. */
const JOURNEYS: { j: JourneyDef; branch: string; from: string; upload: string; next: string }[] = [
  {
    j: idfcBusinessLoanJourney,
    branch: 'okycPhysical',
    from: 'step3',
    upload: 'step11',
    next: 'step12',
  },
  { j: northernArcJourney, branch: 'default', from: 'step2', upload: 'step10', next: 'step11' },
  { j: creditLineJourney, branch: 'okycPhysical', from: 'step2', upload: 'step8', next: 'step9' },
];

describe.each(testDbKinds())('the Aadhaar ZIP and its share code on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const store = memoryStore();
  // Everything the server logs, at its most talkative.
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const generatedAt = new Date(TODAY.getTime() - 3_600_000);

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [fixtureJourney, ...JOURNEYS.map(({ j }) => j)],
      documentStore: store,
      authLimits: { resendCooldownSeconds: 0 },
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function atUpload(j: JourneyDef, branch: string, from: string, upload: string) {
    const lead = await leadAfterStep1(app, database, {}, j);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.leadId));
    const w: Walk = { ...lead, answers: { ...row?.answers } };
    await walkTo(database, w, j, { branch, from, until: upload });
    return w;
  }

  const zipOf = () => sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, shareCode: CODE, generatedAt });

  it.each(JOURNEYS)(
    '$j.prefix: after the upload step, nothing holds the share code and the ZIP is gone',
    async ({ j, branch, from, upload, next }) => {
      const w = await atUpload(j, branch, from, upload);
      const keys = new Set(store.keys());
      const res = await saveCurrent(
        database,
        w,
        upload,
        branch,
        { shareCode: CODE },
        { store, bytes: { aadhaarXml: await zipOf() } },
        j,
        // An idempotency key, so its stored response is scanned too.
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(`${j.prefix}/${next}`);
      expect(res.body).not.toContain(CODE);

      const documentId = String(w.answers.aadhaarXml);
      const [doc] = await database.db.select().from(documents).where(eq(documents.id, documentId));
      expect(doc?.erasedAt, 'the ZIP is recorded as deleted').toBeInstanceOf(Date);
      expect(
        store.keys().filter((k) => !keys.has(k)),
        'the ZIP is gone from the store',
      ).toEqual([]);
      expect(await store.get(String(doc?.storageKey))).toBeNull();
      // No answer, no lead_calls row, no document, no idempotency record: no row of any
      // table; and no log line.
      expect(await everyRow(database)).not.toContain(CODE);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('')).not.toContain(CODE);
      const current = await w.browser.get(`/api/lead/current?journey=${j.prefix}`);
      expect(current.json.data.results.answers).not.toHaveProperty('shareCode');
      expect(current.body).not.toContain(CODE);
      // The deleted ZIP is not found (never a 500).
      expect((await w.browser.get(`/api/documents/${documentId}`)).statusCode).toBe(404);
    },
  );

  it.each(JOURNEYS)(
    '$j.prefix: a ZIP read once is read no more: the applicant uploads it again',
    async ({ j, branch, from, upload, next }) => {
      const w = await atUpload(j, branch, from, upload);
      const zip = await zipOf();
      const files = { store, bytes: { aadhaarXml: zip } };
      const wrong = await saveCurrent(database, w, upload, branch, { shareCode: 'AAAA' }, files, j);
      expect(wrong.statusCode, wrong.body).toBe(422);
      expect(wrong.json.fields).toEqual({ shareCode: OKYC_WRONG_SHARE_CODE });
      // The same upload with the right code: it was deleted when read, so it is asked again.
      const { aadhaarXml, karzaOKYCConsent } = w.answers;
      const same = { aadhaarXml, karzaOKYCConsent, shareCode: CODE };
      const again = await saveStep(w.browser, upload, same, w.leadId, {}, j.prefix);
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json.metadata?.last_loc).toBe(`${j.prefix}/${upload}`);
      // Uploaded again: read, and gone again.
      const fresh = await saveCurrent(database, w, upload, branch, { shareCode: CODE }, files, j);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json.metadata.last_loc).toBe(`${j.prefix}/${next}`);
      expect(await everyRow(database)).not.toContain(CODE);
      expect(OKYC_NO_FILE).toMatch(/upload/);
    },
  );
});
