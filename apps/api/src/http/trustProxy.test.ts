import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { freshMobile } from '../test/auth.js';
import { testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { parseTrustProxy } from './trustProxy.js';

describe('parseTrustProxy', () => {
  it('trusts no proxy when unset, empty or false', () => {
    for (const value of ['', ' ', 'false', 'FALSE']) {
      expect(parseTrustProxy(value)).toEqual({ proxies: false });
    }
  });

  it("takes the proxies' addresses, CIDR ranges and proxy-addr's names", () => {
    expect(parseTrustProxy('10.0.0.5')).toEqual({ proxies: ['10.0.0.5'] });
    expect(parseTrustProxy(' 10.0.0.0/24, 192.168.1.7 ,Loopback, fd00::/8, ::1')).toEqual({
      proxies: ['10.0.0.0/24', '192.168.1.7', 'loopback', 'fd00::/8', '::1'],
    });
    expect(parseTrustProxy('uniquelocal,linklocal')).toEqual({
      proxies: ['uniquelocal', 'linklocal'],
    });
  });

  it('refuses true, a hop count and ranges of every address, saying what to write', () => {
    for (const value of ['true', 'TRUE', '1', '2', '0.0.0.0/0', '::/0']) {
      const parsed = parseTrustProxy(value);
      expect('problem' in parsed && parsed.problem, value).toMatch(
        /give the reverse proxy's own addresses instead, e\.g\. TRUST_PROXY=10\.0\.0\.5/,
      );
    }
    expect(parseTrustProxy('true')).toMatchObject({
      problem: expect.stringMatching(/^TRUST_PROXY=true would let any client choose its own IP/),
    });
    expect(parseTrustProxy('1')).toMatchObject({
      problem: expect.stringMatching(/^TRUST_PROXY=1 is a hop count/),
    });
  });

  it('refuses what is not an address or a range', () => {
    for (const value of [
      'proxy.example.in',
      '10.0.0.0/33',
      '10.0.0.0/8,',
      '10.0.0.1/24/1',
      '::1/129',
      '10.0.0.0/ 8',
      '10.0.0.0/0x8',
    ]) {
      expect(parseTrustProxy(value), value).toHaveProperty('problem');
    }
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it('is the list of proxies, or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
  });

  it('refuses to start on TRUST_PROXY=true or a hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /Bad configuration: TRUST_PROXY: TRUST_PROXY=true would let any client choose its own IP address; give the reverse proxy's own addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1 is a hop count/);
  });
});

/** The one reverse proxy in front of the app, as TRUST_PROXY names it. */
const PROXY = '192.0.2.10';

describe.each(testDbKinds())('behind one trusted proxy on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    // As main.ts builds it: from the configuration.
    app = await testApp(database, { trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('limits OTP sends per client however the client fills the left of X-Forwarded-For', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // What the client wrote, then what the proxy appended: the address it came from.
      const forwarded = `198.51.${i}.${i + 1}, ${client}`;
      const res = await new Visitor(app, PROXY).post(
        '/api/user/otp',
        { mobile: freshMobile(), type: 1 },
        { 'x-forwarded-for': forwarded },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy has its own count.
    const other = await new Visitor(app, PROXY).post(
      '/api/user/otp',
      { mobile: freshMobile(), type: 1 },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('reads X-Forwarded-For only from the proxy: a client connecting directly is its own address', async () => {
    const direct = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await new Visitor(app, direct).post(
        '/api/user/otp',
        { mobile: freshMobile(), type: 1 },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  });

  it("takes the request's own origin from X-Forwarded-* only as the proxy wrote it", async () => {
    const body = { journey: 'test/api' };
    const local = {
      origin: 'https://localhost:8443',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost:8443',
    };
    // Through the proxy, naming a loopback host (a dev rig behind a local TLS proxy): allowed.
    expect((await new Visitor(app, PROXY).post('/api/lead/reset', body, local)).statusCode).toBe(
      200,
    );
    // The same headers from a client that connects directly: its own, so not trusted.
    expect(
      (await new Visitor(app, '203.0.113.60').post('/api/lead/reset', body, local)).statusCode,
    ).toBe(403);
    // A client that wrote X-Forwarded-Host itself, the proxy appending the real one.
    const spoofed = {
      ...local,
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'localhost:8443, tara.example.in',
    };
    expect((await new Visitor(app, PROXY).post('/api/lead/reset', body, spoofed)).statusCode).toBe(
      403,
    );
  });
});
