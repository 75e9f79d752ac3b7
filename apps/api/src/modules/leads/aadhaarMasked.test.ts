import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeys, retiredJourneys, samplePath } from '@tara/core';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/openDatabase.js';
import { idempotencyKeys, leads } from '../../db/schema.js';
import { seedCatalog } from '../../db/seed.js';
import type { Database } from '../../db/types.js';
import type { IssuerApplication } from '../../partners/issuers/types.js';
import {
  aadhaarSpellings,
  filesHolding,
  freshAadhaar,
  rowsHolding,
} from '../../test/aadhaarScan.js';
import { saveStep } from '../../test/leadSteps.js';
import { verifyLeadMobile } from '../../test/saySo.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { watchedIssuers } from '../../test/watchedIssuers.js';

// Decision 061 (issue 20, item 2): the Amex journey asks the Aadhaar number and says "We keep
// only its last 4 digits". The server masks it before anything is written; the whole number
// reaches the issuer only, from the apply request, never from storage.

const AMEX = 'credit-cards/amex';
const AMEX_MR = 12;
const APPLY = '/api/cards/apply';
const AGAIN = 'Please enter your Aadhaar number again: we keep only its last 4 digits';
const NOT_THE_ONE = 'Please enter the Aadhaar number you gave in your application';

/** Walks the Amex journey with this Aadhaar number; returns the lead id and the last save. */
async function walkAmex(browser: Visitor, aadhaar: string) {
  let leadId: string | undefined;
  let last: Awaited<ReturnType<typeof saveStep>> | undefined;
  for (const [step, values] of samplePath(AMEX)) {
    const v = 'aadhaar' in values ? { ...values, aadhaar } : values;
    last = await saveStep(browser, step, v, leadId, {}, AMEX);
    expect(last.statusCode, `${step}: ${last.body}`).toBe(200);
    leadId ??= last.json.lead_id as unknown as string;
  }
  return { leadId: leadId as string, last: last as NonNullable<typeof last> };
}

const masked = (digits: string) => `XXXX-XXXX-${digits.slice(-4)}`;

