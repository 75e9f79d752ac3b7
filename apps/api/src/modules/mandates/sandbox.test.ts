import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { TestClock } from '../../test/auth.js';
import { TEST_COMPANY } from '../../test/company.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { ACCOUNT, leadWithMandate, settleEnach } from '../../test/mandates.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import type { MandateResult } from './callbackRoutes.js';

const here = (app: FastifyInstance) => new Visitor(app, '127.0.0.1');
const decide = (app: FastifyInstance, mandateId: string, decision: string) =>
  here(app).post(`/api/sandbox/enach/${mandateId}/decision`, { decision });

describe.each(testDbKinds())('the sandbox bank’s mandate page on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();
  const results: MandateResult[] = [];

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: clock.now,
      enachLateCallbackMs: 50,
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

  it('shows the mandate with the account masked, under the CSP, with no inline script', async () => {
    const { mandateId } = await leadWithMandate(app, database, clock.now);
    const res = await here(app).get(`/api/sandbox/enach/${mandateId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain(mandateId);
    expect(res.body).toContain('XXXXXXXX7890');
    expect(res.body).toContain('HDFC Bank');
    expect(res.body).toContain('₹1,50,000');
    expect(res.body).toContain('Approve mandate');
    expect(res.body).not.toContain(ACCOUNT);
    // Every script is a file of ours: none is written into the page.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/api/sandbox/enach/assets/page.js">',
    ]);
    expect(res.body).not.toMatch(/\son\w+=|style=/);
    const js = await here(app).get('/api/sandbox/enach/assets/page.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.body).toContain("'content-type': 'application/json'");
    const css = await here(app).get('/api/sandbox/enach/assets/page.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it("says in whose favour: the lead's product's lender and purpose", async () => {
    const { leadId, mandateId } = await leadWithMandate(app, database, clock.now);
    const page = async () => (await here(app).get(`/api/sandbox/enach/${mandateId}`)).body;
    // The fixture journey's product issues no mandate of its own: no lender is named.
    expect(await page()).toContain('<dt>In favour of</dt><dd>—</dd>');
    const cases = [
      ['business-loan/idfc', 'IDFC FIRST Bank Limited (business loan)', 'Northern Arc'],
      ['credit-line/nacl', 'Northern Arc Capital Limited (credit line)', 'IDFC'],
      ['credit-line', 'Northern Arc Capital Limited (credit line)', 'business loan'],
    ] as const;
    for (const [journey, favour, absent] of cases) {
      await database.db.update(leads).set({ journey }).where(eq(leads.id, leadId));
      const body = await page();
      expect(body).toContain(`<dt>In favour of</dt><dd>${favour}</dd>`);
      expect(body).not.toContain(absent);
    }
  });

  it('answers only a caller on this machine, and 404 for a mandate that does not exist', async () => {
    const { mandateId } = await leadWithMandate(app, database, clock.now);
    const url = `/api/sandbox/enach/${mandateId}`;
    expect((await new Visitor(app, '10.1.2.3').get(url)).statusCode).toBe(404);
    const proxied = await here(app).get(url, { 'x-forwarded-for': '192.0.2.10' });
    expect(proxied.statusCode).toBe(404);
    const far = await new Visitor(app, '10.1.2.3').post(`${url}/decision`, { decision: 'approve' });
    expect(far.statusCode).toBe(404);
    expect((await here(app).get('/api/sandbox/enach/MDT-FFFFFFFFFFFFFFFF')).statusCode).toBe(404);
    expect(results).toEqual([]);
  });

  it('approving posts the signed REGISTERED callback; declining the DECLINED one', async () => {
    const a = await leadWithMandate(app, database, clock.now);
    const approved = await decide(app, a.mandateId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json.data.results).toMatchObject({
      status: 'REGISTERED',
      callback: 'delivered',
    });
    const b = await leadWithMandate(app, database, clock.now);
    const declined = await decide(app, b.mandateId, 'decline');
    expect(declined.json.data.results).toMatchObject({ status: 'DECLINED' });
    expect(results).toEqual([
      { call: 'idfc.enach', externalRef: a.mandateId, outcome: 'registered' },
      { call: 'idfc.enach', externalRef: b.mandateId, outcome: 'declined' },
    ]);
    expect((await decide(app, a.mandateId, 'maybe')).statusCode).toBe(422);
  });

  it('declines at ₹1,95,000 whatever is chosen (the step39 rejection)', async () => {
    const { mandateId } = await leadWithMandate(app, database, clock.now, 195_000);
    const res = await decide(app, mandateId, 'approve');
    expect(res.json.data.results).toMatchObject({ status: 'DECLINED' });
    expect(results).toEqual([{ call: 'idfc.enach', externalRef: mandateId, outcome: 'declined' }]);
  });

  it('calls back twice at ₹2,80,000, and late at ₹2,85,000', async () => {
    const twice = await leadWithMandate(app, database, clock.now, 280_000);
    await decide(app, twice.mandateId, 'approve');
    expect(results.map((r) => r.externalRef)).toEqual([twice.mandateId, twice.mandateId]);
    results.length = 0;
    const late = await leadWithMandate(app, database, clock.now, 285_000);
    const res = await decide(app, late.mandateId, 'approve');
    expect(res.json.data.results).toMatchObject({ status: 'REGISTERED', callback: 'scheduled' });
    expect(results).toEqual([]);
    await expect.poll(() => results.length, { timeout: 2000 }).toBe(1);
    expect(results[0]).toEqual({
      call: 'idfc.enach',
      externalRef: late.mandateId,
      outcome: 'registered',
    });
  });

  it('shows the outcome, and no buttons, once the call is settled', async () => {
    const { leadId, mandateId } = await leadWithMandate(app, database, clock.now);
    await settleEnach(database, leadId, mandateId, 'registered', clock.now());
    const res = await here(app).get(`/api/sandbox/enach/${mandateId}`);
    expect(res.body).toContain('This mandate is registered.');
    expect(res.body).not.toContain('Approve mandate');
  });

  it('does not exist in production, not even for this machine', async () => {
    const { mandateId } = await leadWithMandate(app, database, clock.now);
    const prod = await buildApp({
      database,
      journeys: [fixtureJourney],
      production: true,
      company: TEST_COMPANY,
      sms: { name: 'fake', send: async () => {} },
      enachCallbackSecret: 'a-production-secret-of-32-characters-x',
      logger: false,
    });
    try {
      expect((await here(prod).get(`/api/sandbox/enach/${mandateId}`)).statusCode).toBe(404);
      expect((await decide(prod, mandateId, 'approve')).statusCode).toBe(404);
      const doc = await here(prod).get('/api/openapi.json');
      expect(Object.keys(doc.json.paths)).not.toContain('/api/sandbox/enach/{mandateId}/decision');
      expect(Object.keys(doc.json.paths)).toContain('/api/callbacks/enach');
    } finally {
      await prod.close();
    }
  });
});
