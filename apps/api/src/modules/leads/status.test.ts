import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStatusHistory, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, MINUTE, makeUser, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const url = (id: string) => `/api/lead/${id}/update-status`;
const OVERRIDE = { 'x-http-method-override': 'PATCH' };

describe.each(testDbKinds())('lead admin status on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newLead = async (browser: Visitor) => {
    const res = await saveStep(browser, 'step1', { firstname: 'Asha' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json.lead_id as unknown as string;
  };
  const history = (leadId: string) =>
    database.db
      .select()
      .from(leadStatusHistory)
      .where(eq(leadStatusHistory.leadId, leadId))
      .orderBy(asc(leadStatusHistory.createdAt));
  const patch = (browser: Visitor, id: string, body: unknown) =>
    browser.request({
      method: 'PATCH',
      url: url(id),
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('sets the status by POST with the method override and by PATCH, with history', async () => {
    const browser = new Visitor(app);
    const leadId = await newLead(browser);
    const utm = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: null };
    const first = await browser.post(
      url(leadId),
      { lead_id: leadId, lead_admin_status: 'step2', utm },
      OVERRIDE,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json).toEqual({
      data: { results: { lead_id: leadId, lead_admin_status: 'step2', changed: true } },
    });
    clock.advance(MINUTE);
    const second = await patch(browser, leadId, { lead_id: leadId, lead_admin_status: 14 });
    expect(second.json.data.results).toEqual({
      lead_id: leadId,
      lead_admin_status: '14',
      changed: true,
    });
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.adminStatus).toBe('14');
    const rows = await history(leadId);
    expect(rows.map((r) => [r.previous, r.status])).toEqual([
      [null, 'step2'],
      ['step2', '14'],
    ]);
    expect(rows[0]?.utm).toEqual(utm);
    expect(rows[0]?.visitorId).toBe(lead?.visitorId);
  });

  it('changes nothing for the same status again; POST without the override is accepted', async () => {
    const browser = new Visitor(app);
    const leadId = await newLead(browser);
    await browser.post(url(leadId), { lead_admin_status: 'offers' }, OVERRIDE);
    const again = await browser.post(url(leadId), { lead_admin_status: 'offers' });
    expect(again.statusCode).toBe(200);
    expect(again.json.data.results.changed).toBe(false);
    expect(await history(leadId)).toHaveLength(1);
  });

  it('is for the lead’s owner only: its visitor or its user', async () => {
    const owner = new Visitor(app);
    const mobile = freshMobile();
    await makeUser(database, mobile);
    await logIn(app, owner, mobile);
    const leadId = await newLead(owner);
    for (const stranger of [new Visitor(app), new Visitor(app)]) {
      await newLead(stranger);
      const res = await stranger.post(url(leadId), { lead_admin_status: 'x' }, OVERRIDE);
      expect(res.statusCode).toBe(404);
      expect(res.json.errors).toEqual(['Lead not found']);
    }
    const anonymous = await new Visitor(app).post(url(leadId), { lead_admin_status: 'x' });
    expect(anonymous.statusCode).toBe(404);
    // The same user in another browser may.
    clock.advance(5 * MINUTE);
    const elsewhere = new Visitor(app);
    await logIn(app, elsewhere, mobile);
    const res = await patch(elsewhere, leadId, { lead_admin_status: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await history(leadId)).toHaveLength(1);
  });

  it('refuses a mismatched lead_id, a missing status, another method override', async () => {
    const browser = new Visitor(app);
    const leadId = await newLead(browser);
    const other = await browser.post(url(leadId), {
      lead_id: '00000000-0000-4000-8000-000000000000',
      lead_admin_status: 'x',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json.fields.lead_id).toBe('Does not match the lead of the address');
    expect((await browser.post(url(leadId), { lead_id: leadId })).statusCode).toBe(422);
    expect((await browser.post(url(leadId), { lead_admin_status: '' })).statusCode).toBe(422);
    const del = await browser.post(
      url(leadId),
      { lead_admin_status: 'x' },
      { 'x-http-method-override': 'DELETE' },
    );
    expect(del.statusCode).toBe(405);
    expect((await browser.post(url('not-a-uuid'), { lead_admin_status: 'x' })).statusCode).toBe(
      404,
    );
  });
});
