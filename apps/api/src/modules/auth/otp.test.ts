import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, settings } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import {
  freshMobile,
  HOUR,
  lastOtp,
  MINUTE,
  makeUser,
  otherCode,
  SECOND,
  TestClock,
} from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('OTPs on $kind', ({ open }) => {
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

  /** A user with a login code just sent; the browser that asked for it. */
  async function withLoginCode() {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    const sent = await browser.post('/api/user/login/otp', { mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    return { mobile, browser, code: await lastOtp(app, mobile) };
  }

  const login = (browser: Visitor, mobile: string, otp: string) =>
    browser.post('/api/user/login', { mobile, otp });

  it('sends 6 digits by SMS and never returns the code', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const sent = await new Visitor(app).post('/api/user/login/otp', { mobile });
    const code = await lastOtp(app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.json).toEqual({
      data: { results: { sent: true, mobile, expires_in: 600, resend_in: 30 } },
    });
    expect(sent.body).not.toContain(code);
  });

  it('is valid at 9:59 and refused at 10:01', async () => {
    const early = await withLoginCode();
    const late = await withLoginCode();
    clock.advance(9 * MINUTE + 59 * SECOND);
    expect((await login(early.browser, early.mobile, early.code)).statusCode).toBe(200);
    clock.advance(2 * SECOND);
    const refused = await login(late.browser, late.mobile, late.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json).toEqual({
      errors: ['This OTP is no longer valid. Please request a new one'],
      isInvalidOtp: true,
      fields: { otp: 'This OTP is no longer valid. Please request a new one' },
    });
  });

  it('answers a wrong code 422 Incorrect OTP with isInvalidOtp', async () => {
    const { mobile, browser, code } = await withLoginCode();
    const res = await login(browser, mobile, otherCode(code));
    expect(res.statusCode).toBe(422);
    expect(res.json).toEqual({
      errors: ['Incorrect OTP'],
      isInvalidOtp: true,
      fields: { otp: 'Incorrect OTP' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes the right code after 4 wrong tries', async () => {
    const { mobile, browser, code } = await withLoginCode();
    for (let i = 0; i < 4; i++) {
      expect((await login(browser, mobile, otherCode(code))).statusCode).toBe(422);
    }
    expect((await login(browser, mobile, code)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries: the right code then fails too', async () => {
    const { mobile, browser, code } = await withLoginCode();
    for (let i = 0; i < 5; i++) {
      const wrong = await login(browser, mobile, otherCode(code));
      expect(wrong.json.errors).toEqual(['Incorrect OTP']);
    }
    const right = await login(browser, mobile, code);
    expect(right.statusCode).toBe(422);
    expect(right.json.isInvalidOtp).toBe(true);
    expect(right.json.errors).toEqual(['This OTP is no longer valid. Please request a new one']);
  });

  it('is single use', async () => {
    const { mobile, browser, code } = await withLoginCode();
    expect((await login(browser, mobile, code)).statusCode).toBe(200);
    const again = await login(new Visitor(app), mobile, code);
    expect(again.statusCode).toBe(422);
    expect(again.json.isInvalidOtp).toBe(true);
  });

  it('refuses a resend within 30 s (429, Retry-After), then voids the old code', async () => {
    const { mobile, browser, code: first } = await withLoginCode();
    const soon = await browser.post('/api/user/login/otp', { mobile });
    expect(soon.statusCode).toBe(429);
    expect(soon.json).toEqual({
      errors: ['Too many requests, please try again later'],
      retryAfter: 30,
    });
    expect(soon.headers['retry-after']).toBe('30');
    clock.advance(29 * SECOND);
    const still = await new Visitor(app).post('/api/user/login/otp', { mobile });
    expect(still.statusCode).toBe(429);
    expect(still.json.retryAfter).toBe(1);
    clock.advance(SECOND);
    expect((await browser.post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
    const second = await lastOtp(app, mobile);
    if (first !== second) {
      expect((await login(browser, mobile, first)).json.isInvalidOtp).toBe(true);
    }
    expect((await login(browser, mobile, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one mobile, whatever the IP', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    for (let i = 0; i < 5; i++) {
      const res = await new Visitor(app).post('/api/user/login/otp', { mobile });
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
      clock.advance(30 * SECOND);
    }
    const sixth = await new Visitor(app).post('/api/user/login/otp', { mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json.retryAfter).toBe(HOUR / SECOND - 5 * 30);
    expect(sixth.headers['retry-after']).toBe(String(HOUR / SECOND - 5 * 30));
    clock.advance(HOUR);
    expect((await new Visitor(app).post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour from one IP, whatever the mobile', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 20; i++) {
      const res = await new Visitor(app, ip).post('/api/user/otp', {
        mobile: freshMobile(),
        type: 1,
      });
      expect(res.statusCode, `send ${i + 1}: ${res.body}`).toBe(200);
    }
    const refused = await new Visitor(app, ip).post('/api/user/otp', {
      mobile: freshMobile(),
      type: 1,
    });
    expect(refused.statusCode).toBe(429);
    const elsewhere = await new Visitor(app).post('/api/user/otp', {
      mobile: freshMobile(),
      type: 1,
    });
    expect(elsewhere.statusCode).toBe(200);
    clock.advance(HOUR);
  });

  it('checks at most 30 codes an hour from one IP, then refuses even a right one', async () => {
    const ip = '203.0.113.30';
    const nobody = freshMobile();
    for (let i = 0; i < 30; i++) {
      const res = await new Visitor(app, ip).post('/api/user/login', {
        mobile: nobody,
        otp: '123456',
      });
      expect(res.statusCode, `check ${i + 1}`).toBe(422);
    }
    const { mobile, code } = await withLoginCode();
    const blocked = await new Visitor(app, ip).post('/api/user/login', { mobile, otp: code });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(new Visitor(app), mobile, code)).statusCode).toBe(200);
    clock.advance(HOUR);
  });

  it('stores only an HMAC of the code, keyed by a secret kept in settings', async () => {
    const { mobile, code } = await withLoginCode();
    const rows = await database.db.select().from(otps).where(eq(otps.mobile, mobile));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    const sha = createHash('sha256').update(code).digest('hex');
    expect(row?.codeHash).not.toBe(sha);
    const secret = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'otp_hmac_secret'));
    expect(secret[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shares codes and secret between two apps on one database', async () => {
    const other = await testApp(database, { now: clock.now });
    try {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      expect((await new Visitor(app).post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
      const code = await lastOtp(other, mobile);
      expect((await login(new Visitor(other), mobile, code)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 400 User not found for a login code to an unknown mobile', async () => {
    const res = await new Visitor(app).post('/api/user/login/otp', { mobile: freshMobile() });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ errors: ['User not found'] });
  });

  it('refuses 60+ look-ups an hour from one IP (enumeration)', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 60; i++) {
      const res = await new Visitor(app, ip).post('/api/user/login/otp', { mobile: freshMobile() });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await new Visitor(app, ip).post('/api/user/get', { mobile: freshMobile() });
    expect(blocked.statusCode).toBe(429);
    clock.advance(HOUR);
  });
});
