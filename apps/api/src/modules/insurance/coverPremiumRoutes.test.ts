import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxMailer } from '../../partners/mailer/sandbox.js';
import { TestClock } from '../../test/auth.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { BROCHURE_NOT_FOUND, BROCHURE_SUBJECT } from './coverPremiumRoutes.js';

// POST /insurances/get_updated_premium and the e-mail brochure (decision 054): the premium of
// a cover's plan with its GST, the same whatever the age inside the product's entry ages and
// refused outside; the brochure recorded by the sandbox mailer, never sent, and its PDF link.
describe.each(testDbKinds())('the person covers’ premium and brochure on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const mailer = sandboxMailer();
  const year = clock.now().getUTCFullYear();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, mailer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const premium = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/insurances/get_updated_premium', payload });

  it('prices the chosen plan with its GST (none: exempt), whatever the age inside the range', async () => {
    const young = await premium({
      prettyName: 'hospicash',
      plan_id: '603',
      dob: `${year - 20}-01-31`,
    });
    expect(young.statusCode, young.body).toBe(200);
    expect(young.json().data.results).toMatchObject({
      cover: 'hospicash',
      plan_id: 603,
      premium_paise: 649_00,
      // Hospital cash is the buyer's own health cover: GST exempt (decision 075).
      taxable_paise: 649_00,
      gst_paise: 0,
      gst_rate_percent: 0,
      premium_text: '₹649, GST exempt',
      hospicash: true,
    });
    const old = await premium({ prettyName: 'hospicash', plan_id: 603, dob: `${year - 66}-01-31` });
    expect(old.json().data.results.premium_paise).toBe(649_00);
    // A group policy's own plan when none is asked.
    const group = await premium({ prettyName: 'group-personal-accident' });
    // The group policy carries 18 %; its voluntary variant, the buyer's own cover, is exempt.
    expect(group.json().data.results).toMatchObject({
      plan_id: 401,
      premium_paise: 447_00,
      gst_paise: 68_19,
      premium_text: '₹447, including ₹68.19 GST (18\u00a0%)',
    });
    const voluntary = await premium({
      prettyName: 'group-personal-accident-voluntary',
      plan_id: 401,
    });
    expect(voluntary.json().data.results).toMatchObject({
      gst_paise: 0,
      premium_text: '₹447, GST exempt',
    });
  });

  it('refuses ages outside the product’s, another cover’s plan and an unknown cover', async () => {
    const accident = await premium({
      prettyName: 'group-personal-accident-voluntary',
      plan_id: 403,
      dob: `${year - 66}-05-05`,
    });
    expect(accident.statusCode).toBe(400);
    expect(accident.json().errors).toEqual(['Maximum entry age 65']);
    const dengue = await premium({ prettyName: 'dengue-malaria', dob: `${year - 67}-05-05` });
    expect(dengue.json().errors).toEqual(['Maximum entry age 66']);
    const minor = await premium({ prettyName: 'dengue-only', dob: `${year - 17}-05-05` });
    expect(minor.json().errors).toEqual(['Minimum age 18']);
    const other = await premium({ prettyName: 'dengue-malaria-voluntary', plan_id: 601 });
    expect(other.json().errors).toEqual(['Please choose one of the plans of this cover.']);
    const group = await premium({ prettyName: 'dengue-malaria', plan_id: 503 });
    expect(group.statusCode).toBe(400);
    const term = await premium({ prettyName: 'term-insurance', plan_id: 301 });
    expect(term.json().errors).toEqual(['This cover is not available.']);
    const badDob = await premium({ prettyName: 'hospicash', plan_id: 601, dob: '31/01/1990' });
    expect(badDob.statusCode).toBe(422);
  });

  it('records the e-mail brochure in the sandbox outbox and links its PDF', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/singapore_global_fest_data',
      payload: { email: 'asha.verma@example.com', prettyName: 'dengue-malaria-voluntary' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { link } = res.json().data.results;
    expect(link).toBe('/api/insurances/brochure/dengue-malaria-voluntary');
    const sent = mailer.outbox.at(-1);
    expect(sent).toMatchObject({ to: 'asha.verma@example.com', subject: BROCHURE_SUBJECT });
    expect(sent?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await app.inject({ method: 'GET', url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a bad address, an unknown brochure, and a sixth brochure in an hour', async () => {
    const count = mailer.outbox.length;
    const bad = await app.inject({
      method: 'POST',
      url: '/api/store/singapore_global_fest_data',
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/store/singapore_global_fest_data',
      payload: { email: 'ravi@example.com', prettyName: 'nothing' },
    });
    expect(unknown.json().errors).toEqual([BROCHURE_NOT_FOUND]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/insurances/brochure/nothing' })).statusCode,
    ).toBe(404);
    // The same test IP asked once above: four more in the hour, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/store/singapore_global_fest_data',
        payload: { email: 'meera@example.com' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(mailer.outbox.length - count).toBe(4);
  });
});
