import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { testApp } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';

const ASSET = `console.log(${JSON.stringify('tara '.repeat(500))});`;
const PAGE = `<!doctype html><html><head><title>Tara</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

describe.each(testDbKinds())('compression on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'tara-web-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // As the web build writes them (apps/web/vite/precompress.ts); the variants' bytes are
    // their own, so a test can tell they were sent as they are.
    for (const [file, text] of [
      ['index.html', PAGE],
      [join('assets', 'app-1a2b.js'), ASSET],
    ] as const) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    database = await open();
    app = await testApp(database, { webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the build-time brotli or gzip file of an asset, as it is', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload).toEqual(brotliCompressSync(ASSET));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ASSET);
  });

  it('sends index.html precompressed too, and compresses the server-written page', async () => {
    const home = await get('/', 'br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(PAGE);
    for (const url of ['/credit-cards', '/credit-cards/sbi/step1']) {
      const page = await get(url, 'gzip, br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<p>x</p>');
    }
  });

  it('compresses JSON above 1 KB with brotli or gzip, and leaves small JSON alone', async () => {
    const post = (acceptEncoding: string) =>
      app.inject({
        method: 'POST',
        url: '/api/credit_cards',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        payload: '{}',
      });
    const plain = await post('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await post('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await post('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/health', 'gzip, br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('caches a journey definition of an explicit version for a year, the latest not', async () => {
    const versioned = await get('/api/journeys/test/api?version=1', 'br');
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const latest = await get('/api/journeys/test/api', 'br');
    expect(latest.headers['cache-control']).toBe('no-cache');
    const missing = await get('/api/journeys/test/api?version=9');
    expect(missing.statusCode).toBe(404);
    // An error is no definition: never kept (every API answer without a policy is no-store).
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
