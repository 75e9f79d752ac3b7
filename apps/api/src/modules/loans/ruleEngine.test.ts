import { eligibilityState, evaluatePayload } from '@tara/core/rules/loans';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Spec 02 §7's rule-engine calls (decision 050), on both databases.

interface RuleAnswer {
  eligible_loans: { id: number; bank: { bank_name: string }; apr: number; emi: number }[];
  not_eligible_loans: { bank: { bank_name: string }; reasons: string[] }[];
  loan_eligibility: { eligible: boolean; bestEMI: number | null; total: number };
}

describe.each(testDbKinds())('the rule-engine calls on $kind', ({ open }) => {
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

  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const errors = (res: { json: <T>() => T }) => res.json<{ errors: string[] }>().errors.join(' ');

  it('GET rule engine: the filter query (age cleared) answers eligible_loans by APR and bestEMI', async () => {
    // Salaried (1) in Mumbai (city 1), ₹30,000 a month, ₹5 lakh over 36 months.
    const res = await get(
      '/api/rule-engine?cityId=1&professionId=1&age=&grossMonthlyIncome=30000&expectedLoanAmount=500000&expectedTenure=36&emiExists=0&offset=0&limit=1000',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RuleAnswer>();
    expect(body.eligible_loans.length).toBe(9);
    const aprs = body.eligible_loans.map((l) => l.apr);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(body.loan_eligibility.eligible).toBe(true);
    expect(body.loan_eligibility.bestEMI).toBe(Math.min(...body.eligible_loans.map((l) => l.emi)));
    expect(body.not_eligible_loans).toEqual([
      expect.objectContaining({
        bank: expect.objectContaining({ bank_name: 'Poonawalla Fincorp' }),
        reasons: ['income ₹30,000 a month is below the ₹40,000 a month minimum'],
      }),
    ]);
    // offset and limit page the list.
    const page = await get(
      '/api/rule-engine?professionId=1&grossMonthlyIncome=30000&expectedLoanAmount=500000&expectedTenure=36&offset=2&limit=3',
    );
    expect(page.json<RuleAnswer>().eligible_loans.map((l) => l.id)).toEqual(
      body.eligible_loans.slice(2, 5).map((l) => l.id),
    );
  });

  it('GET rule engine: a self-employed applicant is told why; no profession, no offer', async () => {
    const self = await get(
      '/api/rule-engine?professionId=9&expectedLoanAmount=500000&expectedTenure=36',
    );
    expect(self.statusCode).toBe(200);
    // The catalog's personal loans are for salaried applicants only (decision 047's rows).
    const answer = self.json<RuleAnswer>();
    expect(answer.loan_eligibility.eligible).toBe(false);
    expect(answer.not_eligible_loans[0]?.reasons).toEqual([
      'not offered to self-employed applicants',
    ]);
    const none = await get('/api/rule-engine?expectedLoanAmount=500000');
    expect(none.json<RuleAnswer>().eligible_loans).toEqual([]);
  });

  it('GET rule engine: bad input is a 422 with the field named', async () => {
    const bad = await get('/api/rule-engine?grossMonthlyIncome=lots');
    expect(bad.statusCode).toBe(422);
    expect(errors(bad)).toMatch(/grossMonthlyIncome must be a number/);
    const tenure = await get('/api/rule-engine?expectedTenure=0');
    expect(tenure.statusCode).toBe(422);
    expect(errors(tenure)).toMatch(/expectedTenure must be at least 1/);
    expect((await get('/api/rule-engine?itrStatus=7')).statusCode).toBe(422);
    // Ids are whole numbers (issue 20 item 9: 1.5 reached the database and answered 500).
    const city = await get('/api/rule-engine?cityId=1.5');
    expect(city.statusCode).toBe(422);
    expect(errors(city)).toMatch(/cityId must be a whole number/);
    expect((await get('/api/rule-engine?professionId=1.5')).statusCode).toBe(422);
  });

  it('POST evaluate: the answer replaces the state, eligible or with the reason', async () => {
    const state = eligibilityState();
    state.user = {
      ...state.user,
      dobYear: 1990,
      serviceType: 'salaried',
      grossMonthlyIncome: 30_000,
      city: 'Mumbai',
    };
    state.financialHealth.score = 750;
    state.filter = { ...state.filter, loanAmtMax: 5_00_000, tenure: 36 };
    const payload = evaluatePayload(state);
    const res = await post('/api/rule-engine/evaluate/', payload);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<typeof payload>();
    expect(next.user.eligible).toBe(true);
    expect(next.user.nonEligibilityReason).toBeNull();
    expect(next.filter).toEqual(payload.filter);
    expect(next.criteria).toMatchObject({ kind: 'personal', loan_eligibility: { total: 9 } });
    expect(next).not.toHaveProperty('isLoading');

    // Too little income for anyone: not eligible, with the reason.
    const poor = evaluatePayload({ ...state, user: { ...state.user, grossMonthlyIncome: 12_000 } });
    const miss = (await post('/api/rule-engine/evaluate/', poor)).json<typeof payload>();
    expect(miss.user.eligible).toBe(false);
    expect(miss.user.nonEligibilityReason).toMatch(/income ₹12,000 a month is below/);

    const broken = await post('/api/rule-engine/evaluate/', { ...payload, filter: { tenure: 0 } });
    expect(broken.statusCode).toBe(422);
  });

  it('POST /init_product_filters gives the lenders; only productId 2', async () => {
    const res = await post('/api/init_product_filters', { productId: 2 });
    expect(res.statusCode).toBe(200);
    const providers = res.json<{ data: { results: { providers: { bank_name: string }[] } } }>().data
      .results.providers;
    expect(providers.length).toBe(10);
    expect(providers.map((p) => p.bank_name)).toContain('State Bank of India');
    const wrong = await post('/api/init_product_filters', { productId: 3 });
    expect(wrong.statusCode).toBe(422);
    expect(errors(wrong)).toMatch(/Only productId 2/);
  });

  it('POST /v2/personal_loans filters the instruments (§4.4)', async () => {
    const all = await post('/api/v2/personal_loans', { status: 1 });
    expect(all.statusCode).toBe(200);
    type List = {
      data: {
        results: { bank: { bank_id: number }; max_loan_amount: number; min_credit_score: number }[];
        metadata: { total: number };
      };
    };
    expect(all.json<List>().data.metadata.total).toBe(10);
    const big = (await post('/api/v2/personal_loans', { maxLoanAmount: 40_00_000 })).json<List>();
    expect(big.data.results.every((r) => r.max_loan_amount >= 40_00_000)).toBe(true);
    expect(big.data.metadata.total).toBeLessThan(10);
    const axis = (await post('/api/v2/personal_loans', { bankIds: [502] })).json<List>();
    expect(axis.data.results.map((r) => r.bank.bank_id)).toEqual([502]);
    const low = (await post('/api/v2/personal_loans', { minCreditScore: 690 })).json<List>();
    expect(low.data.results.every((r) => r.min_credit_score <= 690)).toBe(true);
    const bad = await post('/api/v2/personal_loans', { status: 2 });
    expect(bad.statusCode).toBe(422);
    expect(errors(bad)).toMatch(/status must be 1/);
  });

  it('GET /personal_loan/details/{id}: one instrument, 404 for another kind or none', async () => {
    const res = await get('/api/personal_loan/details/5021');
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ data: { results: { bank_name: string; professions: object } } }>().data.results,
    ).toMatchObject({
      bank_name: 'Axis Bank',
      professions: { SALARIED: { max_tenure: 60, interest_rate: '10.99-22' } },
    });
    expect((await get('/api/personal_loan/details/5023')).statusCode).toBe(404);
    expect((await get('/api/personal_loan/details/999999')).statusCode).toBe(404);
    expect((await get('/api/personal_loan/details/abc')).statusCode).toBe(422);
  });
});
