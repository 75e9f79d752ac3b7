import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/types.js';
import { DEFAULT_AUTH_LIMITS } from './modules/auth/policy.js';
import { createSession } from './modules/auth/sessions.js';
import { logIn, makeUser, TestClock } from './test/auth.js';
import { weirdString } from './test/fuzzBodies.js';
import { testApp, Visitor } from './test/testApp.js';
import { testDbKinds } from './test/testDb.js';

const POSTS = [
  '/api/rule_engine/recommend/credit_cards',
  '/api/provider/pins/status',
  '/api/lead/reset',
];
/** The identity calls (decision 007), fuzzed anonymously and in an admin session. */
const AUTH_POSTS = [
  '/api/user/get',
  '/api/user/add',
  '/api/user/update',
  '/api/user/add-or-update',
  '/api/user/login/otp',
  '/api/user/otp',
  '/api/user/register',
  '/api/user/login',
  '/api/user/logout',
  '/api/user/verify-on-behalf',
  '/api/lead/prefill',
];
const GETS = [
  '/api/user/get',
  '/api/sandbox/sms',
  '/api/cities',
  '/api/companies',
  '/api/banks',
  '/api/provider/search/pin',
  '/api/lead/current',
  '/api/journeys/test/api',
];
const PARAMS = ['q', 'offset', 'limit', 'pincode', 'journey', 'version', 'productId', 'mobile'];

describe.each(testDbKinds())('other endpoints under generated input on $kind', ({ kind, open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;
  const numRuns = kind === 'pglite' ? 500 : 150;

  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('JSON calls never answer 5xx', async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record(
        {
          empType: fc.oneof(fc.constantFrom(1, 2, '1'), fc.jsonValue()),
          dob: fc.oneof(fc.constantFrom('1990-02-30', '1990-01-01', '0000-00-00'), weirdString),
          cityPrettyName: weirdString,
          minGmi: fc.oneof(fc.integer(), fc.double(), weirdString),
          otherCard: fc.jsonValue(),
          leadId: fc.oneof(fc.uuid(), weirdString),
          pincode: fc.oneof(weirdString, fc.integer()),
          journey: weirdString,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), body, async (url, payload) => {
        const res = await browser.post(url, JSON.stringify(payload) ?? 'null');
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns },
    );
  }, 120_000);

  it('identity calls never answer 5xx, anonymous or admin', async () => {
    const adminMobile = '9000000001';
    const admin = new Visitor(app);
    const adminUser = await makeUser(database, adminMobile, { admin: true });
    await logIn(app, admin, adminMobile);
    const customer = await makeUser(database, '9000000002', { verified: false });
    const lead = await admin.post('/api/lead/add/unverified', {
      journey: 'test/api',
      step: 'step1',
      firstname: 'Asha',
    });
    const leadId = lead.json.lead_id as unknown as string;
    const ids = [adminUser.id, customer.id, leadId];
    const mobile = fc.oneof(
      fc.constantFrom(adminMobile, '9000000002', '9876543210'),
      fc.stringMatching(/^[6-9]\d{9}$/),
      weirdString,
      fc.integer(),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          mobile,
          otp: fc.oneof(fc.stringMatching(/^\d{6}$/), weirdString, fc.integer()),
          type: fc.oneof(fc.constantFrom(1, '1', 2, 'lead'), fc.jsonValue()),
          userId: fc.oneof(fc.constantFrom(...ids), fc.uuid(), weirdString),
          user_id: fc.oneof(fc.constantFrom(...ids), weirdString),
          leadId: fc.oneof(fc.constant(leadId), fc.uuid(), weirdString),
          action: fc.oneof(fc.constantFrom('add', 'update', 'remove'), weirdString),
          first_name: fc.oneof(fc.constantFrom('Asha', ''), weirdString),
          last_name: weirdString,
          name: fc.oneof(fc.constantFrom('Asha Verma'), weirdString),
          email: fc.oneof(fc.constantFrom('a@example.in'), weirdString),
          journey: fc.oneof(fc.constantFrom('test/api'), weirdString),
          encodedData: fc.oneof(
            fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v) ?? '').toString('base64')),
            fc
              .record({ firstname: weirdString, pincode: weirdString, isVerified: fc.boolean() })
              .map((v) => Buffer.from(JSON.stringify(v)).toString('base64')),
            weirdString,
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_POSTS),
        body,
        fc.boolean(),
        fc.nat(500),
        async (url, payload, asAdmin, ip) => {
          const browser = asAdmin ? admin : new Visitor(app);
          const res = await browser.request({
            method: 'POST',
            url,
            payload: JSON.stringify(payload) ?? 'null',
            headers: { 'content-type': 'application/json' },
            remoteAddress: `172.16.${ip >> 8}.${ip & 255}`,
          });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(Array.isArray(res.json.errors)).toBe(true);
          // Logging out the admin would end the admin half of the run: log back in.
          if (asAdmin && url === '/api/user/logout') admin.cookies.delete('tara_sid');
          if (asAdmin && !admin.cookies.has('tara_sid')) {
            const { token } = await createSession(
              database.db,
              adminUser.id,
              clock.now(),
              DEFAULT_AUTH_LIMITS,
            );
            admin.cookies.set('tara_sid', token);
          }
        },
      ),
      {
        numRuns: numRuns * 2,
        // One known answer of each kind, so the check below does not hang on chance.
        examples: [
          ['/api/user/get', { mobile: adminMobile }, false, 1],
          ['/api/user/get', { mobile: '9123456789' }, false, 2],
          ['/api/user/update', { user_id: adminUser.id, first_name: 'Asha' }, false, 3],
          ['/api/user/get', { mobile: 'not a mobile' }, false, 4],
        ],
      },
    );
    for (const status of [200, 400, 403, 422]) {
      expect(seen.get(status), String(status)).toBeGreaterThan(0);
    }
  }, 300_000);

  it('queries never answer 5xx', async () => {
    const query = fc.dictionary(fc.constantFrom(...PARAMS), weirdString, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), query, async (url, params) => {
        const qs = new URLSearchParams(params).toString();
        const res = await browser.get(`${url}?${qs}`);
        expect(res.statusCode, `${url}?${qs.slice(0, 200)} ${res.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns },
    );
  }, 120_000);
});
