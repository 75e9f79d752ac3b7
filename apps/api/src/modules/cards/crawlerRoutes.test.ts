import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { TEST_CLIENTS_AS_PROXIES, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { sitemapXml } from './sitemap.js';

const ORIGIN = 'https://tara.example.in';
const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443' };

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe.each(testDbKinds())('robots.txt and sitemap.xml on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { publicOrigin: ORIGIN, trustProxy: TEST_CLIENTS_AS_PROXIES });
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps crawlers off the API and personal pages and names the sitemap', async () => {
    const res = await browser.get('/robots.txt', hostile);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/profile', '/login', '/sign-up', '/credit-card/offers']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('evil.example');
  });

  it('lists the card list, the area pages and every card on PUBLIC_ORIGIN', async () => {
    const res = await browser.get('/sitemap.xml', hostile);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = locsOf(res.body);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/credit-card`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs[0]).toBe(`${ORIGIN}/credit-cards`);
    expect(locs).toContain(`${ORIGIN}/credit-cards/american-express`);
    const cards = await browser.post('/api/credit_cards', { limit: 100 });
    const urls = (cards.json.results as unknown as { url: string }[]).map((c) => c.url);
    expect(cards.json.metadata.total).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(locs).toContain(`${ORIGIN}${url}`);
    // Every listed area page is one the server fills (not the fallback head).
    for (const loc of locs.filter((l) => /\/credit-cards\/[^/]+$/.test(l))) {
      const seo = await browser.post('/api/seo/contents', { path: new URL(loc).pathname });
      expect(seo.json.data.results[0]?.title, loc).toMatch(/credit cards: compare and apply/);
    }
  });

  it('leaves both out of the API document', async () => {
    const doc = await browser.get('/api/openapi.json');
    const paths = Object.keys(doc.json.paths as unknown as object);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});

describe('sitemapXml', () => {
  it('escapes every URL for XML', () => {
    const xml = sitemapXml('https://x.in', ['/credit-cards/a&b<c>\'"']);
    expect(locsOf(xml)).toEqual(['https://x.in/credit-cards/a&amp;b&lt;c&gt;&#39;&quot;']);
  });
});
