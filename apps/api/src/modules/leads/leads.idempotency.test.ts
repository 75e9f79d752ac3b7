import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('Idempotency-Key on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const leadCount = async () => (await database.db.select({ n: count() }).from(leads))[0]?.n;

  it('a repeated add has one effect: one lead, the same response', async () => {
    const browser = new Visitor(app);
    const before = (await leadCount()) ?? 0;
    const key = { 'idempotency-key': 'add-1' };
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, key);
    const second = await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('a repeated update has one effect, even after later saves', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' });
    const leadId = first.json.lead_id as unknown as string;
    const key = { 'idempotency-key': 'upd-1' };
    const save = await saveStep(browser, 'step2', { pincode: '400001' }, leadId, key);
    await saveStep(browser, 'step3', { empType: 'salaried' }, leadId);
    const replay = await saveStep(browser, 'step2', { pincode: '400001' }, leadId, key);
    expect(replay.json).toEqual(save.json);
    const current = await browser.get('/api/lead/current?journey=test/api');
    expect(current.json.data.results.history).toEqual(['step1', 'step2', 'step3']);
  });

  it('the same key with a different body is a 409', async () => {
    const browser = new Visitor(app);
    const key = { 'idempotency-key': 'k-2' };
    await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, key);
    const other = await saveStep(browser, 'step1', { firstname: 'Ravi' }, undefined, key);
    expect(other.statusCode).toBe(409);
    expect(other.json).toEqual({ errors: ['Idempotency key reused with a different request'] });
  });

  it('keys belong to a visitor: another visitor may use the same key', async () => {
    const key = { 'idempotency-key': 'shared' };
    const a = await saveStep(new Visitor(app), 'step1', { firstname: 'A' }, undefined, key);
    const b = await saveStep(new Visitor(app), 'step1', { firstname: 'A' }, undefined, key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json.lead_id).not.toBe(a.json.lead_id);
  });

  it('a refused request leaves no key behind, so a corrected retry goes through', async () => {
    const browser = new Visitor(app);
    const key = { 'idempotency-key': 'retry' };
    const bad = await saveStep(browser, 'step1', { firstname: 'x'.repeat(30) }, undefined, key);
    expect(bad.statusCode).toBe(422);
    const [row] = await database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'retry'));
    expect(row?.n).toBe(0);
  });

  it('concurrent twins have one effect', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Twin' });
    const leadId = first.json.lead_id as unknown as string;
    const key = { 'idempotency-key': 'twins' };
    const twins = await Promise.all(
      Array.from({ length: 5 }, () =>
        saveStep(browser, 'step2', { pincode: '600001' }, leadId, key),
      ),
    );
    for (const res of twins) {
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual(twins[0]?.json);
    }
    const replayed = twins.filter((t) => t.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(4);
  });

  it('rejects a malformed key', async () => {
    const res = await saveStep(new Visitor(app), 'step1', { firstname: 'A' }, undefined, {
      'idempotency-key': 'x'.repeat(300),
    });
    expect(res.statusCode).toBe(400);
  });
});
