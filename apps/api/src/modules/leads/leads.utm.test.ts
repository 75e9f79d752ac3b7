import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('tracked marketing fields on $kind', ({ open }) => {
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

  const utmOf = async (leadId: string) => {
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    return row?.utm;
  };

  it('keeps the utm fields a lead was created with, and only those', async () => {
    const browser = new Visitor(app);
    const res = await saveStep(browser, 'step1', {
      firstname: 'Asha',
      utmSource: 'google',
      utmMedium: ' cpc ',
      utmCampaign: '',
      utmTerm: 42,
      utmParams1: 'x'.repeat(201),
      notUtm: 'dropped',
    });
    expect(res.statusCode, res.body).toBe(200);
    const leadId = res.json.lead_id as unknown as string;
    expect(await utmOf(leadId)).toEqual({ utmSource: 'google', utmMedium: 'cpc' });
  });

  it('stores nothing when the body carries no tracked field', async () => {
    const res = await saveStep(new Visitor(app), 'step1', { firstname: 'Asha' });
    expect(await utmOf(res.json.lead_id as unknown as string)).toBeNull();
  });
});
