import { journeys } from '@tara/core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/types.js';
import { SESSION_COOKIE } from './http/cookies.js';
import { DEFAULT_AUTH_LIMITS } from './modules/auth/policy.js';
import { createSession } from './modules/auth/sessions.js';
import { freshMobile, makeUser, TestClock } from './test/auth.js';
import { fixtureJourney } from './test/fixtureJourney.js';
import { apiCases } from './test/openapiCases.js';
import { type ApiOperation, apiOperations, caseUrl } from './test/openapiOperations.js';
import { SchemaValues } from './test/schemaValues.js';
import { testApp, Visitor } from './test/testApp.js';
import { testDbKinds } from './test/testDb.js';

/** Cases per operation (issue 20 item 9: at least 20), half logged in where a session counts. */
const CASES = Number(process.env.FUZZ_CASES ?? 24);

/** A stable seed per operation: a failure names its operation and input, and reruns the same. */
const seedOf = (id: string): number =>
  [...id].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 20);

// Every operation of the OpenAPI document the app serves, under generated bad input (issue 20
// item 9): no input a client can send answers 5xx. 4xx, 429 included, is the right answer. The
// one exception is a partner's outage that the operation documents (502/503, e.g. the Karza
// sandbox's scripted outage for ids ending in 9): that is not a bug, and counted apart.
// FUZZ_OP=<operationId> reruns one operation's cases (the same seed); FUZZ_CASES=n runs more.
describe.each(testDbKinds())('every OpenAPI operation under bad input on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [fixtureJourney, ...journeys] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(`answers no 5xx to ${CASES} generated cases of each operation`, async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = JSON.parse(res.body);
    const only = process.env.FUZZ_OP;
    const operations = apiOperations(doc).filter((o) => !only || o.id === only);
    if (!only) expect(operations.length).toBeGreaterThan(100);

    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const saved = await new Visitor(app).post('/api/lead/add/unverified', {
      journey: 'test/api',
      step: 'step1',
      firstname: 'Asha',
    });
    const leadId = String(saved.json.lead_id);
    const values = new SchemaValues(doc, {
      userId: [user.id],
      user_id: [user.id],
      leadId: [leadId],
      lead_id: [leadId],
      id: [leadId, user.id],
      mobile: [mobile],
      journey: ['test/api', journeys[0]?.prefix ?? 'test/api'],
      prefix: ['test', 'credit-cards/sbi'],
    });
    const session = async () =>
      (await createSession(database.db, user.id, clock.now(), DEFAULT_AUTH_LIMITS)).token;

    const failures: string[] = [];
    const counts = new Map<number, number>();
    let ip = 0;
    const run = async (op: ApiOperation) => {
      const cases = fc.sample(apiCases(values, op), { seed: seedOf(op.id), numRuns: CASES });
      const token = op.session ? await session() : null;
      for (const [i, c] of cases.entries()) {
        const asUser = token !== null && i % 2 === 1;
        const url = caseUrl(op, c);
        ip += 1;
        const payload = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
        const answer = await app.inject({
          method: op.method as 'GET',
          url,
          remoteAddress: `10.250.${(ip >> 8) & 255}.${ip & 255}`,
          headers: {
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(asUser ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        counts.set(answer.statusCode, (counts.get(answer.statusCode) ?? 0) + 1);
        if (answer.statusCode >= 500 && !op.outage.includes(answer.statusCode)) {
          const sent = (payload ?? '').slice(0, 300);
          failures.push(
            `${op.method} ${op.path} (${op.id}) as ${asUser ? 'user' : 'visitor'}, ${c.spoiled}: ` +
              `${url.slice(0, 300)} ${sent} → ${answer.statusCode} ${answer.body.slice(0, 200)}`,
          );
        }
      }
    };
    const started = Date.now();
    for (const op of operations) await run(op);
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `${operations.length} operations × ${CASES} cases in ${seconds.toFixed(1)} s:`,
      Object.fromEntries([...counts].sort(([a], [b]) => a - b)),
    );
    expect(failures).toEqual([]);
    // The run reached handlers, not only the validator: some cases passed it.
    expect(counts.get(200) ?? 0).toBeGreaterThan(operations.length);
  }, 600_000);
});
