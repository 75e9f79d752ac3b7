import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { salariedPath, saveStep } from '../../test/leadSteps.js';
import { TEST_CLIENTS_AS_PROXIES, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const URL = '/api/rule_engine/recommend/credit_cards';

interface Offer {
  slug: string;
  eligible: boolean;
  reasons: string[];
}

describe.each(testDbKinds())('card recommendation on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const offers = (json: unknown) => (json as { data: { results: Offer[] } }).data.results;

  it('answers the spec query with every card, eligible first, with reasons', async () => {
    const res = await browser.post(URL, {
      empType: 1,
      dob: '1990-04-10',
      cityPrettyName: 'Mumbai',
      minGmi: 80000,
      accountProviderId: null,
      companyId: 9,
      otherCard: 0,
      otherCardLimit: 0,
    });
    expect(res.statusCode).toBe(200);
    const list = offers(res.json);
    expect(list).toHaveLength(25);
    expect(res.json.data.metadata).toEqual({ eligible: 22, total: 25 });
    const ineligible = list.filter((c) => !c.eligible).map((c) => c.slug);
    expect(ineligible.sort()).toEqual(
      ['hdfc-diners-club-black', 'hdfc-regalia-gold', 'rbl-world-safari'].sort(),
    );
    const firstIneligible = list.findIndex((c) => !c.eligible);
    expect(list.slice(firstIneligible).every((c) => !c.eligible)).toBe(true);
    const elite = list.find((c) => c.slug === 'sbi-elite');
    expect(elite?.reasons).toContain('income ₹80,000 meets the ₹60,000 minimum');
    const regalia = list.find((c) => c.slug === 'hdfc-regalia-gold');
    expect(regalia?.eligible).toBe(false);
    expect(regalia?.reasons[0]).toBe('income ₹80,000 is below the ₹1,00,000 minimum');
    expect(res.json.data.results[0]).toMatchObject({
      issuer_bank: { bank_id: expect.any(Number), name: expect.any(String) },
      issuer_bank_id: expect.any(Number),
      issuer_bank_name: expect.any(String),
      image_url: expect.stringMatching(/^\/api\/cards\/image\/.+\.svg$/),
      categories: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      joining_fee: expect.any(Number),
      discounted_fee: expect.any(Number),
      card_type: expect.any(String),
      card_usage: expect.any(String),
      ratings: expect.any(Number),
      bullets: expect.any(Array),
      score: expect.any(Number),
      fit: expect.any(Array),
    });
    const safari = list.find((c) => c.slug === 'rbl-world-safari');
    expect(safari?.reasons[0]).toBe('needs an existing credit card with a limit of ₹1,50,000');
  });

  it('explains age and city refusals in plain words', async () => {
    const res = await browser.post(URL, {
      empType: 2,
      dob: '2006-01-01',
      cityPrettyName: 'Patna',
      minGmi: 30000,
    });
    const list = offers(res.json);
    const amex = list.find((c) => c.slug === 'amex-membership-rewards');
    expect(amex?.reasons).toContain('not offered in your city');
    const simply = list.find((c) => c.slug === 'sbi-simplyclick');
    expect(simply?.reasons).toContain('age 19 is below the minimum 21');
  });

  it("derives the query from the visitor's lead", async () => {
    const me = new Visitor(app);
    let leadId: string | undefined;
    for (const [step, values] of salariedPath) {
      const saved = await saveStep(me, step, values, leadId);
      leadId ??= saved.json.lead_id as unknown as string;
    }
    const res = await me.post(URL, { leadId });
    expect(res.statusCode).toBe(200);
    const millennia = offers(res.json).find((c) => c.slug === 'hdfc-millennia');
    expect(millennia?.reasons).toContain('income ₹85,000 meets the ₹35,000 minimum');
    expect(millennia?.reasons).toContain('offered in every city');
    const elite = offers(res.json).find((c) => c.slug === 'sbi-elite');
    expect(elite?.reasons).toContain('offered in Mumbai');
    expect((await me.post(URL, { leadId: 'not-a-uuid' })).statusCode).toBe(404);
  });

  it('refuses a malformed query with 422', async () => {
    for (const body of [
      {},
      { empType: 3 },
      { empType: 1, dob: '10-04-1990' },
      { empType: 1, minGmi: -5 },
    ]) {
      const res = await browser.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe.each(testDbKinds())('canonical URLs with PUBLIC_ORIGIN on $kind', ({ open }) => {
  const ORIGIN = 'https://tara.example.in';
  // A client's own Host, and a forged X-Forwarded-Host (trusted here, as behind a proxy).
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
  let database: Database;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let browser: Visitor;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { publicOrigin: ORIGIN, trustProxy: TEST_CLIENTS_AS_PROXIES });
    plain = await testApp(database);
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await database.close();
  });

  const canonical = async (body: object) => {
    const res = await browser.post('/api/seo/contents', body, hostile);
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    return res.json.data.results[0]?.canonical;
  };

  it('writes every canonical on PUBLIC_ORIGIN whatever Host says', async () => {
    expect(await canonical({ creditCardId: 6 })).toBe(
      `${ORIGIN}/credit-card/hdfc-bank/hdfc-millennia`,
    );
    expect(await canonical({ searchCard: 'sbi-elite' })).toBe(
      `${ORIGIN}/credit-card/sbi-card/sbi-elite`,
    );
    expect(await canonical({ path: '/credit-cards' })).toBe(`${ORIGIN}/credit-cards`);
    expect(await canonical({ path: '/credit-cards/travel' })).toBe(`${ORIGIN}/credit-cards/travel`);
    expect(await canonical({ path: '/credit-card/hdfc-bank/some-old-card?utm_source=x' })).toBe(
      `${ORIGIN}/credit-card/hdfc-bank/some-old-card`,
    );
  });

  it('without PUBLIC_ORIGIN (dev, test) follows the request, as before', async () => {
    const res = await new Visitor(plain).post(
      '/api/seo/contents',
      { creditCardId: 6 },
      { host: 'localhost:8080' },
    );
    expect(res.json.data.results[0]?.canonical).toBe(
      'https://localhost:8080/credit-card/hdfc-bank/hdfc-millennia',
    );
  });
});
