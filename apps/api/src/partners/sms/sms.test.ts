import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/types.js';
import { freshMobile, MINUTE, makeUser, TestClock } from '../../test/auth.js';
import { TEST_COMPANY } from '../../test/company.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { httpSms } from './httpProvider.js';
import { sandboxSms } from './sandbox.js';

describe.each(testDbKinds())('SMS on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps the sandbox outbox in the database, newest first, per mobile', async () => {
    const mobile = freshMobile();
    const sms = sandboxSms(database.db, clock.now);
    await sms.send({ mobile, text: 'first' });
    clock.advance(MINUTE);
    await sms.send({ mobile, text: 'second' });
    await sms.send({ mobile, text: 'third, same instant' });
    await sms.send({ mobile: freshMobile(), text: 'someone else' });
    const local = new Visitor(app, '127.0.0.1');
    const res = await local.get(`/api/sandbox/sms?mobile=${mobile}`);
    expect(res.statusCode).toBe(200);
    expect([...res.json.data.results].map((m) => m.text)).toEqual([
      'third, same instant',
      'second',
      'first',
    ]);
    expect(res.json.data.results[0]).toEqual({
      mobile,
      text: 'third, same instant',
      created_at: clock.now().toISOString(),
    });
    const empty = await local.get(`/api/sandbox/sms?mobile=${freshMobile()}`);
    expect(empty.json).toEqual({ data: { results: [] } });
    expect((await local.get('/api/sandbox/sms?mobile=123')).statusCode).toBe(422);
  });

  it('hands the outbox only to a caller on this machine, never through a proxy or a rebound name', async () => {
    const mobile = freshMobile();
    await sandboxSms(database.db, clock.now).send({ mobile, text: '123456 is your OTP' });
    const url = `/api/sandbox/sms?mobile=${mobile}`;
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await new Visitor(app, ip).get(url)).statusCode, ip).toBe(200);
    }
    const refused: [string, Record<string, string>][] = [
      ['10.1.2.3', {}], // a staging box's neighbour
      ['192.0.2.10', {}],
      ['127.0.0.1', { 'x-forwarded-for': '192.0.2.10' }], // a proxy on the same machine
      ['127.0.0.1', { forwarded: 'for=192.0.2.10' }],
      ['127.0.0.1', { host: 'evil.example:8080' }], // a DNS-rebinding page in a local browser
    ];
    for (const [ip, headers] of refused) {
      const res = await new Visitor(app, ip).get(url, headers);
      expect(res.statusCode, `${ip} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.body).not.toContain('123456');
    }
  });

  it('has no sandbox outbox in production, and production needs an SMS adapter', async () => {
    await expect(
      buildApp({ database, journeys: [fixtureJourney], production: true }),
    ).rejects.toThrow(/SMS_PROVIDER_URL/);
    const sms = { name: 'fake', send: async () => {} };
    // Nor without the company's identity (decision 079): no sandbox company in production.
    await expect(
      buildApp({ database, journeys: [fixtureJourney], production: true, sms }),
    ).rejects.toThrow(/COMPANY_LEGAL_NAME/);
    const prod = await buildApp({
      database,
      journeys: [fixtureJourney],
      production: true,
      sms,
      company: TEST_COMPANY,
    });
    try {
      const res = await new Visitor(prod).get(`/api/sandbox/sms?mobile=${freshMobile()}`);
      expect(res.statusCode).toBe(404);
      const doc = await new Visitor(prod).get('/api/openapi.json');
      expect(Object.keys(doc.json.paths)).not.toContain('/api/sandbox/sms');
    } finally {
      await prod.close();
    }
  });

  it('answers 503 when the provider fails, and that code never works', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const texts: string[] = [];
    const failing = {
      name: 'down',
      send: async (m: { text: string }) => {
        texts.push(m.text);
        throw new Error('provider down');
      },
    };
    const down = await testApp(database, { now: clock.now, sms: failing });
    try {
      const browser = new Visitor(down);
      const res = await browser.post('/api/user/login/otp', { mobile });
      expect(res.statusCode).toBe(503);
      expect(res.json.errors).toEqual([
        'We could not send the OTP. Please try again in a little while',
      ]);
      const code = texts[0]?.slice(0, 6);
      const login = await browser.post('/api/user/login', { mobile, otp: code });
      expect(login.statusCode).toBe(422);
    } finally {
      await down.close();
    }
  });
});

describe('the HTTP SMS provider adapter', () => {
  it('posts the message with a bearer key, and fails on a non-2xx answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const sms = httpSms({
      url: 'https://sms.example.in/send',
      apiKey: 'key-1',
      senderId: 'TARAIN',
      fetch: fakeFetch,
    });
    await sms.send({ mobile: '9876543210', text: '123456 is your OTP' });
    expect(calls[0]?.url).toBe('https://sms.example.in/send');
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer key-1' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      to: '+919876543210',
      message: '123456 is your OTP',
      sender: 'TARAIN',
    });
    status = 500;
    await expect(sms.send({ mobile: '9876543210', text: 'x' })).rejects.toThrow(/500/);
  });
});
