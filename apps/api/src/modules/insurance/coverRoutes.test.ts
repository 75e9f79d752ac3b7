import { shopInsuranceJourney } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The insurance journeys' supporting calls (decision 048): the pincode check, the shop
// instruments and their plans, a lead's cover (the session's own lead only).
describe.each(testDbKinds())('the insurance supporting calls on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [shopInsuranceJourney] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('checks a pincode: known is 200, unknown or malformed is 400 with the spec’s text', async () => {
    const browser = new Visitor(app);
    const ok = await browser.post('/api/insurances/validate_pincode', { pincode: '400001' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json.data.results.pincode).toBe('400001');
    for (const pincode of ['000000', '12', 'abcdef']) {
      const bad = await browser.post('/api/insurances/validate_pincode', { pincode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json.errors).toEqual(['Please enter a valid pincode']);
    }
  });

  it('lists the shop instruments with their plans, lowest premium first, GST included', async () => {
    const res = await new Visitor(app).get('/api/instrument/shop');
    expect(res.statusCode).toBe(200);
    const [shop, lombard] = res.json.data.results as unknown as {
      instrument_id: number;
      plans: { premium_paise: number; label: string }[];
    }[];
    expect(shop).toMatchObject({ instrument_id: 5, slug: 'shop-insurance' });
    expect(lombard).toMatchObject({ instrument_id: 6 });
    const premiums = shop?.plans.map((p) => p.premium_paise) ?? [];
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(shop?.plans[0]?.label).toBe('₹1,00,000 cover for ₹299 (including GST)');
    expect(res.body.toLowerCase()).not.toMatch(/best|top/);
  });

  it("answers the cover of the session's own lead only", async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const first = await saveStep(
      browser,
      'step0.6',
      { insurancePremiumPlan: '103' },
      undefined,
      {},
      shopInsuranceJourney.prefix,
    );
    const leadId = String(first.json.lead_id);
    await saveStep(browser, 'step1', { mobile }, leadId, {}, shopInsuranceJourney.prefix);
    expect(
      (await browser.post('/api/insurances/insurance_covers', { lead_id: leadId })).statusCode,
    ).toBe(401);
    await logIn(app, browser, mobile);
    const mine = await browser.post('/api/insurances/insurance_covers', { lead_id: leadId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json.data.results.cover).toMatchObject({
      plan_id: 103,
      premium_paise: 999_00,
      sum_insured_paise: 5_00_000_00,
    });
    const stranger = await buyer(app, database);
    const theirs = await stranger.browser.post('/api/insurances/insurance_covers', {
      lead_id: leadId,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json.errors).toEqual(['Lead not found']);
  });
});
