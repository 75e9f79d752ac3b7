import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { testApp } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const sms = { name: 'fake', send: async () => {} };

/** A scrape from `remoteAddress` (inject's default is 127.0.0.1, a loopback caller). */
const scrape = (app: FastifyInstance, headers: Record<string, string> = {}, remote = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: remote });

describe.each(testDbKinds())('/metrics on $kind', ({ kind, open }) => {
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

  it('counts and times requests by route pattern and status class, never the raw URL', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/journeys/no/such/journey?mobile=9876543210' });
    await app.inject({ method: 'GET', url: '/api/no-such-call/9876543210' });
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} 1$/m,
    );
    expect(res.body).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/journeys\/\*",status_class="4xx"\} 1$/m,
    );
    expect(res.body).toMatch(
      /^http_requests_total\{method="GET",route="\(unmatched\)",status_class="4xx"\} 1$/m,
    );
    expect(res.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} 1$/m,
    );
    expect(res.body).not.toContain('9876543210');
    expect(res.body).not.toContain('no-such-call');
  });

  it('reports the PostgreSQL pool, and no pool for PGlite', async () => {
    const res = await scrape(app);
    if (kind === 'postgres') {
      expect(res.body).toMatch(/^tara_db_pool_connections \d+$/m);
      expect(res.body).toMatch(/^tara_db_pool_idle_connections \d+$/m);
      expect(res.body).toMatch(/^tara_db_pool_waiting_requests \d+$/m);
    } else {
      expect(res.body).not.toContain('tara_db_pool');
    }
  });

  it('counts purged rows per table and purge runs', async () => {
    const counts = {
      otps: 2,
      sessions: 1,
      rateLimits: 0,
      idempotencyKeys: 5,
      smsOutbox: 0,
      anonymousLeads: 3,
    };
    app.metrics.countPurge(counts);
    app.metrics.countPurge(counts);
    app.metrics.countPurge(null);
    const res = await scrape(app);
    expect(res.body).toMatch(/^tara_purged_rows_total\{table="otps"\} 4$/m);
    expect(res.body).toMatch(/^tara_purged_rows_total\{table="idempotencyKeys"\} 10$/m);
    expect(res.body).toMatch(/^tara_purged_rows_total\{table="anonymousLeads"\} 6$/m);
    expect(res.body).toMatch(/^tara_purge_runs_total\{result="ok"\} 2$/m);
    expect(res.body).toMatch(/^tara_purge_runs_total\{result="failed"\} 1$/m);
  });

  it('answers loopback callers only outside production; X-Forwarded-For changes nothing', async () => {
    expect((await scrape(app, {}, '10.1.2.3')).statusCode).toBe(404);
    const spoofed = await scrape(app, { 'x-forwarded-for': '127.0.0.1' }, '10.1.2.3');
    expect(spoofed.statusCode).toBe(404);
    expect((await scrape(app, {}, '::1')).statusCode).toBe(200);
    // Nor does a loopback peer behind a proxy, or a rebound host name.
    expect((await scrape(app, { 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(404);
    expect((await scrape(app, { host: 'evil.example' })).statusCode).toBe(404);
  });

  it('keeps every app’s registry its own', async () => {
    const other = await testApp(database);
    try {
      const res = await scrape(other);
      expect(res.body).not.toContain('route="/api/health"');
    } finally {
      await other.close();
    }
  });

  it('is a 404 in production without METRICS_TOKEN, even from loopback', async () => {
    const prod = await testApp(database, { production: true, sms });
    try {
      expect((await scrape(prod)).statusCode).toBe(404);
      expect((await scrape(prod, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('needs the bearer token in production', async () => {
    const prod = await testApp(database, { production: true, sms, metricsToken: TOKEN });
    try {
      const missing = await scrape(prod);
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expect((await scrape(prod, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
      expect((await scrape(prod, { authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
      const ok = await scrape(prod, { authorization: `Bearer ${TOKEN}` }, '10.1.2.3');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await prod.close();
    }
  });
});
