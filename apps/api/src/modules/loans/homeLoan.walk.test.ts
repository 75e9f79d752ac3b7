import { type Answers, HOME_LOAN_ALONE, homeLoanJourney as j, sampleAnswers } from '@tara/core';
import { homeLoanOfferBody } from '@tara/core/rules/loans';
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
const OFFERS = 'home-loan/offers';
const at = (...ids: string[]) => ids.map((id) => `${P}/${id}`);
/** The step of a route of this journey (its step ids are not `stepN`). */
const stepOf = (loc: string): string | null =>
  loc.startsWith(`${P}/`) ? loc.slice(P.length + 1) : null;

// The home loan (02 §2.5, decision 056) through the API on both databases: the journey's
// edges (the co-applicant's steps or none, the property steps by what the loan is for), its
// refusals, and the offers call on the walk's answers with RBI's cap explained.
describe.each(testDbKinds())('the home loan on $kind', ({ open }) => {
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

  async function start(branch = 'default'): Promise<{ walk: Walk; res: TestResponse }> {
    const browser = new Visitor(app);
    const values = sampleAnswers(P, 'property-details-1', { branch });
    const res = await saveStep(browser, 'property-details-1', values, undefined, {}, P);
    if (res.statusCode !== 200) throw new Error(`first step not saved: ${res.body}`);
    const leadId = res.json.lead_id as unknown as string;
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    if (!row?.visitorId) throw new Error('no visitor');
    return {
      walk: { app, browser, leadId, visitorId: row.visitorId, answers: { ...row.answers } },
      res,
    };
  }

  /** Saves step after step on `branch` until the end, a refusal or `stop` (not saved). */
  async function walk(
    w: Walk,
    from: string,
    branch = 'default',
    overrides: Answers = {},
    stop?: string,
  ) {
    const routes: string[] = [];
    let step: string | null = from;
    let last: TestResponse | null = null;
    while (step && step !== stop) {
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

  const statusOf = async (leadId: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, leadId)))[0]?.status;

  it('walks every step with a co-applicant to the offers page', async () => {
    const { walk: w, res } = await start();
    expect(res.json.metadata.last_loc).toBe(`${P}/property-details-2`);
    const mobile = freshMobile();
    const { routes, last } = await walk(w, 'property-details-2', 'default', { mobile });
    expect(last?.statusCode, last?.body).toBe(200);
    expect(routes).toEqual([
      ...at(
        'property-details-3',
        'property-details-4',
        'property-details-5',
        'property-details-6',
        'personal-details-1',
        'personal-details-2',
        'financial-capacity-1',
        'financial-capacity-2',
        'financial-health-1',
        'add-coapplicant-1',
        'add-coapplicant-2',
        'add-coapplicant-3',
      ),
      OFFERS,
    ]);
    expect(await statusOf(w.leadId)).toBe('complete');
  });

  it('ends on the offers without a co-applicant, skipping their two steps', async () => {
    const { walk: w } = await start();
    await walk(w, 'property-details-2', 'default', { mobile: freshMobile() }, 'add-coapplicant-1');
    const values = { ...sampleAnswers(P, 'add-coapplicant-1'), coAppPresent: 'no' };
    const res = await saveStep(w.browser, 'add-coapplicant-1', values, w.leadId, {}, P);
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata.last_loc).toBe(OFFERS);
    expect(await statusOf(w.leadId)).toBe('complete');
  });

  it('skips whether the home is chosen and its type when building on one’s own plot', async () => {
    const { res } = await start('build');
    expect(res.json.metadata.last_loc).toBe(`${P}/property-details-4`);
  });

  it('refuses a loan above the property’s value, a small income, and a step skipped ahead', async () => {
    const { walk: w } = await start();
    const { last } = await walk(w, 'property-details-2', 'default', {
      expectedLoanAmount: '15000001',
    });
    expect(last?.statusCode).toBe(422);
    expect(last?.body).toContain("The loan cannot be more than the property's value");
    // Nothing saved is lost: the lead is still on property-details-6 with the value kept.
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    expect(row?.answers.propertyValue).toBe(15_000_000);

    const ahead = await saveStep(
      w.browser,
      'financial-capacity-2',
      sampleAnswers(P, 'financial-capacity-2'),
      w.leadId,
      {},
      P,
    );
    expect(ahead.statusCode).toBeGreaterThanOrEqual(400);
    expect(ahead.statusCode).toBeLessThan(500);

    const fresh = await start();
    const income = await walk(fresh.walk, 'property-details-2', 'default', {
      mobile: freshMobile(),
      monthlyIncome: '9999',
    });
    expect(income.last?.statusCode).toBe(422);
    expect(income.last?.body).toContain('Minimum monthly salary is ₹10,000');
  });

  interface HomeOffers {
    data: {
      results: {
        matched: {
          product: { id: number; lenderName: string };
          offer: {
            amount: number;
            maxAmount: number;
            aprBp: number;
            limitedBy: string;
            kfsPath: string;
          };
          reasons: string[];
        }[];
        notMatched: { product: { lenderName: string }; notMatched: string[] }[];
      };
      metadata: {
        order: string;
        total: number;
        ltv: { maxLoan: number; text: string; applies: boolean };
      };
    };
  }

  const offers = (body: Record<string, unknown>) =>
    new Visitor(app).post('/api/loans/home/offers', body);

  it('gives the co-applicant walk’s offers with RBI’s 75% cap applied and explained', async () => {
    const { walk: w } = await start();
    await walk(w, 'property-details-2', 'default', { mobile: freshMobile() });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    const res = await offers(homeLoanOfferBody(row?.answers ?? {}));
    expect(res.statusCode, res.body).toBe(200);
    const { results, metadata } = (res.json as unknown as HomeOffers).data;
    expect(metadata.ltv).toMatchObject({ maxLoan: 1_12_50_000, applies: true });
    expect(metadata.ltv.text).toBe(
      'Your property is valued above ₹75 lakh, so lenders can lend at most 75\u00a0% of its value: ₹1,12,50,000 (RBI’s cap on home loans above ₹75 lakh).',
    );
    expect(results.matched.length).toBeGreaterThan(0);
    expect(metadata.total).toBe(9);
    for (const m of results.matched) {
      expect(m.offer.maxAmount).toBeLessThanOrEqual(1_12_50_000);
      expect(m.offer.kfsPath).toMatch(new RegExp(`^/home-loan/kfs/${m.product.id}\\?`));
    }
    expect(results.matched.some((m) => m.offer.limitedBy === 'value')).toBe(true);
    const aprs = results.matched.map((m) => m.offer.aprBp);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(res.body).not.toMatch(/recommended|best offer|top pick/i);
    // The KFS the offer links to opens, at the same APR.
    const first = results.matched[0];
    const kfs = await new Visitor(app).get(
      `/api/loans/kfs/${first?.offer.kfsPath.split('/kfs/')[1]}`,
    );
    expect(kfs.statusCode, kfs.body).toBe(200);
    expect(
      (kfs.json as unknown as { data: { results: { kfs: { aprBp: number } } } }).data.results.kfs
        .aprBp,
    ).toBe(first?.offer.aprBp);
  });

  it('lists the lenders not matched with why: a city a lender does not serve, an income too small', async () => {
    const body = homeLoanOfferBody({
      ...HOME_LOAN_ALONE,
      propertyCity: 'Nagpur',
      monthlyIncome: '20000',
      dobYear: '1990',
      empType: 'salaried',
    });
    const res = await offers(body);
    expect(res.statusCode, res.body).toBe(200);
    const { results, metadata } = (res.json as unknown as HomeOffers).data;
    const bajaj = results.notMatched.find((m) => m.product.lenderName === 'Bajaj Housing Finance');
    expect(bajaj?.notMatched).toEqual(
      expect.arrayContaining([
        'not offered in Nagpur',
        'income ₹20,000 a month is below the ₹25,000 a month minimum',
      ]),
    );
    expect(metadata.ltv.applies).toBe(false);
  });

  it('refuses bad answers with 422 and the journey’s words', async () => {
    const good = homeLoanOfferBody({
      ...HOME_LOAN_ALONE,
      dobYear: '1990',
      empType: 'salaried',
      monthlyIncome: '90000',
    });
    const above = await offers({ ...good, expectedLoanAmount: '7000000' });
    expect(above.statusCode).toBe(422);
    expect(above.body).toContain("The loan cannot be more than the property's value");
    const noIncome = await offers({ ...good, coAppPresent: 'yes' });
    expect(noIncome.statusCode).toBe(422);
    expect(noIncome.body).toContain('Please enter the co-applicant’s monthly income');
    const cheap = await offers({ ...good, propertyValue: '100000', expectedLoanAmount: '100000' });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.body).toContain('The property should be worth at least ₹5,00,000');
  });
});
