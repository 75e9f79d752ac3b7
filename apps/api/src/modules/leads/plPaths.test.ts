import { personalLoanJourney as j, sampleAnswers } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { firstStepOtp, freshMobile } from '../../test/auth.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const P = j.prefix;

// The personal loan's own lead paths (02 §7: POST /pl/add/unverified, /pl/update/unverified,
// productId 2, metadata.last_loc; PL-18's plEmi; decision 057).
describe.each(testDbKinds())('the personal loan’s lead paths on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [fixtureJourney, j] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const body = (step: string, extra: Record<string, unknown> = {}) => ({
    ...sampleAnswers(P, step),
    journey: P,
    step,
    productId: 2,
    ...extra,
  });

  it('adds and updates a personal-loan lead, plEmi read and not kept', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const otp = await firstStepOtp(app, browser, P, mobile);
    const added = await browser.post(
      '/api/pl/add/unverified',
      body('step1', { mobile, otp, plEmi: 16_607 }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json.metadata.last_loc).toBe(`${P}/step2`);
    const leadId = added.json.data.results.lead_id as unknown as string;
    const updated = await browser.post(
      '/api/pl/update/unverified',
      body('step2', { leadId, plEmi: 16_607 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json.metadata.last_loc).toBe(`${P}/step2.1`);
    const current = await browser.get(`/api/lead/current?journey=${P}`);
    expect(current.json.data.results.answers).not.toHaveProperty('plEmi');
    expect(current.json.data.results.answers).toHaveProperty('email');
  });

  it('refuses another journey and another product on these paths', async () => {
    const browser = new Visitor(app);
    const other = await browser.post('/api/pl/add/unverified', {
      ...body('step1', { mobile: freshMobile() }),
      journey: fixtureJourney.prefix,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json.errors).toEqual(['Journey not found']);
    const product = await browser.post(
      '/api/pl/add/unverified',
      body('step1', { mobile: freshMobile(), productId: 15 }),
    );
    expect(product.statusCode).toBe(422);
    expect(product.json.fields?.productId).toBe('Invalid product');
  });
});
