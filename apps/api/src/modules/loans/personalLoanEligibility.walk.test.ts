import { type Answers, personalLoanEligibilityJourney as j, sampleAnswers } from '@tara/core';
import { type LoanOfferQuery, queryFromAnswers } from '@tara/core/rules/loans';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile } from '../../test/auth.js';
import { saveCurrent, type Walk } from '../../test/businessLoanWalk.js';
import { saveStep } from '../../test/leadSteps.js';
import { type TestResponse, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const P = j.prefix;
const OFFERS = 'personal-loan/offers';
const stepOf = (loc: string): string | null =>
  loc.startsWith(`${P}/`) ? loc.slice(P.length + 1) : null;

// The personal-loan eligibility check (02 §2.4, decision 058) through the API on both
// databases: step-1 to the offers page for the salaried and the self-employed, the refusals
// with the journey's words, and the offers of the lead's answers (decision 050's query).
describe.each(testDbKinds())('the personal-loan eligibility check on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [j] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function start(branch = 'default'): Promise<Walk> {
    const browser = new Visitor(app);
    const res = await saveStep(
      browser,
      'step-1',
      sampleAnswers(P, 'step-1', { branch }),
      undefined,
      {},
      P,
    );
    if (res.statusCode !== 200) throw new Error(`step-1 not saved: ${res.body}`);
    expect(res.json.metadata.last_loc).toBe(`${P}/step-2`);
    const leadId = res.json.lead_id as unknown as string;
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    if (!row?.visitorId) throw new Error('no visitor');
    return { app, browser, leadId, visitorId: row.visitorId, answers: { ...row.answers } };
  }

  /** Saves step after step on `branch` from step-2 until the end or a refusal. */
  async function walk(w: Walk, branch = 'default', overrides: Answers = {}) {
    const routes: string[] = [];
    let step: string | null = 'step-2';
    let last: TestResponse | null = null;
    while (step) {
      const res = await saveCurrent(database, w, step, branch, overrides, undefined, j);
      last = res;
      if (res.statusCode !== 200) break;
      const loc = res.json.metadata.last_loc as unknown as string;
      routes.push(loc);
      const next = stepOf(loc);
      if (next === step) break;
      step = next;
    }
    return { routes, last };
  }

  const rowOf = async (leadId: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, leadId)))[0];

  it.each([
    ['default', 'salaried'],
    ['selfEmployed', 'selfEmployed'],
  ])('walks every step (%s) to the offers page', async (branch, employment) => {
    const w = await start(branch);
    const { routes, last } = await walk(w, branch, { mobile: freshMobile() });
    expect(last?.statusCode, last?.body).toBe(200);
    expect(routes).toEqual([
      `${P}/step-3`,
      `${P}/financial-capacity-1`,
      `${P}/financial-capacity-2`,
      `${P}/stability-1`,
      `${P}/financial-health-1`,
      OFFERS,
    ]);
    const row = await rowOf(w.leadId);
    expect(row?.status).toBe('complete');
    expect(queryFromAnswers(row?.answers ?? {}).employment).toBe(employment);
  });

  it('refuses bad answers with 422 and the journey’s words, keeping what was saved', async () => {
    const w = await start();
    const mobile = await walk(w, 'default', { mobile: '12345' });
    expect(mobile.last?.statusCode).toBe(422);
    expect(mobile.last?.body).toContain('Please enter a valid 10 digit phone number');

    const income = await walk(await start(), 'default', {
      mobile: freshMobile(),
      monthlyIncome: '9999',
    });
    expect(income.last?.statusCode).toBe(422);
    expect(income.last?.body).toContain('Must be at least ₹10,000');
    expect(income.routes.at(-1)).toBe(`${P}/financial-capacity-2`);

    const emi = await walk(await start('selfEmployed'), 'selfEmployed', {
      mobile: freshMobile(),
      personalLoanEmiValue: '90001',
    });
    expect(emi.last?.statusCode).toBe(422);
    expect(emi.last?.body).toContain('Your EMIs cannot be more than your monthly income');

    // A step ahead of the lead is refused as a client error, never a 500.
    const ahead = await saveStep(
      w.browser,
      'financial-health-1',
      sampleAnswers(P, 'financial-health-1'),
      w.leadId,
      {},
      P,
    );
    expect(ahead.statusCode).toBeGreaterThanOrEqual(400);
    expect(ahead.statusCode).toBeLessThan(500);
  });

  it('gives the offers page its query from the lead, and offers for it', async () => {
    const w = await start();
    await walk(w, 'default', { mobile: freshMobile() });
    const current = await w.browser.get(`/api/lead/current?journey=${P}`);
    expect(current.statusCode, current.body).toBe(200);
    const lead = (current.json as unknown as { data: { results: { answers: Answers } } }).data
      .results;
    const query = queryFromAnswers(lead.answers);
    expect(query).toMatchObject({
      amount: 500000,
      tenure: 36,
      employment: 'salaried',
      income: 85000,
      birthYear: 1990,
      creditLevel: 'excellent',
    });
    expect(typeof query.city).toBe('string');
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, existingEmi: 0 } as LoanOfferQuery)) {
      search.set(k, String(v));
    }
    const res = await new Visitor(app).get(`/api/loans/personal/offers?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = (res.json as unknown as { data: { results: { matched: unknown[] } } }).data;
    expect(results.matched.length).toBeGreaterThan(0);
  });
});
