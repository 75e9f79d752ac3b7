import {
  COVER_VARIANT_IDS,
  type CoverVariantId,
  coverJourney,
  coverVariant,
  INSURANCE_CONGRATES_ROUTE,
  INSURANCE_LEAD_STATUS,
  type JourneyDef,
  sampleAnswers,
} from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { TestClock } from '../../test/auth.js';
import { countingInsurer, insuranceKit, mobileEnding } from '../../test/insurance.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The person covers through the API (decision 054): each journey walked to insurance/congrates
// and quoted (a group policy at its own plan, a voluntary one at the buyer's), the entry ages
// per product and the nominee's edges refused by the server as by the browser, dengue-only
// ending after step2.1, the voluntary dengue-and-malaria cover with hospicash off, paid and
// issued once.
const J = Object.fromEntries(COVER_VARIANT_IDS.map((id) => [id, coverJourney(id)])) as Record<
  CoverVariantId,
  JourneyDef
>;
const ADD = '/api/insurances/lead/add';

describe.each(testDbKinds())('the person covers on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();
  const year = clock.now().getUTCFullYear();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: Object.values(J), insurer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { policiesOfLead, walked, paid } = insuranceKit(
    () => app,
    () => database,
  );

  /** Saves the steps before `upTo` of a journey; the lead and a visitor to save `upTo` with. */
  async function before(journey: JourneyDef, upTo: string) {
    const browser = new Visitor(app);
    let leadId: string | undefined;
    const answers = {};
    for (const step of journey.steps.map((s) => s.id)) {
      if (step === upTo) break;
      const values = {
        ...sampleAnswers(journey.prefix, step, { answers }),
        ...(step === 'step1' ? { mobile: mobileEnding('1') } : {}),
      };
      const res = await saveStep(browser, step, values, leadId, {}, journey.prefix);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
      Object.assign(answers, values);
    }
    const save = (values: Record<string, unknown>) =>
      saveStep(
        browser,
        upTo,
        { ...sampleAnswers(journey.prefix, upTo, { answers }), ...values },
        leadId,
        {},
        journey.prefix,
      );
    return { browser, leadId, save };
  }

  it.each([
    ['dengueMalaria', 501, 60_00],
    ['dengueOnly', 501, 60_00],
    ['accident', 401, 447_00],
    ['hospicash', 602, 349_00],
    ['dengueMalariaVoluntary', 502, 300_00],
    ['accidentVoluntary', 402, 745_00],
  ] as const)('%s is walked to congrates and quoted at plan %i', async (id, planId, premium) => {
    const w = await walked(J[id]);
    const res = await w.browser.post(ADD, { leadId: w.leadId, validateOnly: 1, paymentId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.payment_item).toMatchObject({
      id: planId,
      invoice_amount: premium / 100,
    });
    const [policy] = await policiesOfLead(w.leadId);
    expect(policy).toMatchObject({ state: 'quoted', planId, product: coverVariant(id).product });
  });

  it('ends dengue-only after step2.1: no address, no nominee', async () => {
    const { save } = await before(J.dengueOnly, 'step2.1');
    const res = await save({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata?.last_loc).toBe(INSURANCE_CONGRATES_ROUTE);
  });

  it.each([
    ['dengueMalaria', 66],
    ['hospicash', 66],
    ['dengueMalariaVoluntary', 66],
    ['accident', 65],
    ['accidentVoluntary', 65],
  ] as const)('%s takes applicants of 18 to %i and refuses others', async (id, max) => {
    const { save } = await before(J[id], 'step2.1');
    const tooOld = await save({ dobYear: String(year - max - 1) });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json.fields?.dob).toBe(`Maximum entry age ${max}`);
    const tooYoung = await save({ dobYear: String(year - 17) });
    expect(tooYoung.json.fields?.dob).toBe('Minimum age 18');
    const oldest = await save({ dobYear: String(year - max) });
    expect(oldest.statusCode, oldest.body).toBe(200);
  });

  it('refuses a minor nominee and one over 99 years', async () => {
    const { save } = await before(J.accident, 'step6.4');
    const minor = await save({ nomineeDobYear: String(year - 10) });
    expect(minor.statusCode).toBe(422);
    expect(minor.json.fields?.nomineeDob).toBe('Nominee cannot be minor');
    const old = await save({ nomineeDobYear: String(year - 101) });
    expect(old.json.fields?.nomineeDob).toBe('Maximum age allowed is 99 years');
    const fine = await save({});
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json.metadata?.last_loc).toBe(INSURANCE_CONGRATES_ROUTE);
  });

  it("turns hospicash off in voluntary dengue and malaria: hospital cash's plans are not its", async () => {
    const { save } = await before(J.dengueMalariaVoluntary, 'step0.5');
    const cash = await save({ insurancePremiumPlan: '602' });
    expect(cash.statusCode).toBe(422);
    expect(Object.keys(cash.json.fields ?? {})).toEqual(['insurancePremiumPlan']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/insurances/get_updated_premium',
      payload: { prettyName: 'dengue-malaria-voluntary', plan_id: 503 },
    });
    expect(res.json().data.results).toMatchObject({ hospicash: false, voluntary: true });
  });

  it('is paid, then issued once with the insured and the nominee (none for dengue-only)', async () => {
    const beforeIssued = insurer.issued;
    const w = await paid(J.accidentVoluntary);
    const only = await paid(J.dengueOnly);
    expect(insurer.issued - beforeIssued).toBe(2);
    const [policy] = await policiesOfLead(w.leadId);
    expect(policy).toMatchObject({
      state: 'issued',
      product: 'accident',
      leadStatus: INSURANCE_LEAD_STATUS.paymentCompleted,
    });
    expect(policy?.policyNumber).toMatch(/^SBX-KGI-\d{4}-\d{8}$/);
    expect(policy?.proposal.insured).toEqual([
      { name: 'Asha Verma', relation: 'self', dob: '1990-08-15' },
    ]);
    expect(policy?.proposal.nominee).toMatchObject({ name: 'Ravi Verma', relation: 'Spouse' });
    const [dengue] = await policiesOfLead(only.leadId);
    expect(dengue).toMatchObject({ state: 'issued', planId: 501 });
    expect(dengue?.proposal.nominee).toBeNull();
    // The covers call answers the session's own lead's plan.
    const covers = await w.browser.post('/api/insurances/insurance_covers', { lead_id: w.leadId });
    expect(covers.json.data.results.cover).toMatchObject({ plan_id: 402, premium_paise: 745_00 });
  });

  it('answers a proposal the insurer refuses with a 400 and quotes nothing', async () => {
    const refused = await walked(J.hospicash, mobileEnding('8'));
    const res = await refused.browser.post(ADD, { leadId: refused.leadId, validateOnly: 1 });
    expect(res.statusCode).toBe(400);
    expect(await policiesOfLead(refused.leadId)).toEqual([]);
  });
});
