import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { escapeHtml, injectHead } from '../../http/htmlHead.js';
import { TEST_CLIENTS_AS_PROXIES, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { titleFromPath } from './seo.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tara</title>
    <meta name="description" content="default" />
    <script type="module" src="/assets/index-1a2b.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the head injector', () => {
  it('replaces the title and description, adds keywords and canonical, sets en-IN', () => {
    const html = injectHead(INDEX, {
      title: 'A "card" <b>& more</b>',
      description: "It's <script>alert(1)</script>",
      keywords: 'a, b',
      canonical: 'https://x.in/credit-card/a/b?x="1"',
      lang: 'en-IN',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>A &quot;card&quot; &lt;b&gt;&amp; more&lt;/b&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="It&#39;s &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<link rel="canonical" href="https://x.in/credit-card/a/b?x=&quot;1&quot;">',
    );
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<script type="module" src="/assets/index-1a2b.js"></script>');
  });

  it('adds lang to an html tag without one', () => {
    const html = injectHead('<html><head></head><body></body></html>', {
      title: 't',
      description: 'd',
      keywords: 'k',
      canonical: 'c',
      lang: 'en-IN',
    });
    expect(html).toMatch(/^<html lang="en-IN"><head>/);
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });

  it('makes the fallback title from the path segments in title case (CO-03)', () => {
    expect(titleFromPath('hdfc-bank/unknown-card')).toBe('Hdfc Bank Unknown Card');
    expect(titleFromPath('/american_express/PLATINUM-reserve?x=1')).toBe(
      'American Express Platinum Reserve',
    );
    expect(titleFromPath('sbi-card/%E0%A4%95-card')).toBe('Sbi Card क Card');
    expect(titleFromPath('bad/%E0%A4')).toBe('Bad %e0%a4');
  });
});

describe.each(testDbKinds())('SEO heads of the SPA pages on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;
  const dist = mkdtempSync(join(tmpdir(), 'tara-seo-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    database = await open();
    app = await testApp(database, { webDist: dist });
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => browser.get(url, { host: 'tara.example.in' });

  it('puts a card detail page’s title, description, keywords and canonical in the head', async () => {
    const res = await page('/credit-card/hdfc-bank/hdfc-millennia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe(
      'HDFC Bank Millennia Credit Card: fees, rewards and eligibility | Tara',
    );
    expect(tag(res.body, /<meta name="description" content="([^"]*)">/)).toMatch(
      /^HDFC Bank Millennia Credit Card from HDFC Bank: 5% cashback/,
    );
    expect(tag(res.body, /<meta name="keywords" content="([^"]*)">/)).toContain(
      'HDFC Bank credit card',
    );
    expect(tag(res.body, /<link rel="canonical" href="([^"]*)">/)).toBe(
      'https://tara.example.in/credit-card/hdfc-bank/hdfc-millennia',
    );
    expect(res.body).toContain('<html lang="en-IN">');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('gives a card detail page its share tags (og:*, twitter:card), and no other page', async () => {
    const res = await page('/credit-card/hdfc-bank/hdfc-millennia');
    const og = (property: string) =>
      tag(res.body, new RegExp(`<meta property="og:${property}" content="([^"]*)">`));
    expect(og('type')).toBe('website');
    expect(og('site_name')).toBe('Tara');
    expect(og('locale')).toBe('en_IN');
    expect(og('title')).toBe(tag(res.body, /<title>([^<]*)<\/title>/));
    expect(og('description')).toMatch(/^HDFC Bank Millennia Credit Card from HDFC Bank/);
    expect(og('url')).toBe('https://tara.example.in/credit-card/hdfc-bank/hdfc-millennia');
    expect(og('image')).toBe('https://tara.example.in/api/cards/image/hdfc-millennia.svg');
    expect(res.body).toContain('<meta name="twitter:card" content="summary">');
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);
    for (const other of ['/credit-cards', '/credit-card/hdfc-bank/an-old-card']) {
      expect((await page(other)).body, other).not.toContain('og:');
    }
  });

  it('falls back to the path in title case for an unknown card', async () => {
    const res = await page('/credit-card/hdfc-bank/an-old-card?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Hdfc Bank An Old Card | Tara');
    expect(tag(res.body, /<link rel="canonical" href="([^"]*)">/)).toBe(
      'https://tara.example.in/credit-card/hdfc-bank/an-old-card',
    );
  });

  it('fills the list and area pages, escapes what the path brings', async () => {
    const listPage = await page('/credit-cards');
    expect(tag(listPage.body, /<title>([^<]*)<\/title>/)).toBe(
      'Credit cards in India: compare and apply online | Tara',
    );
    const area = await page('/credit-cards/american-express');
    expect(tag(area.body, /<title>([^<]*)<\/title>/)).toBe(
      'American Express Banking Corp. credit cards: compare and apply | Tara',
    );
    const evil = await page('/credit-card/%3Cscript%3E/%22%3E%3Cimg%20src=x%3E');
    expect(evil.statusCode).toBe(200);
    expect(evil.body).not.toMatch(/<script>|<img/);
    expect(evil.body.match(/<title>/g)).toHaveLength(1);
  });

  it('leaves other SPA routes with the plain index.html', async () => {
    const res = await page('/credit-cards/sbi/step1');
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Tara');
    expect(res.body).toContain('<html lang="en">');
  });
});

describe.each(testDbKinds())('SEO heads with PUBLIC_ORIGIN on $kind', ({ open }) => {
  const ORIGIN = 'https://tara.example.in';
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443' };
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;
  const dist = mkdtempSync(join(tmpdir(), 'tara-seo-origin-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    database = await open();
    app = await testApp(database, {
      webDist: dist,
      publicOrigin: ORIGIN,
      trustProxy: TEST_CLIENTS_AS_PROXIES,
    });
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const canonicalOf = async (url: string) => {
    const res = await browser.get(url, hostile);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).not.toContain('evil.example');
    return tag(res.body, /<link rel="canonical" href="([^"]*)">/);
  };

  it('writes the head’s canonical on PUBLIC_ORIGIN whatever Host says', async () => {
    expect(await canonicalOf('/credit-card/hdfc-bank/hdfc-millennia')).toBe(
      `${ORIGIN}/credit-card/hdfc-bank/hdfc-millennia`,
    );
    expect(await canonicalOf('/credit-card/hdfc-bank/an-old-card?utm_source=x')).toBe(
      `${ORIGIN}/credit-card/hdfc-bank/an-old-card`,
    );
    expect(await canonicalOf('/credit-cards')).toBe(`${ORIGIN}/credit-cards`);
    expect(await canonicalOf('/credit-cards/american-express')).toBe(
      `${ORIGIN}/credit-cards/american-express`,
    );
  });

  it('gives the page head and POST /api/seo/contents the same canonical', async () => {
    const api = await browser.post(
      '/api/seo/contents',
      { searchCard: 'hdfc-bank/hdfc-millennia' },
      hostile,
    );
    expect(api.json.data.results[0]?.canonical).toBe(
      await canonicalOf('/credit-card/hdfc-bank/hdfc-millennia'),
    );
  });
});
