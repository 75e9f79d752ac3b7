import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { JOURNEY, saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('lead refusals on $kind', ({ open }) => {
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

  /** A lead saved up to step3 (salaried); returns the browser and the lead id. */
  async function leadAtStep4() {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' });
    const leadId = first.json.lead_id as unknown as string;
    await saveStep(browser, 'step2', { pincode: '110001' }, leadId);
    await saveStep(browser, 'step3', { empType: 'salaried' }, leadId);
    return { browser, leadId };
  }

  it('add must start on the first step (409 with where to go)', async () => {
    const res = await saveStep(new Visitor(app), 'step3', { empType: 'salaried' });
    expect(res.statusCode).toBe(409);
    expect(res.json.errors).toEqual(['Please complete the earlier steps first']);
    expect(res.json.metadata).toEqual({ last_loc: 'test/api/step1' });
  });

  it('refuses a guarded step whose answers are missing (409, fields, last_loc)', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', { firstname: 'Asha' });
    const leadId = first.json.lead_id as unknown as string;
    const res = await saveStep(browser, 'step4', { company: 'Acme' }, leadId);
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      errors: ['Please answer the earlier questions first'],
      fields: { empType: 'Required' },
      metadata: { last_loc: 'test/api/step2' },
    });
  });

  it('refuses skipping ahead (409, last_loc = the current step)', async () => {
    const { browser, leadId } = await leadAtStep4();
    const res = await saveStep(browser, 'step7', { haveBankCard: 'no' }, leadId);
    expect(res.statusCode).toBe(409);
    expect(res.json.errors).toEqual(['Please complete the earlier steps first']);
    expect(res.json.metadata).toEqual({ last_loc: 'test/api/step4' });
    const unknown = await saveStep(browser, 'step99', {}, leadId);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json.fields).toEqual({ step: 'Unknown step' });
  });

  it('refuses invalid values (422 with messages and field names), keeping saved answers', async () => {
    const { browser, leadId } = await leadAtStep4();
    const before = (await browser.get(`/api/lead/current?journey=${JOURNEY}`)).json.data.results;
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['step4', {}, { company: 'Required' }],
      ['step4', { company: '   ' }, { company: 'Required' }],
      ['step4', { company: ['a', 'b'] }, { company: 'Please enter a valid value' }],
      [
        'step1',
        { firstname: 'A much too long first name' },
        { firstname: 'Must be 20 characters or less' },
      ],
      ['step3', { empType: 'student' }, { empType: 'Please choose one of the options' }],
      ['step2', { pincode: '999999' }, { pincode: 'Please enter a valid pincode' }],
      ['step2', { pincode: '012345' }, { pincode: 'Please enter a valid pincode' }],
      ['step1', { firstname: 'nul\u0000byte' }, { firstname: 'Please enter a valid value' }],
      ['step1', { firstname: 'lone \ud800 half' }, { firstname: 'Please enter a valid value' }],
      ['step4', { company: 'x'.repeat(5000) }, { company: 'Please enter a valid value' }],
    ];
    for (const [step, values, fields] of cases) {
      const res = await saveStep(browser, step, values, leadId);
      expect(res.statusCode, `${step} ${JSON.stringify(values).slice(0, 40)}`).toBe(422);
      expect(res.json.fields).toEqual(fields);
      expect(res.json.errors).toEqual([...new Set(Object.values(fields))]);
    }
    const after = (await browser.get(`/api/lead/current?journey=${JOURNEY}`)).json.data.results;
    expect(after.answers).toEqual(before.answers);
    expect(after.history).toEqual(before.history);
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it('refuses an update without leadId (422), with a bad or foreign lead id (404)', async () => {
    const { browser, leadId } = await leadAtStep4();
    const body = { journey: JOURNEY, step: 'step4', company: 'Acme' };
    const missing = await browser.post('/api/lead/update/unverified', body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json.fields).toEqual({ leadId: 'Required' });
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      const res = await browser.post('/api/lead/update/unverified', { ...body, leadId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({ errors: ['Lead not found'] });
    }
    const other = await browser.post('/api/lead/update/unverified', {
      ...body,
      journey: 'credit-cards/none',
      leadId,
    });
    expect(other.statusCode).toBe(422);
  });

  it('hides a lead from another visitor: 404 on update and on current', async () => {
    const { leadId } = await leadAtStep4();
    const stranger = new Visitor(app);
    await saveStep(stranger, 'step1', { firstname: 'Other' });
    const update = await saveStep(stranger, 'step4', { company: 'Acme' }, leadId);
    expect(update.statusCode).toBe(404);
    expect(update.json).toEqual({ errors: ['Lead not found'] });
    const noCookie = await saveStep(new Visitor(app), 'step4', { company: 'Acme' }, leadId);
    expect(noCookie.statusCode).toBe(404);
    const forged = new Visitor(app);
    forged.cookies.set('tara_vid', '0'.repeat(32));
    expect((await saveStep(forged, 'step4', { company: 'Acme' }, leadId)).statusCode).toBe(404);
    const current = await new Visitor(app).get(`/api/lead/current?journey=${JOURNEY}`);
    expect(current.statusCode).toBe(404);
    const strangersOwn = await stranger.get(`/api/lead/current?journey=${JOURNEY}`);
    expect(strangersOwn.json.data.results.lead_id).not.toBe(leadId);
    const recommend = await stranger.post('/api/rule_engine/recommend/credit_cards', { leadId });
    expect(recommend.statusCode).toBe(404);
  });

  it('refuses an unknown journey (404) and a malformed envelope (422)', async () => {
    const browser = new Visitor(app);
    const unknown = await saveStep(browser, 'step1', {}, undefined, {}, 'credit-cards/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.errors).toEqual(['Journey not found']);
    const envelope = await browser.post('/api/lead/add/unverified', { step: 5, productId: 'x' });
    expect(envelope.statusCode).toBe(422);
    expect(Object.keys(envelope.json.fields).sort()).toEqual(['journey', 'productId', 'step']);
    expect(envelope.json.fields.journey).toBe('Required');
  });
});
