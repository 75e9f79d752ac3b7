import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { sandboxSms } from '../partners/sms/sandbox.js';
import { type TestResponse, testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { DOCUMENT_ONLY_HEADERS } from './securityHeaders.js';

const INLINE_STYLES = "'self' 'unsafe-inline'";

/** The CSP as directive → sources. */
function csp(res: TestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** `styles`: the API docs' pages allow inline styles (Swagger UI injects <style>), no more. */
function expectHeaders(res: TestResponse, what: string, styles = "'self'"): void {
  const policy = csp(res);
  expect(policy.get('style-src')?.join(' '), what).toBe(styles);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:']);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(String(res.headers['content-security-policy']), what).not.toContain('unsafe-eval');
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  const permissions = String(res.headers['permissions-policy']);
  for (const denied of ['microphone=()', 'payment=()', 'usb=()']) {
    expect(permissions, what).toContain(denied);
  }
  expect(permissions, what).toContain('camera=(self)');
  expect(permissions, what).toContain('geolocation=(self)');
}

describe.each(testDbKinds())('security headers on $kind', ({ open }) => {
  let database: Database;
  let dev: FastifyInstance;
  let prod: FastifyInstance;
  let prodDocs: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'tara-web-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tara</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    database = await open();
    dev = await testApp(database, { webDist: dist });
    const production = {
      webDist: dist,
      production: true,
      sms: sandboxSms(database.db, () => new Date()),
    };
    prod = await testApp(database, production);
    prodDocs = await testApp(database, { ...production, apiDocs: true });
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close(), prodDocs.close()]);
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const responses = (app: FastifyInstance) => {
    const browser = new Visitor(app);
    return [
      ['the page', () => browser.get('/')],
      ['a client route (SPA fallback)', () => browser.get('/credit-cards/sbi/step1')],
      ['a card page (server-written head)', () => browser.get('/credit-cards')],
      ['JSON', () => browser.get('/api/health')],
      ['a 404', () => browser.get('/api/unknown')],
      ['a missing asset', () => browser.get('/assets/missing.js')],
      ['a validation error', () => browser.post('/api/lead/add/unverified', { journey: 1 })],
      ['a refused origin', () => browser.post('/api/user/get', {}, { origin: 'https://x.test' })],
      ['a body that is not JSON', () => browser.post('/api/user/get', '{', {})],
    ] as const;
  };

  it('sets CSP, COOP, Permissions-Policy and framing headers on every kind of response', async () => {
    for (const [what, get] of responses(dev)) {
      const res = await get();
      expectHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('sends a hashed script without the headers only documents read, keeping nosniff, CORP and HSTS', async () => {
    for (const [app, hsts] of [
      [dev, undefined],
      [prod, 'max-age=31536000; includeSubDomains'],
    ] as const) {
      const res = await new Visitor(app).get('/assets/app-1a2b.js');
      expect(res.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe(hsts);
    }
  });

  it('adds HSTS and upgrade-insecure-requests in production only', async () => {
    for (const [what, get] of responses(prod)) {
      const res = await get();
      expectHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(csp(res).has('upgrade-insecure-requests'), what).toBe(true);
    }
  });

  it('serves /api/docs under the same policy, and not in production unless enabled', async () => {
    const docs = await new Visitor(dev).get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/); // no inline script
    expectHeaders(docs, '/api/docs', INLINE_STYLES);
    const initializer = await new Visitor(dev).get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expectHeaders(initializer, 'the docs script', INLINE_STYLES);

    expect((await new Visitor(prod).get('/api/docs/')).statusCode).toBe(404);
    expect((await new Visitor(prod).get('/api/docs')).statusCode).toBe(404);
    const enabled = await new Visitor(prodDocs).get('/api/docs/');
    expect(enabled.statusCode).toBe(200);
    expectHeaders(enabled, '/api/docs in production', INLINE_STYLES);
  });
});
