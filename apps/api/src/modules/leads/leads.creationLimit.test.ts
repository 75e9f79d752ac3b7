import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const HOUR = 3600;

describe.each(testDbKinds())('lead and visitor creation limits on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      authLimits: {
        anonymousLeadsPerIp: { limit: 3, windowSeconds: HOUR },
        visitorsPerIp: { limit: 2, windowSeconds: HOUR },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const leadCount = async () => (await database.db.select({ n: count() }).from(leads))[0]?.n;

  it('refuses a fourth anonymous lead from one IP this hour (429), not a step of an existing one', async () => {
    const browser = new Visitor(app, '203.0.113.7');
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' });
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await saveStep(browser, 'step1', { firstname: 'Asha' })).statusCode).toBe(200);
    }
    const before = await leadCount();
    const refused = await saveStep(browser, 'step1', { firstname: 'Asha' });
    expect(refused.statusCode).toBe(429);
    expect(await leadCount()).toBe(before); // the refused lead was rolled back
    expect(refused.json).toMatchObject({ errors: ['Too many requests, please try again later'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // What was saved stays usable: the next step of a lead already made is no new lead.
    const leadId = first.json.lead_id as unknown as string;
    const next = await saveStep(browser, 'step2', { pincode: '400001' }, leadId);
    expect(next.statusCode, next.body).toBe(200);
    // Another IP is not held up.
    const elsewhere = new Visitor(app, '203.0.113.8');
    expect((await saveStep(elsewhere, 'step1', { firstname: 'Ravi' })).statusCode).toBe(200);
  });

  it('does not count a replayed save (same Idempotency-Key) again', async () => {
    const browser = new Visitor(app, '203.0.113.10');
    const key = { 'idempotency-key': 'one-lead' };
    for (let i = 0; i < 5; i++) {
      const res = await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, key);
      expect(res.statusCode).toBe(200);
    }
    expect((await saveStep(browser, 'step1', { firstname: 'Ravi' })).statusCode).toBe(200);
  });

  it('does not count a logged-in user’s own leads', async () => {
    const browser = new Visitor(app, '203.0.113.9');
    const mobile = freshMobile();
    await makeUser(database, mobile);
    await logIn(app, browser, mobile);
    for (let i = 0; i < 5; i++) {
      expect((await saveStep(browser, 'step1', { firstname: 'Asha' })).statusCode).toBe(200);
    }
  });

  it('refuses a third new visitor (cookie) from one IP this hour', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 2; i++) {
      // Each a fresh browser: no cookie, so the server makes a visitor.
      expect((await saveStep(new Visitor(app, ip), 'step1', { firstname: 'A' })).statusCode).toBe(
        200,
      );
    }
    const refused = await saveStep(new Visitor(app, ip), 'step1', { firstname: 'A' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
