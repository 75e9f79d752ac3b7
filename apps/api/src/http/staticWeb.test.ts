import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';

describe.each(testDbKinds())('built web app served on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;
  const dist = mkdtempSync(join(tmpdir(), 'tara-web-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tara</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    database = await open();
    app = await testApp(database, { webDist: dist });
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await browser.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Tara</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await browser.get('/assets/app-1a2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await browser.get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const url of ['/credit-cards/sbi/step6.3', '/credit-card/offers?x=1', '/profile']) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Tara</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api JSON: unknown API paths are 404 JSON, API routes still work', async () => {
    for (const url of ['/api/unknown', '/API/unknown', '/%61pi/unknown', '/Api', '/%41PI/x?y=1']) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json, url).toEqual({ errors: ['Not found'] });
    }
    expect((await browser.get('/api/health')).json.status).toBe('ok');
    const post = await browser.post('/some/page', {});
    expect(post.statusCode).toBe(404);
    expect((await browser.get('/assets/missing.js')).statusCode).toBe(404);
    // A missing file is a 404, not the SPA; /robots.txt is served by its route (decision 016).
    expect((await browser.get('/humans.txt')).statusCode).toBe(404);
    const robots = await browser.get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^User-agent: \*/);
  });
});
