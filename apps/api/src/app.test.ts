import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Database } from './db/types.js';
import { fixtureJourney } from './test/fixtureJourney.js';
import { TEST_CLIENTS_AS_PROXIES, testApp, Visitor } from './test/testApp.js';
import { testDbKinds } from './test/testDb.js';

describe.each(testDbKinds())('app on $kind', ({ kind, open }) => {
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

  it('answers health with the database kind', async () => {
    const res = await browser.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ status: 'ok', db: kind });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI 3.1 document with the lead calls', async () => {
    const res = await browser.get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    const paths = Object.keys(res.json.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/lead/add/unverified',
        '/api/lead/update/unverified',
        '/api/lead/current',
        '/api/rule_engine/recommend/credit_cards',
        '/api/provider/search/pin',
      ]),
    );
    const add = res.json.paths['/api/lead/add/unverified'].post;
    expect(add.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['journey', 'step']),
    );
    expect(add.responses['200']).toBeDefined();
    expect(add.responses['409']).toBeDefined();
    const docs = await browser.get('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('documents the identity calls with their bodies', async () => {
    const doc = (await browser.get('/api/openapi.json')).json;
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/get',
        '/api/user/add',
        '/api/user/update',
        '/api/user/add-or-update',
        '/api/user/login/otp',
        '/api/user/otp',
        '/api/user/register',
        '/api/user/login',
        '/api/user/logout',
        '/api/user/verify-on-behalf',
        '/api/lead/prefill',
        '/api/sandbox/sms',
      ]),
    );
    expect(Object.keys(doc.paths['/api/user/get'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    const otp = doc.paths['/api/user/otp'].post;
    expect(otp.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['mobile', 'type']),
    );
    expect(otp.responses['429']).toBeDefined();
    // One named error body, referred to by every error response (decision 016).
    const ref = otp.responses['422'].content['application/json'].schema.$ref;
    expect(ref).toBe('#/components/schemas/ErrorBody');
    const error = doc.components.schemas.ErrorBody;
    expect(Object.keys(error.properties)).toEqual(
      expect.arrayContaining(['errors', 'isInvalidOtp', 'userExists', 'retryAfter']),
    );
  });

  it('lists journeys and serves a definition by prefix and version', async () => {
    const list = await browser.get('/api/journeys');
    expect(list.json).toEqual([{ prefix: 'test/api', version: 1, title: 'API fixture' }]);
    const def = await browser.get('/api/journeys/test/api');
    expect(def.statusCode).toBe(200);
    expect(def.json.first).toBe('step1');
    expect(def.json.steps[1].fields[0].lookup).toBe('pincodeCity');
    expect((await browser.get('/api/journeys/test/api?version=1')).statusCode).toBe(200);
    const missing = await browser.get('/api/journeys/test/api?version=9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ errors: ['Journey not found'] });
    expect((await browser.get('/api/journeys/nope')).json).toEqual({
      errors: ['Journey not found'],
    });
    expect((await browser.get('/api/journeys/test/api?version=x')).statusCode).toBe(422);
  });

  it('marks the visitor cookie Secure in production', async () => {
    const secure = await buildApp({ database, journeys: [fixtureJourney], secureCookies: true });
    const res = await new Visitor(secure).post('/api/lead/add/unverified', {
      journey: 'test/api',
      step: 'step1',
      firstname: 'Asha',
    });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    await secure.close();
  });

  it('describes every operation with its responses', async () => {
    const doc = (await browser.get('/api/openapi.json')).json;
    expect(doc.info.title).toBe('Tara marketplace API');
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as object)) {
        expect(Object.keys((op as { responses: object }).responses), `${method} ${path}`).toContain(
          '200',
        );
      }
    }
    const recommend = doc.paths['/api/rule_engine/recommend/credit_cards'].post;
    expect(recommend.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await browser.get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ errors: ['Not found'] });
  });

  it('refuses a state-changing call that is not JSON (415)', async () => {
    const res = await browser.request({
      method: 'POST',
      url: '/api/lead/add/unverified',
      payload: 'journey=test/api&step=step1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json).toEqual({ errors: ['Content-Type must be application/json'] });
    const none = await browser.request({ method: 'POST', url: '/api/lead/reset', payload: '{}' });
    expect(none.statusCode).toBe(415);
  });

  it('refuses a foreign Origin (403) and accepts its own and the allowed ones', async () => {
    const body = { journey: 'test/api' };
    const foreign = await browser.post('/api/lead/reset', body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json).toEqual({ errors: ['Origin not allowed'] });
    const own = await browser.post('/api/lead/reset', body, { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
    const allowed = await browser.post('/api/lead/reset', body, {
      origin: 'https://app.example.in',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('takes the origin from X-Forwarded-* only when told to trust the proxy, and never a non-loopback one', async () => {
    const body = { journey: 'test/api' };
    const local = {
      origin: 'https://localhost:8443',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost:8443',
    };
    const remote = {
      origin: 'https://tara.example.in',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'tara.example.in',
    };
    expect((await browser.post('/api/lead/reset', body, local)).statusCode).toBe(403);
    const proxied = await buildApp({
      database,
      journeys: [fixtureJourney],
      trustProxy: TEST_CLIENTS_AS_PROXIES,
    });
    const behindProxy = new Visitor(proxied);
    expect((await behindProxy.post('/api/lead/reset', body, local)).statusCode).toBe(200);
    // Any other host must be configured (PUBLIC_ORIGIN / ALLOWED_ORIGINS): a forwarded Host
    // is the client's to choose.
    expect((await behindProxy.post('/api/lead/reset', body, remote)).statusCode).toBe(403);
    await proxied.close();
  });

  it('answers malformed JSON with 400, never 500', async () => {
    for (const payload of ['{"journey":', '', '[', '{"__proto__":{"x":1}}', 'null']) {
      const res = await browser.post('/api/lead/add/unverified', payload);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(Array.isArray(res.json.errors), payload).toBe(true);
    }
    expect((await browser.post('/api/lead/add/unverified', '{"journey":')).json).toEqual({
      errors: ['Malformed JSON'],
    });
  });
});
