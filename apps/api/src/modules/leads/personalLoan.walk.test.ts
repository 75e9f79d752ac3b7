import { type Answers, personalLoanJourney as j, sampleAnswers } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { firstStepOtp, freshMobile } from '../../test/auth.js';
import { saveCurrent, stepOf, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { type TestResponse, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { consentView } from '../consents/consentView.js';

const P = j.prefix;
const OFFERS = 'personal-loan/offers';
const at = (...ids: string[]) => ids.map((id) => `${P}/${id}`);

// The personal loan (02 §2.4, decision 049) through the API: step1 pulls the credit report
// (the bureau sandbox, decision 034), the tenure step's lender match runs the loan engine of
// decision 047 on the server, and its outcome picks the route (PL-07 to PL-12).
describe.each(testDbKinds())('the personal loan on $kind', ({ open }) => {
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

  async function start(step1: Answers = {}): Promise<{ walk: Walk; res: TestResponse }> {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    // Decision 063: the mobile is proved by its OTP before step1's pull.
    const otp = await firstStepOtp(app, browser, P, mobile);
    const values = { ...sampleAnswers(P, 'step1'), mobile, otp, ...step1 };
    const res = await saveStep(browser, 'step1', values, undefined, {}, P);
    if (res.statusCode !== 200) throw new Error(`step1 not saved: ${res.body}`);
    const leadId = res.json.lead_id as unknown as string;
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    if (!row?.visitorId) throw new Error('no visitor');
    const walk = { app, browser, leadId, visitorId: row.visitorId, answers: { ...row.answers } };
    return { walk, res };
  }

  /** Saves step after step from `from` on `branch` until an exit, the end or a refusal. */
  async function walk(w: Walk, branch: string, overrides: Answers = {}, from = 'step2') {
    const routes: string[] = [];
    let step: string | null = from;
    let last: TestResponse | null = null;
    while (step) {
      const res = await saveCurrent(database, w, step, branch, overrides, undefined, j);
      last = res;
      if (res.statusCode !== 200) break;
      const loc = res.json.metadata.last_loc as unknown as string;
      routes.push(loc);
      const next = stepOf(loc, P);
      if (next === step) break;
      step = next;
    }
    return { routes, last };
  }

  const outcomes = async (leadId: string) =>
    (await database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId)))
      .map((r) => `${r.call}:${r.outcome}`)
      .sort();

  const lenderFacts = async (leadId: string) => {
    const [row] = await database.db
      .select()
      .from(leadCalls)
      .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, 'pl.lenderMatch')));
    return row?.facts as Record<string, unknown> | undefined;
  };

  it('walks a salaried applicant from step1 to the offers page (another lender: step7.1)', async () => {
    const { walk: w, res } = await start();
    expect(res.json.metadata.last_loc).toBe(`${P}/step2`);
    const { routes } = await walk(w, 'default');
    expect(routes.slice(0, 8)).toEqual(
      at('step2.1', 'step3', 'step3.1', 'step4', 'step4.1', 'step4.2', 'step5.1', 'step7.1'),
    );
    expect(routes.at(-2)).toBe(`${P}/step13.3`);
    expect(routes.at(-1)).toBe(OFFERS);
    expect(await outcomes(w.leadId)).toEqual(['pl.creditReport:pulled', 'pl.lenderMatch:other']);
    expect(await lenderFacts(w.leadId)).toMatchObject({ lenderName: 'State Bank of India' });
    // Decision 063: the pull's consent and the consent to send to the lender it named, kept.
    const given = await database.db.select().from(consents).where(eq(consents.leadId, w.leadId));
    expect(given.map((c) => [c.purpose, c.subject]).sort()).toEqual([
      ['pl-credit-report', ''],
      ['pl-lender', 'State Bank of India'],
    ]);
    const lender = given.find((c) => c.purpose === 'pl-lender');
    if (!lender) throw new Error('no consent to send to the lender');
    expect(consentView(lender).text).toBe(
      'I ask Tara to send this application to State Bank of India, the lender shown above, for this loan only.',
    );
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    expect(row?.status).toBe('complete');
    // No whole PAN in what the calls kept.
    const kept = JSON.stringify(
      await database.db.select().from(leadCalls).where(eq(leadCalls.leadId, w.leadId)),
    );
    expect(kept).not.toContain('ABCPE1234F');
  });

  it('sends a loan-app lender to step5.3 and the own loan to step5.2', async () => {
    const app1 = await start();
    const loanApp = await walk(app1.walk, 'loanAppBusiness');
    expect(loanApp.routes.slice(6, 8)).toEqual(at('step5.1', 'step5.3'));
    expect(await lenderFacts(app1.walk.leadId)).toMatchObject({ lenderName: 'Bajaj Finance' });
    expect(loanApp.routes.at(-1)).toBe(OFFERS);

    const own = await start();
    const ownWalk = await walk(own.walk, 'own');
    expect(ownWalk.routes.slice(6, 8)).toEqual(at('step5.1', 'step5.2'));
    expect(await lenderFacts(own.walk.leadId)).toMatchObject({ lenderName: 'IDFC FIRST Bank' });
    expect(ownWalk.routes.at(-1)).toBe(OFFERS);
  });

  it('sends a self-employed applicant to step6.2, and a booking lender to /booking-done', async () => {
    const se = await start();
    const { routes } = await walk(se.walk, 'selfEmployed');
    expect(routes.slice(6, 8)).toEqual(at('step5.1', 'step6.2'));
    expect(routes).toContain(`${P}/step13.2`);
    expect(routes).not.toContain(`${P}/step7.1`);
    expect(routes.at(-1)).toBe(OFFERS);

    // A fresh lead stopped at the tenure step, then saved preferring Aditya Birla Finance.
    const b = await start();
    await walkTo(b.walk, 'selfEmployed', 'step5.1');
    const values = { ...sampleAnswers(P, 'step5.1', { branch: 'selfEmployed' }) };
    const res = await saveStep(
      b.walk.browser,
      'step5.1',
      { ...values, preferredLenderId: '513' },
      b.walk.leadId,
      {},
      P,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata.last_loc).toBe('booking-done');
    expect(await outcomes(b.walk.leadId)).toContain('pl.lenderMatch:booking');
  });

  it('goes to the offers page when no lender matches', async () => {
    const { walk: w } = await start();
    await walkTo(w, 'default', 'step5.1', { monthlyIncome: '11000' });
    const values = sampleAnswers(P, 'step5.1');
    const res = await saveStep(w.browser, 'step5.1', values, w.leadId, {}, P);
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata.last_loc).toBe(OFFERS);
    expect(await outcomes(w.leadId)).toContain('pl.lenderMatch:none');
  });

  it('goes on without a report when the bureau cannot answer or the PAN is another name', async () => {
    const down = await start({ pancard: 'ABCPE1239F' });
    expect(down.res.statusCode).toBe(200);
    expect(down.res.json.metadata.last_loc).toBe(`${P}/step2`);
    expect(await outcomes(down.walk.leadId)).toEqual(['pl.creditReport:notPulled']);
    const other = await start({ pancard: 'ABCPE1231F' });
    expect(other.res.json.metadata.last_loc).toBe(`${P}/step2`);
    expect(await outcomes(other.walk.leadId)).toEqual(['pl.creditReport:notPulled']);
  });

  it('refuses invalid fields with the spec’s messages', async () => {
    const browser = new Visitor(app);
    const values = { ...sampleAnswers(P, 'step1'), mobile: '12345', pancard: 'ABC12' };
    const bad = await saveStep(browser, 'step1', values, undefined, {}, P);
    expect(bad.statusCode).toBe(422);
    expect(bad.json.fields?.mobile).toBe('Please enter a valid 10 digit phone number');
    expect(String(bad.json.fields?.pancard)).toMatch(/^Please enter a valid PAN/);

    const { walk: w } = await start();
    const low = await walkTo(w, 'default', 'step4.1', {});
    expect(low).toBe(true);
    const res = await saveStep(
      w.browser,
      'step4.1',
      { monthlyIncome: '9000', salaryMode: '1' },
      w.leadId,
      {},
      P,
    );
    expect(res.statusCode).toBe(422);
    expect(String(res.json.fields?.monthlyIncome)).toMatch(/10,000/);
    const skip = await saveStep(w.browser, 'step5.1', sampleAnswers(P, 'step5.1'), w.leadId, {}, P);
    expect(skip.statusCode).toBeGreaterThanOrEqual(400);
    expect(skip.statusCode).toBeLessThan(500);
  });

  /** Saves from step2 until the lead stands on `stop`; true when it does. */
  async function walkTo(w: Walk, branch: string, stop: string, overrides: Answers = {}) {
    let step: string | null = 'step2';
    while (step && step !== stop) {
      const res = await saveCurrent(database, w, step, branch, overrides, undefined, j);
      if (res.statusCode !== 200) throw new Error(`${step}: ${res.body}`);
      step = stepOf(res.json.metadata.last_loc, P);
    }
    return step === stop;
  }
});
