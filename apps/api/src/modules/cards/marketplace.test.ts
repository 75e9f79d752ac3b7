import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { type JsonBody, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

interface ListedCard {
  id: number;
  slug: string;
  name: string;
  issuer_bank_id: number;
  joining_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
  ratings: number;
  categories: { id: number; name: string }[];
}

const list = (json: JsonBody) => json.results as unknown as ListedCard[];

describe.each(testDbKinds())('card marketplace calls on $kind', ({ open }) => {
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

  describe('POST /api/credit_cards', () => {
    it('lists every card by name with the spec fields and the joining-fee maximum', async () => {
      const res = await browser.post('/api/credit_cards', { limit: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const cards = list(res.json);
      expect(cards.length).toBeGreaterThanOrEqual(20);
      expect(res.json.metadata).toEqual({ total: cards.length, maxJoiningFee: 11_000 });
      const names = cards.map((c) => c.name);
      expect(names).toEqual(
        [...names].sort((a, b) =>
          new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' }).compare(a, b),
        ),
      );
      expect(cards[0]).toMatchObject({
        issuer_bank: { bank_id: expect.any(Number), name: expect.any(String) },
        image_url: expect.stringMatching(/^\/api\/cards\/image\/[a-z0-9-]+\.svg$/),
        url: expect.stringMatching(/^\/credit-card\/[a-z-]+\/[a-z0-9-]+$/),
      });
      const issuers = new Set(cards.map((c) => (c as unknown as { bank_name: string }).bank_name));
      for (const bank of ['american-express', 'citibank', 'hdfc-bank', 'sbi-card', 'icici-bank']) {
        expect(issuers.has(bank), bank).toBe(true);
      }
    });

    it('filters by bank, card type, usage, category and joining fee (core rules)', async () => {
      const hdfc = list((await browser.post('/api/credit_cards', { bankIds: [2] })).json);
      expect(hdfc.length).toBe(5);
      expect(hdfc.every((c) => c.issuer_bank_id === 2)).toBe(true);
      const fuel = list((await browser.post('/api/credit_cards', { cardTypes: ['fuel'] })).json);
      expect(fuel.map((c) => c.slug).sort()).toEqual(['icici-hpcl-coral', 'sbi-bpcl-octane']);
      const travel = list(
        (await browser.post('/api/credit_cards', { cardUsages: ['Travel'] })).json,
      );
      expect(travel.every((c) => c.card_usage === 'Travel')).toBe(true);
      const groceries = list(
        (await browser.post('/api/credit_cards', { categoryIds: [10, 3] })).json,
      );
      expect(groceries.every((c) => c.categories.some((cat) => [10, 3].includes(cat.id)))).toBe(
        true,
      );
      const cheap = await browser.post('/api/credit_cards', { maxJoiningFee: 500, limit: 5 });
      expect(list(cheap.json).every((c) => c.joining_fee <= 500)).toBe(true);
      expect(list(cheap.json)).toHaveLength(5);
      expect(cheap.json.metadata.total).toBeGreaterThan(5);
      const none = await browser.post('/api/credit_cards', { bankIds: [999] });
      expect(none.json).toEqual({ results: [], metadata: { total: 0, maxJoiningFee: 11_000 } });
    });

    it('sorts by a key in either direction, pages with offset, drops unknown keys', async () => {
      const body = { sortKey: 'joining_fee', sortDirection: -1, utmSource: 'x', cityIds: [] };
      const res = await browser.post('/api/credit_cards', body);
      expect(res.statusCode).toBe(200);
      const fees = list(res.json).map((c) => c.joining_fee);
      expect(fees).toEqual([...fees].sort((a, b) => b - a));
      expect(fees[0]).toBe(10_000);
      const page2 = await browser.post('/api/credit_cards', { ...body, offset: 1, limit: 2 });
      expect(list(page2.json).map((c) => c.slug)).toEqual(
        list(res.json)
          .slice(1, 3)
          .map((c) => c.slug),
      );
      const rated = list((await browser.post('/api/credit_cards', { sortKey: 'ratings' })).json);
      expect(rated.map((c) => c.ratings)).toEqual(
        [...rated.map((c) => c.ratings)].sort((a, b) => a - b),
      );
      for (const bad of [{ sortKey: 'drop table' }, { limit: 0 }, { sortDirection: 2 }]) {
        expect((await browser.post('/api/credit_cards', bad)).statusCode).toBe(422);
      }
    });
  });

  describe('POST /api/credit_card/details', () => {
    it('finds a card by id, by slug and by bankName/slug', async () => {
      const byId = await browser.post('/api/credit_card/details', { creditCardId: 6 });
      expect(byId.statusCode).toBe(200);
      expect(byId.json.data.results).toMatchObject({
        id: 6,
        slug: 'hdfc-millennia',
        issuer_bank_name: 'HDFC Bank',
        url: '/credit-card/hdfc-bank/hdfc-millennia',
        instant_apply: false,
        apply_url: '/credit-cards/hdfc',
      });
      const bySlug = await browser.post('/api/credit_card/details', {
        searchCard: 'hdfc-millennia',
      });
      expect(bySlug.json).toEqual(byId.json);
      const byPath = await browser.post('/api/credit_card/details', {
        searchCard: 'american-express/amex-platinum-travel',
      });
      expect(byPath.json.data.results).toMatchObject({
        slug: 'amex-platinum-travel',
        instant_apply: true,
        apply_url: '/credit-cards/amex/amex-platinum-travel/instant-apply/about-you',
      });
      const asText = await browser.post('/api/credit_card/details', { creditCardId: '11' });
      expect(asText.json.data.results.note).toMatch(/Axis Bank/);
    });

    it("answers 404 'Cannot find card with id: {id}'", async () => {
      const res = await browser.post('/api/credit_card/details', { creditCardId: 4242 });
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({ errors: ['Cannot find card with id: 4242'] });
      const slug = await browser.post('/api/credit_card/details', { searchCard: 'nope/none' });
      expect(slug.json).toEqual({ errors: ['Cannot find card with id: nope/none'] });
      expect((await browser.post('/api/credit_card/details', {})).statusCode).toBe(422);
    });
  });

  it('answers bullet sections and SEO questions of a card', async () => {
    const res = await browser.post('/api/credit-cards/bullets', { creditCardId: 2 });
    expect(res.statusCode).toBe(200);
    const sections = res.json.data.results as unknown as { title: string; bullets: string[] }[];
    expect(sections.map((s) => s.title)).toEqual(['Rewards', 'Benefits', 'Fees', 'Eligibility']);
    expect(sections[2]?.bullets).toEqual([
      'Joining fee ₹4,999, ₹3,999 when you apply through Tara',
      'Annual fee ₹4,999 from the second year',
      'Fees are before GST',
    ]);
    expect(sections[3]?.bullets).toContain('Salaried: a monthly income of ₹60,000 or more');
    const seo = await browser.post('/api/seo/bullets', { searchCard: 'sbi-card/sbi-elite' });
    expect(seo.json.data.results[0]).toEqual({
      question: 'What is the joining fee of the SBI Card ELITE?',
      answer: 'Joining fee ₹4,999, ₹3,999 when you apply through Tara.',
    });
    expect((await browser.post('/api/seo/bullets', { creditCardId: 999 })).statusCode).toBe(404);
  });

  it('answers SEO contents at data.results[0] for a card, the list, an area and a fallback', async () => {
    const host = { host: 'tara.example.in' };
    const card = await browser.post('/api/seo/contents', { creditCardId: 6 }, host);
    expect(card.statusCode).toBe(200);
    expect(card.json.data.results[0]).toMatchObject({
      title: 'HDFC Bank Millennia Credit Card: fees, rewards and eligibility | Tara',
      canonical: 'https://tara.example.in/credit-card/hdfc-bank/hdfc-millennia',
      h1: 'HDFC Bank Millennia Credit Card',
      lang: 'en-IN',
      keywords: expect.stringContaining('HDFC Bank credit card'),
    });
    expect(String(card.json.data.results[0]?.description).length).toBeLessThanOrEqual(160);
    const listPage = await browser.post('/api/seo/contents', { path: '/credit-cards' }, host);
    expect(listPage.json.data.results[0]?.canonical).toBe('https://tara.example.in/credit-cards');
    const area = await browser.post('/api/seo/contents', { path: '/credit-cards/travel' }, host);
    expect(area.json.data.results[0]?.h1).toBe('Travel credit cards');
    const unknown = await browser.post(
      '/api/seo/contents',
      { path: '/credit-card/hdfc-bank/some-old-card' },
      host,
    );
    expect(unknown.json.data.results[0]?.title).toBe('Hdfc Bank Some Old Card | Tara');
  });

  describe('POST /api/reviews/get', () => {
    it('answers the exact spec shape; no invented reviews (decision 031)', async () => {
      const res = await browser.post('/api/reviews/get', { creditCardId: 6, offset: 0, limit: 2 });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json)).toEqual(['data']);
      expect(Object.keys(res.json.data)).toEqual(['metadata', 'data']);
      expect(res.json.data.metadata).toEqual({ total: 0, average_rating: 0 });
      expect(res.json.data.data.results).toEqual([]);
    });

    it('refuses an unknown card and a bad page', async () => {
      expect((await browser.post('/api/reviews/get', { creditCardId: 999 })).statusCode).toBe(404);
      expect(
        (await browser.post('/api/reviews/get', { creditCardId: 6, limit: 500 })).statusCode,
      ).toBe(422);
    });
  });

  it('answers the Amex instant-apply URL (default card, by slug, not for other issuers)', async () => {
    const res = await browser.get('/api/amex');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      data: {
        results: {
          url: '/credit-cards/amex/amex-membership-rewards/instant-apply/about-you',
          card_id: 12,
          slug: 'amex-membership-rewards',
        },
      },
    });
    const gold = await browser.get('/api/amex?slug=amex-gold-charge');
    expect(gold.json.data.results.url).toBe(
      '/credit-cards/amex/amex-gold-charge/instant-apply/about-you',
    );
    expect((await browser.get('/api/amex?creditCardId=23')).json.data.results.slug).toBe(
      'amex-platinum-travel',
    );
    const hdfc = await browser.get('/api/amex?slug=hdfc-millennia');
    expect(hdfc.statusCode).toBe(404);
    expect(hdfc.json.errors).toEqual(['Cannot find card with id: hdfc-millennia']);
  });

  it('lists the instruments (card products) with provider and product ids', async () => {
    const res = await browser.get('/api/instrument');
    expect(res.statusCode).toBe(200);
    const rows = res.json.data.results as unknown as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.find((r) => r.id === 1)).toEqual({
      id: 1,
      name: 'SimplyCLICK SBI Card',
      slug: 'sbi-simplyclick',
      provider_id: 61,
      product_id: 3,
      issuer_bank_id: 1,
    });
    expect(rows.find((r) => r.id === 12)).toMatchObject({ provider_id: 40, product_id: 4 });
  });

  it('documents every card call in the OpenAPI document', async () => {
    const doc = (await browser.get('/api/openapi.json')).json;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/credit_cards',
        '/api/credit_card/details',
        '/api/credit-cards/bullets',
        '/api/seo/bullets',
        '/api/seo/contents',
        '/api/reviews/get',
        '/api/rule_engine/recommend/credit_cards',
        '/api/amex',
        '/api/instrument',
        '/api/cards/apply',
        '/api/lead/{id}/update-status',
        '/api/cards/image/{file}',
      ]),
    );
    expect(doc.paths['/api/lead/{id}/update-status']?.patch).toBeDefined();
    expect(doc.paths['/api/cards/apply']?.post?.responses['502']).toBeDefined();
  });

  it('serves a card picture as SVG with the names escaped', async () => {
    const res = await browser.get('/api/cards/image/hdfc-millennia.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('HDFC Bank');
    expect(res.body).toContain('Mastercard');
    expect((await browser.get('/api/cards/image/nope.svg')).statusCode).toBe(404);
    expect((await browser.get('/api/cards/image/hdfc-millennia.png')).statusCode).toBe(404);
  });
});
