import { allJourneysOf, PRODUCTS } from '@tara/core';
import { testProduct } from '@tara/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Issue 21 item 9, the API's part: a product registered through its descriptor alone (core's
// testing/testProduct.ts) is served by the journey routes and its leads are saved, with the
// app given the catalogue's journeys and nothing else of it. The OpenAPI document has one
// operation for every journey (journeyGet), no entry per journey.
const PREFIX = 'test-gadget-loan';

describe.each(testDbKinds())('a test-only product on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: allJourneysOf([...PRODUCTS, testProduct]) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is listed and served by the journey routes', async () => {
    const browser = new Visitor(app);
    const list = await browser.get('/api/journeys');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`"prefix":"${PREFIX}"`);
    const def = await browser.get(`/api/journeys/${PREFIX}`);
    expect(def.statusCode, def.body).toBe(200);
    expect(def.json.prefix).toBe(PREFIX);
    const doc = (await browser.get('/api/openapi.json')).json;
    expect(JSON.stringify(doc)).toContain('"operationId":"journeyGet"');
  });

  it('saves its leads step by step to its final route', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, {}, PREFIX);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.metadata.last_loc).toBe(`${PREFIX}/step2`);
    const leadId = first.json.lead_id as unknown as string;
    const last = await saveStep(browser, 'step2', { lastname: 'Verma' }, leadId, {}, PREFIX);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json.metadata.last_loc).toBe(`${PREFIX}/done`);
  });
});
