import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/types.js';
import { lastOtp } from '../test/auth.js';
import { fixtureJourney } from '../test/fixtureJourney.js';
import { Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { safeError } from './errorHandler.js';

describe.each(testDbKinds())('logs without personal data on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await open();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      database,
      journeys: [fixtureJourney],
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
  });

  it('logs method, route, status and duration, never bodies, query values or cookies', async () => {
    const browser = new Visitor(app);
    const body = {
      journey: 'test/api',
      step: 'step1',
      firstname: 'Secretname',
      pancard: 'ABCPE1234F',
      mobile: '9876543210',
    };
    const res = await browser.post('/api/lead/add/unverified', body);
    expect(res.statusCode).toBe(200);
    await browser.get('/api/provider/search/pin?pincode=400001');
    await browser.get('/api/lead/current?journey=test/api');
    const text = lines.join('');
    for (const secret of [
      'Secretname',
      'ABCPE1234F',
      '9876543210',
      '400001',
      browser.cookies.get('tara_vid'),
    ]) {
      expect(text).not.toContain(secret);
    }
    const entries = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          route: '/api/lead/add/unverified',
          status: 200,
          durationMs: expect.any(Number),
        }),
        expect.objectContaining({ method: 'GET', route: '/api/provider/search/pin', status: 200 }),
      ]),
    );
  });

  it('logs no OTP, session token, mobile or name through sign-up, login and the session check', async () => {
    const browser = new Visitor(app);
    const mobile = '9812345678';
    await browser.post('/api/user/otp', { mobile, type: 1, first_name: 'Secretfirst' });
    const code = await lastOtp(app, mobile);
    await browser.post('/api/user/register', {
      mobile,
      otp: code,
      name: 'Secretfirst Secretlast',
      email: 'secret@example.in',
    });
    await browser.request({ method: 'POST', url: '/api/user/login' });
    await browser.post('/api/user/get', { mobile });
    await browser.post('/api/user/login', { mobile, otp: '000000' });
    const token = browser.cookies.get('tara_sid') as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const text = lines.join('');
    for (const secret of [code, token, mobile, 'Secretfirst', 'Secretlast', 'secret@example.in']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/user/register');
    // Were an object with these keys ever logged, pino would redact them.
    const { redactPaths } = await import('./logging.js');
    for (const key of ['otp', 'token', 'first_name', 'last_name', 'encodedData', 'cookies']) {
      expect(redactPaths).toContain(key);
    }
  });

  it('answers a real failure with 500 Server error occured, and logs it without data', async () => {
    const browser = new Visitor(app);
    await database.close();
    const res = await browser.get('/api/health');
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({ errors: ['Server error occured'] });
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    // The error's own class name (pino's err serializer would have made it 'Object').
    expect(failure?.error?.type).toMatch(/Error$/);
  });

  it('keeps only the first line of an error message (query parameters stay out)', () => {
    const err = new Error('Failed query: insert into leads\nparams: 9876543210,ABCPE1234F');
    const safe = JSON.stringify(safeError(err));
    expect(safe).toContain('Failed query');
    expect(safe).not.toContain('9876543210');
  });
});
