import { type Answers, ewJourney as j, sampleAnswers } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const P = j.prefix;
type Labels = Record<string, Record<string, string>> | undefined;
const labelsOf = (res: { json: unknown }): Labels =>
  (res.json as { data: { results: { option_labels?: Labels } } }).data.results.option_labels;

// The plan step's options in rupees (decision 092): the lead's view names each plan with its
// premium for the invoice value answered on step2, in the save's answer and on a resume.
describe.each(testDbKinds())('the warranty plans in the lead’s view on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [j] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('labels each plan with its rupee premium once the invoice value is answered', async () => {
    const browser = new Visitor(app);
    const step1 = { ...sampleAnswers(P, 'step1', {}), mobile: freshMobile() };
    const first = await saveStep(browser, 'step1', step1, undefined, {}, P);
    expect(first.statusCode, first.body).toBe(200);
    expect(labelsOf(first)).toBeUndefined();
    const leadId = String(first.json.lead_id);

    const answers: Answers = { ...step1 };
    const step2 = { ...sampleAnswers(P, 'step2', { answers }), ewInvoiceValue: '54999' };
    const second = await saveStep(browser, 'step2', step2, leadId, {}, P);
    expect(second.statusCode, second.body).toBe(200);
    expect(labelsOf(second)?.ewPlan).toEqual({
      '1': '1 year extended warranty — ₹2,750 incl. 18\u00a0% GST (5\u00a0% of ₹54,999)',
      '2': '2 years extended warranty — ₹4,675 incl. 18\u00a0% GST (8.5\u00a0% of ₹54,999)',
      '3': '3 years extended warranty — ₹6,325 incl. 18\u00a0% GST (11.5\u00a0% of ₹54,999)',
    });

    // A resumed step3 gets the same labels; a new invoice value reprices them.
    const current = await browser.get(`/api/lead/current?journey=${P}`);
    expect(current.statusCode, current.body).toBe(200);
    expect(labelsOf(current)).toEqual(labelsOf(second));
    const cheaper = await saveStep(
      browser,
      'step2',
      { ...step2, ewInvoiceValue: '5000' },
      leadId,
      {},
      P,
    );
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(labelsOf(cheaper)?.ewPlan?.['1']).toBe(
      '1 year extended warranty — ₹499 incl. 18\u00a0% GST (the minimum premium)',
    );
  });
});