describe.each(testDbKinds())('the Aadhaar number kept masked on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const sent: { application: IssuerApplication; payload: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    database = await open();
    const issuers = watchedIssuers((adapter, application) => {
      sent.push({ application, payload: adapter.payload(application) });
    });
    app = await testApp(database, { journeys: [...journeys, ...retiredJourneys], issuers });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps only the last 4 digits of an Amex walk, and serves only those back', async () => {
    const aadhaar = freshAadhaar();
    const browser = new Visitor(app);
    // Typed in groups of four, as the field formats it.
    const { leadId, last } = await walkAmex(browser, aadhaarSpellings(aadhaar)[1] as string);
    expect(last.json.data.results.answers.aadhaar).toBe(masked(aadhaar));
    const current = await browser.get(`/api/lead/current?journey=${AMEX}`);
    expect(current.statusCode).toBe(200);
    expect(current.json.data.results.answers.aadhaar).toBe(masked(aadhaar));
    expect(current.body).not.toContain(aadhaar.slice(0, 8));
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.answers.aadhaar).toBe(masked(aadhaar));
    expect(await rowsHolding(database, aadhaarSpellings(aadhaar))).toEqual([]);
  });

  it('keeps no hash of a request holding the number that could be recomputed from it', async () => {
    // Idempotency keeps a hash of each keyed request; unkeyed, the lead's other answers and the
    // kept last 4 would leave 10^7 candidates for a plain SHA-256 to be matched against.
    const aadhaar = freshAadhaar();
    const browser = new Visitor(app);
    const path = samplePath(AMEX);
    let leadId: string | undefined;
    for (const [step, values] of path.slice(0, -1)) {
      const res = await saveStep(browser, step, values, leadId, {}, AMEX);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
    }
    const [step, values] = path.at(-1) as [string, Record<string, unknown>];
    const body = JSON.stringify({ journey: AMEX, step, ...values, aadhaar, leadId });
    const url = '/api/lead/update/unverified';
    const saved = await browser.post(url, body, { 'idempotency-key': 'step10-save' });
    expect(saved.statusCode, saved.body).toBe(200);
    await verifyLeadMobile(database, leadId as string);
    const apply = JSON.stringify({ leadId, cardId: AMEX_MR, accepted: true, aadhaar });
    const applied = await browser.post(APPLY, apply, { 'idempotency-key': 'amex-apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    const kept = await database.db
      .select({ key: idempotencyKeys.key, hash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['step10-save', 'amex-apply']));
    expect(kept.map((k) => k.key).sort()).toEqual(['amex-apply', 'step10-save']);
    const plain = (route: string, raw: string) =>
      createHash('sha256').update(`POST ${route}\n${raw}`).digest('hex');
    const guessable = new Set([plain(url, body), plain(APPLY, apply)]);
    for (const { hash } of kept) expect(guessable.has(hash)).toBe(false);
  });

  it('keeps only the last 4 of an Aadhaar number a prefill brings', async () => {
    const aadhaar = freshAadhaar();
    const encodedData = Buffer.from(JSON.stringify({ firstname: 'Lata', aadhaar })).toString(
      'base64',
    );
    const res = await new Visitor(app).post('/api/lead/prefill', { journey: AMEX, encodedData });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.answers.aadhaar).toBe(masked(aadhaar));
    expect(await rowsHolding(database, aadhaarSpellings(aadhaar))).toEqual([]);
  });

  it('sends the whole number to American Express from the apply request only', async () => {
    const aadhaar = freshAadhaar();
    const browser = new Visitor(app);
    const { leadId } = await walkAmex(browser, aadhaar);
    await verifyLeadMobile(database, leadId);
    const body = { leadId, cardId: AMEX_MR, accepted: true };

    const without = await browser.post(APPLY, body);
    expect(without.statusCode).toBe(422);
    expect(without.json.fields).toEqual({ aadhaar: AGAIN });
    for (const [wrong, message] of [
      ['2345 6789 012', 'Invalid Aadhar'],
      [aadhaar.replace(/.$/, (d) => String((Number(d) + 1) % 10)), 'Invalid Aadhar'],
      [freshAadhaar(), NOT_THE_ONE],
    ] as const) {
      const res = await browser.post(APPLY, { ...body, aadhaar: wrong });
      expect(res.statusCode, wrong).toBe(422);
      expect(res.json.fields, wrong).toEqual({ aadhaar: message });
    }
    expect(sent.filter((s) => s.application.leadId === leadId)).toEqual([]);

    const res = await browser.post(APPLY, { ...body, aadhaar: aadhaarSpellings(aadhaar)[2] });
    expect(res.statusCode, res.body).toBe(200);
    const call = sent.find((s) => s.application.leadId === leadId);
    expect(call?.payload.aadharNo).toBe(aadhaar);
    expect(await rowsHolding(database, aadhaarSpellings(aadhaar))).toEqual([]);
  });
});

describe('the Aadhaar number on disk (file-backed PGlite)', () => {
  it('is nowhere under DATA_DIR after an Amex walk and its application, heap or WAL', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tara-aadhaar-'));
    try {
      const aadhaar = freshAadhaar();
      const database = await openDatabase({ dataDir: dir });
      await seedCatalog(database.db);
      const app = await testApp(database, { journeys: [...journeys, ...retiredJourneys] });
      try {
        const browser = new Visitor(app);
        const { leadId } = await walkAmex(browser, aadhaarSpellings(aadhaar)[1] as string);
        await verifyLeadMobile(database, leadId);
        const res = await browser.post(APPLY, {
          leadId,
          cardId: AMEX_MR,
          accepted: true,
          aadhaar,
        });
        expect(res.statusCode, res.body).toBe(200);
        await database.db.execute('CHECKPOINT');
      } finally {
        await app.close();
        await database.close();
      }
      expect(await filesHolding(dir, aadhaarSpellings(aadhaar))).toEqual([]);
      // The scan can see what is there: the masked form is on disk.
      expect((await filesHolding(dir, [masked(aadhaar)])).length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
