import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { fixtureJourney, fixtureJourneyV2 } from '../../test/fixtureJourney.js';
import { JOURNEY, salariedPath, saveStep } from '../../test/leadSteps.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('lead walk on $kind', ({ open }) => {
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

  it('walks add → update … to the final route, with last_loc at every step', async () => {
    const browser = new Visitor(app);
    let leadId: string | undefined;
    for (const [step, values, next] of salariedPath) {
      const res = await saveStep(browser, step, values, leadId);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      expect(res.json.metadata.last_loc, step).toBe(next);
      expect(res.json.data.results.last_loc).toBe(next);
      expect(res.json.metadata.user_data).toEqual({ user_id: null });
      leadId ??= res.json.lead_id as unknown as string;
      expect(res.json.lead_id).toBe(leadId);
    }
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    const current = await browser.get(`/api/lead/current?journey=${JOURNEY}`);
    expect(current.statusCode).toBe(200);
    const lead = current.json.data.results;
    expect(lead).toMatchObject({
      lead_id: leadId,
      journey: JOURNEY,
      version: 1,
      status: 'complete',
      current: null,
      progress: 100,
      last_loc: 'credit-card/offers',
      history: ['step1', 'step2', 'step3', 'step4', 'step6', 'step7', 'step7.1', 'step8'],
      created_at: TODAY.toISOString(),
    });
    expect(lead.answers).toMatchObject({
      firstname: 'Asha',
      pincode: '400001',
      monthlyIncome: 85000,
      // Picked suggestions are replaced by the catalog's own entries, found by name.
      company: { id: 31, name: 'Tata Consultancy Services', category: 'listed company' },
      existingRelationWithBank: { id: 2, name: 'HDFC Bank', short_name: 'HDFC' },
    });
  });

  it('sets an HttpOnly SameSite=Lax visitor cookie holding 128 random bits', async () => {
    const browser = new Visitor(app);
    const res = await saveStep(browser, 'step1', { firstname: 'Ravi' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^tara_vid=[0-9a-f]{32};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const again = await saveStep(browser, 'step1', { firstname: 'Ravi' });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('resolves the pincode to a city on the server and ignores a city sent by the client', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Meera' });
    const leadId = first.json.lead_id as unknown as string;
    const fake = { id: 999, city: 'NOWHERE', pretty_name: 'Nowhere' };
    const res = await saveStep(browser, 'step2', { pincode: '560001', city: fake }, leadId);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results.answers.city).toMatchObject({
      id: 3,
      city_id: 3,
      city: 'BENGALURU',
      pretty_name: 'Bengaluru',
      state: 'Karnataka',
      product_id: 3,
    });
  });

  it('goes back: re-answering an earlier step drops the abandoned branch and hardSkips filled steps', async () => {
    const browser = new Visitor(app);
    let leadId: string | undefined;
    for (const [step, values] of salariedPath) {
      const res = await saveStep(browser, step, values, leadId);
      leadId ??= res.json.lead_id as unknown as string;
    }
    const back = await saveStep(browser, 'step7', { haveBankCard: 'no' }, leadId);
    expect(back.statusCode).toBe(200);
    expect(back.json.data.results.dropped).toEqual(['creditLimit']);
    expect(back.json.data.results.skipped).toEqual(['step8']);
    expect(back.json.metadata.last_loc).toBe('credit-card/offers');
    expect(back.json.data.results.answers.creditLimit).toBeUndefined();
    const branch = await saveStep(browser, 'step3', { empType: 'selfEmpl' }, leadId);
    expect(branch.json.metadata.last_loc).toBe('test/api/step5');
    expect(branch.json.data.results.dropped).toContain('company');
    expect(branch.json.data.results.status).toBe('incomplete');
  });

  it('checks picked suggestions against the catalog', async () => {
    const browser = new Visitor(app);
    let leadId: string | undefined;
    for (const [step, values] of salariedPath.slice(0, 3)) {
      const res = await saveStep(browser, step, values, leadId);
      leadId ??= res.json.lead_id as unknown as string;
    }
    const freeText = await saveStep(
      browser,
      'step4',
      { company: { id: 1, name: ' Acme Ltd ' } },
      leadId,
    );
    expect(freeText.json.data.results.answers.company).toBe('Acme Ltd');
    for (const [step, values] of salariedPath.slice(4, 7))
      await saveStep(browser, step, values, leadId);
    const fake = await saveStep(
      browser,
      'step8',
      { existingRelationWithBank: { id: 2, name: 'Fake Bank' } },
      leadId,
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json).toEqual({
      errors: ['Please select your bank'],
      fields: { existingRelationWithBank: 'Please select your bank' },
    });
    const typed = await saveStep(
      browser,
      'step8',
      { existingRelationWithBank: 'HDFC Bank' },
      leadId,
    );
    expect(typed.statusCode).toBe(422);
  });

  it('keeps a lead on the journey version it started on', async () => {
    const v1App = await testApp(database, { journeys: [fixtureJourney] });
    const browser = new Visitor(v1App);
    let leadId: string | undefined;
    for (const [step, values] of salariedPath.slice(0, 4)) {
      const res = await saveStep(browser, step, values, leadId);
      leadId ??= res.json.lead_id as unknown as string;
    }
    await v1App.close();
    // A new release adds version 2 (no income step); the open lead still goes to step6.
    const both = await testApp(database, { journeys: [fixtureJourney, fixtureJourneyV2] });
    const same = new Visitor(both);
    for (const [k, v] of browser.cookies) same.cookies.set(k, v);
    const res = await saveStep(same, 'step4', { company: 'Acme' }, leadId);
    expect(res.json.metadata.last_loc).toBe('test/api/step6');
    expect(res.json.data.results.version).toBe(1);
    const fresh = await saveStep(new Visitor(both), 'step1', { firstname: 'New' });
    expect(fresh.json.data.results.version).toBe(2);
    await both.close();
  });

  it('stores product, provider and instrument ids, defaulting to the journey', async () => {
    const browser = new Visitor(app);
    const res = await saveStep(browser, 'step1', { firstname: 'Ids', instrumentId: 42 });
    expect(res.statusCode).toBe(200);
    const { leads } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, res.json.lead_id as unknown as string));
    expect(row).toMatchObject({
      productId: 3,
      providerId: 3,
      instrumentId: 42,
      status: 'incomplete',
    });
  });

  it('current is 404 before any lead, and reset abandons the open lead', async () => {
    const browser = new Visitor(app);
    expect((await browser.get(`/api/lead/current?journey=${JOURNEY}`)).statusCode).toBe(404);
    await saveStep(browser, 'step1', { firstname: 'Zoya' });
    expect((await browser.get(`/api/lead/current?journey=${JOURNEY}`)).statusCode).toBe(200);
    const reset = await browser.post('/api/lead/reset', { journey: JOURNEY });
    expect(reset.json).toEqual({ data: { results: { reset: true } } });
    const after = await browser.get(`/api/lead/current?journey=${JOURNEY}`);
    expect(after.statusCode).toBe(404);
    expect(after.json).toEqual({ errors: ['Lead not found'] });
  });
});
