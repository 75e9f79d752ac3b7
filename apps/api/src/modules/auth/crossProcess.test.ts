import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, lastOtp, makeUser, SECOND, TestClock } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { openPostgresTwins } from '../../test/testDb.js';

const url = process.env.DATABASE_URL;

// Two API processes (two buildApp instances on two pg pools) sharing one PostgreSQL database:
// limits, cooldowns, codes and sessions count for both.
describe.skipIf(!url)('two API processes on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let apps: [FastifyInstance, FastifyInstance];
  const clock = new TestClock();

  beforeAll(async () => {
    [first, second] = (await openPostgresTwins(url as string, 2)) as [Database, Database];
    apps = [await testApp(first, { now: clock.now }), await testApp(second, { now: clock.now })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await first.close();
  });

  const via = (i: number, ip?: string) => new Visitor(apps[i % 2] as FastifyInstance, ip);

  it('runs on two separate pools', () => {
    expect(first.db).not.toBe(second.db);
  });

  it('counts sends per mobile across both: the 6th, on either process, is refused', async () => {
    const mobile = freshMobile();
    await makeUser(first, mobile);
    for (let i = 0; i < 5; i++) {
      const res = await via(i).post('/api/user/login/otp', { mobile });
      expect(res.statusCode, `send ${i + 1} on process ${i % 2}`).toBe(200);
      clock.advance(30 * SECOND);
    }
    for (const i of [0, 1]) {
      expect((await via(i).post('/api/user/login/otp', { mobile })).statusCode).toBe(429);
    }
  });

  it('counts sends per IP across both', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      const res = await via(i, ip).post('/api/user/otp', { mobile: freshMobile(), type: 1 });
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
    }
    for (const i of [0, 1]) {
      const res = await via(i, ip).post('/api/user/otp', { mobile: freshMobile(), type: 1 });
      expect(res.statusCode).toBe(429);
    }
  });

  it('holds the resend cooldown across both', async () => {
    const mobile = freshMobile();
    await makeUser(first, mobile);
    expect((await via(0).post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
    expect((await via(1).post('/api/user/login/otp', { mobile })).statusCode).toBe(429);
  });

  it('counts wrong tries across both: 5 void the code', async () => {
    const mobile = freshMobile();
    await makeUser(first, mobile);
    clock.advance(60 * SECOND);
    await via(0).post('/api/user/login/otp', { mobile });
    const code = await lastOtp(apps[1], mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await via(i).post('/api/user/login', { mobile, otp: wrong })).statusCode).toBe(422);
    }
    const right = await via(1).post('/api/user/login', { mobile, otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json.isInvalidOtp).toBe(true);
  });

  it('counts concurrent sends exactly: 30 at once from one IP, 20 pass', async () => {
    const ip = '198.51.100.8';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        via(i, ip).post('/api/user/otp', { mobile: freshMobile(), type: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('knows a session made on one process on the other', async () => {
    const mobile = freshMobile();
    await makeUser(first, mobile);
    clock.advance(60 * SECOND);
    const browser = via(0);
    await browser.post('/api/user/login/otp', { mobile });
    await browser.post('/api/user/login', { mobile, otp: await lastOtp(apps[0], mobile) });
    const token = browser.cookies.get('tara_sid') as string;
    const res = await apps[1].inject({
      method: 'POST',
      url: '/api/user/login',
      cookies: { tara_sid: token },
    });
    expect(res.statusCode).toBe(200);
  });
});
