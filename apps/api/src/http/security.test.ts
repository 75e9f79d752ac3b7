import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/types.js';
import { TEST_COMPANY } from '../test/company.js';
import { fixtureJourney } from '../test/fixtureJourney.js';
import { testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { SIGNED_CALLBACKS } from './security.js';

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every state-changing call the API documents, with its path parameters filled in. */
async function stateChangingCalls(app: FastifyInstance): Promise<[string, string][]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => STATE_CHANGING.includes(m))
      .map((m): [string, string] => [m.toUpperCase(), path.replace(/\{[^}]+\}/g, SOME_ID)]),
  );
}

/** The same path as a router reads it: percent-encoded letters in the first two segments. */
const disguises = (path: string): string[] => [
  path,
  path.replace(/^\/api\//, '/%61pi/'),
  path.replace(/^\/api\//, '/%61%70%69/'),
  path.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
];

describe.each(testDbKinds())('request guards on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let calls: [string, string][];

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    calls = await stateChangingCalls(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses a foreign Origin on every state-changing call, however the path is spelled', async () => {
    expect(calls.length).toBeGreaterThanOrEqual(20);
    // The allow-list names only calls that exist (a stale entry would exempt a future route).
    for (const signed of SIGNED_CALLBACKS) expect(calls).toContainEqual(['POST', signed]);
    const passed: string[] = [];
    for (const [method, path] of calls) {
      // A signed server-to-server callback checks its signature instead: unsigned, a 401.
      const refusal = SIGNED_CALLBACKS.has(path) ? 401 : 403;
      for (const url of disguises(path)) {
        const res = await new Visitor(app).request({
          method: method as 'POST',
          url,
          payload: '{}',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        });
        if (res.statusCode !== refusal) passed.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses a body that is not JSON on every state-changing call, however spelled', async () => {
    const passed: string[] = [];
    for (const [method, path] of calls) {
      for (const url of disguises(path)) {
        const res = await new Visitor(app).request({
          method: method as 'POST',
          url,
          payload: 'journey=test/api',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (res.statusCode !== 415) passed.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('marks API answers no-store unless the route chose a cache policy', async () => {
    const browser = new Visitor(app, '127.0.0.1');
    const saved = await browser.post('/api/lead/add/unverified', {
      journey: 'test/api',
      step: 'step1',
      firstname: 'Asha',
    });
    expect(saved.statusCode).toBe(200);
    const answers = [
      saved,
      await browser.get('/api/lead/current?journey=test/api'),
      await browser.post('/api/user/get', { mobile: '9876543210' }),
      await browser.get('/api/sandbox/sms?mobile=9876543210'),
      await browser.get('/api/nothing'),
      await browser.post('/api/user/login', ''),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
  });

  it('trusts an origin built from the Host only on a loopback dev server', async () => {
    const body = { journey: 'test/api' };
    const rebound = await new Visitor(app).post('/api/lead/reset', body, {
      host: 'evil.example:8080',
      origin: 'http://evil.example:8080',
    });
    expect(rebound.statusCode).toBe(403);
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const own = await new Visitor(app).post('/api/lead/reset', body, {
        host,
        origin: `http://${host}`,
      });
      expect(own.statusCode, host).toBe(200);
    }
  });

  it('in production trusts PUBLIC_ORIGIN and ALLOWED_ORIGINS only, never the Host', async () => {
    const sms = { name: 'fake', send: async () => {} };
    const prod = await buildApp({
      database,
      journeys: [fixtureJourney],
      production: true,
      company: TEST_COMPANY,
      sms,
      publicOrigin: 'https://tara.example.in',
      allowedOrigins: ['https://partner.example.in'],
      logger: false,
    });
    try {
      const body = { journey: 'test/api' };
      const post = (origin: string, host = 'localhost:8080') =>
        new Visitor(prod).post('/api/lead/reset', body, { origin, host });
      expect((await post('https://tara.example.in')).statusCode).toBe(200);
      expect((await post('https://TARA.example.in/')).statusCode).toBe(200);
      expect((await post('https://partner.example.in')).statusCode).toBe(200);
      expect((await post('http://localhost:8080')).statusCode).toBe(403);
      expect((await post('https://rebound.example', 'rebound.example')).statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
