import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { rawPayloads } from '../../test/fuzzBodies.js';
import { salariedPath, saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const ENDPOINTS = ['/api/lead/add/unverified', '/api/lead/update/unverified'];

describe.each(testDbKinds())('lead endpoints under generated input on $kind', ({ kind, open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;
  const leadIds: string[] = [];
  const numRuns = kind === 'pglite' ? 1500 : 300;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    browser = new Visitor(app);
    // Two live leads of this visitor (one part way, one done) so updates reach the engine.
    for (const length of [3, salariedPath.length]) {
      let leadId: string | undefined;
      for (const [step, values] of salariedPath.slice(0, length)) {
        const res = await saveStep(browser, step, values, leadId);
        leadId ??= res.json.lead_id as unknown as string;
      }
      leadIds.push(leadId as string);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(ENDPOINTS)(
    `%s never answers 5xx (${numRuns} runs)`,
    async (url) => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(rawPayloads(leadIds), fc.nat(9), async (payload, key) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          // Now and then a key: usually fresh, sometimes reused with another body (409).
          if (key < 2) headers['idempotency-key'] = key === 0 ? `k${payload.length}` : 'reused';
          const res = await browser.request({ method: 'POST', url, payload, headers });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          expect(
            res.statusCode,
            `${res.body.slice(0, 200)} for ${payload.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expect(Array.isArray(res.json.errors)).toBe(true);
        }),
        { numRuns },
      );
      // The generator reaches every outcome, not only the envelope check.
      for (const status of [200, 400, 409, 422])
        expect(seen.get(status), String(status)).toBeGreaterThan(0);
      const health = await browser.get('/api/health');
      expect(health.statusCode).toBe(200);
    },
    300_000,
  );
});
