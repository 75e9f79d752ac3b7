import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/types.js';
import { TEST_COMPANY } from '../../test/company.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { ENACH_CALLBACK_PATH, type MandateResult } from './callbackRoutes.js';
import { ENACH_SIGNATURE_HEADER, SANDBOX_ENACH_SECRET, signEnachCallback } from './signature.js';

const SECRET = 'a-test-callback-secret-of-32-characters-or-more';

/** Posts a callback body as a bank's server would: JSON, signed, no cookie. */
const bank = (
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  secret = SECRET,
) => {
  const payload = JSON.stringify(body);
  return new Visitor(app).request({
    method: 'POST',
    url: ENACH_CALLBACK_PATH,
    payload,
    headers: {
      'content-type': 'application/json',
      [ENACH_SIGNATURE_HEADER]: signEnachCallback(secret, payload),
      ...headers,
    },
  });
};

describe.each(testDbKinds())('the e-mandate callback on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const results: MandateResult[] = [];

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      enachCallbackSecret: SECRET,
      onMandateResult: async (result) => {
        results.push(result);
      },
    });
  });
  beforeEach(() => {
    results.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const registered = { mandateId: 'MDT-0123456789ABCDEF', status: 'REGISTERED', umrn: 'IDFB1' };

  it('settles the waiting call with the bank’s word', async () => {
    const res = await bank(app, registered);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ data: { results: { received: true } } });
    const declined = await bank(app, { mandateId: 'MDT-0000000000000001', status: 'DECLINED' });
    expect(declined.statusCode).toBe(200);
    expect(results).toEqual([
      { call: 'idfc.enach', externalRef: 'MDT-0123456789ABCDEF', outcome: 'registered' },
      { call: 'idfc.enach', externalRef: 'MDT-0000000000000001', outcome: 'declined' },
    ]);
  });

  it('answers a repeated callback 200 again, with the same reference (the runner settles once)', async () => {
    expect((await bank(app, registered)).statusCode).toBe(200);
    expect((await bank(app, registered)).statusCode).toBe(200);
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual(results[1]);
  });

  it('refuses a callback without a signature (401) or with a wrong one (403), before reading it', async () => {
    const payload = JSON.stringify(registered);
    const unsigned = await new Visitor(app).request({
      method: 'POST',
      url: ENACH_CALLBACK_PATH,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json.errors).toEqual(['Signature required']);
    const forged = await bank(app, registered, {}, 'another-secret-of-enough-length-000000');
    expect(forged.statusCode).toBe(403);
    const sandboxKey = await bank(app, registered, {}, SANDBOX_ENACH_SECRET);
    expect(sandboxKey.statusCode).toBe(403);
    // The signature covers the bytes: the same JSON re-spaced is another body.
    const respaced = await new Visitor(app).request({
      method: 'POST',
      url: ENACH_CALLBACK_PATH,
      payload: JSON.stringify(registered, null, 1),
      headers: {
        'content-type': 'application/json',
        [ENACH_SIGNATURE_HEADER]: signEnachCallback(SECRET, payload),
      },
    });
    expect(respaced.statusCode).toBe(403);
    // Unauthenticated, even a malformed body learns nothing but the 401.
    const junk = await new Visitor(app).request({
      method: 'POST',
      url: ENACH_CALLBACK_PATH,
      payload: '{"mandateId": 5}',
      headers: { 'content-type': 'application/json', [ENACH_SIGNATURE_HEADER]: 'sha256=zz' },
    });
    expect(junk.statusCode).toBe(401);
    expect(results).toEqual([]);
  });

  it('refuses a signed body that is not a mandate result (422)', async () => {
    for (const body of [
      { mandateId: 'MDT-1', status: 'MAYBE' },
      { mandateId: '../../etc', status: 'REGISTERED' },
      { status: 'REGISTERED' },
    ]) {
      expect((await bank(app, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(results).toEqual([]);
  });

  it('takes a signed callback whatever Origin the bank’s client sends, but only as JSON', async () => {
    const foreign = await bank(app, registered, { origin: 'https://gateway.bank.example' });
    expect(foreign.statusCode).toBe(200);
    const disguised = await new Visitor(app).request({
      method: 'POST',
      url: '/%61pi/callbacks/enach',
      payload: JSON.stringify(registered),
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        [ENACH_SIGNATURE_HEADER]: 'sha256=00',
      },
    });
    expect(disguised.statusCode).toBe(401);
    const form = await new Visitor(app).request({
      method: 'POST',
      url: ENACH_CALLBACK_PATH,
      payload: 'mandateId=MDT-1&status=REGISTERED',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    // Every other call still refuses a foreign Origin.
    const other = await new Visitor(app).post(
      '/api/third-party/loans/idfc/send-enach-url',
      { leadId: '00000000-0000-4000-8000-000000000000' },
      { origin: 'https://gateway.bank.example' },
    );
    expect(other.statusCode).toBe(403);
  });

  it('answers 5xx when the runner cannot settle, so the bank tries again', async () => {
    const failing = await testApp(database, {
      enachCallbackSecret: SECRET,
      logger: false,
      onMandateResult: async () => {
        throw new Error('database down');
      },
    });
    try {
      expect((await bank(failing, registered)).statusCode).toBe(500);
    } finally {
      await failing.close();
    }
  });

  it('has no callback in production without ENACH_CALLBACK_SECRET, and one with it', async () => {
    const sms = { name: 'fake', send: async () => {} };
    const base = {
      database,
      journeys: [fixtureJourney],
      production: true,
      company: TEST_COMPANY,
      sms,
      logger: false as const,
    };
    const bare = await buildApp(base);
    try {
      expect((await bank(bare, registered, {}, SANDBOX_ENACH_SECRET)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    const configured = await buildApp({
      ...base,
      enachCallbackSecret: SECRET,
      onMandateResult: async (result) => {
        results.push(result);
      },
    });
    try {
      expect((await bank(configured, registered)).statusCode).toBe(200);
      expect(results).toHaveLength(1);
    } finally {
      await configured.close();
    }
  });
});
