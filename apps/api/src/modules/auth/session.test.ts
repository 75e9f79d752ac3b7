import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import type { SmsMessage } from '../../partners/sms/types.js';
import { freshMobile, HOUR, logIn, MINUTE, makeUser, SECOND, TestClock } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { revokeUserSessions } from './sessions.js';

const SID = 'tara_sid';

describe.each(testDbKinds())('sessions on $kind', ({ open }) => {
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

  /** The session check as the web client sends it: POST, no body, no content type. */
  const check = (browser: Visitor) => browser.request({ method: 'POST', url: '/api/user/login' });

  /** A request carrying only this session token. */
  const checkToken = (token: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', cookies: { [SID]: token } });

  async function loggedIn() {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    const res = await logIn(app, browser, mobile);
    return { mobile, user, browser, res, token: browser.cookies.get(SID) as string };
  }

  it('sets tara_sid HttpOnly, SameSite=Lax, Path=/, not Secure outside production', async () => {
    const { res, token } = await loggedIn();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure in production', async () => {
    const sent: SmsMessage[] = [];
    const sms = { name: 'fake', send: async (m: SmsMessage) => void sent.push(m) };
    const prod = await testApp(database, { now: clock.now, production: true, sms });
    try {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(prod);
      expect((await browser.post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
      const otp = sent.at(-1)?.text.slice(0, 6);
      const res = await browser.post('/api/user/login', { mobile, otp });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/tara_sid=.*; Secure/);
    } finally {
      await prod.close();
    }
  });

  it('answers the session check with the user, or 401 Not logged in', async () => {
    const { browser, user, mobile } = await loggedIn();
    const res = await check(browser);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results).toEqual({
      id: user.id,
      user_id: user.id,
      mobile,
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      name: 'Asha Verma',
      email: null,
      is_verified: true,
      membership_type: null,
      management: { cb: [] },
      is_admin: false,
    });
    const anonymous = await check(new Visitor(app));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json).toEqual({ errors: ['Not logged in'] });
    expect((await checkToken('f'.repeat(64))).statusCode).toBe(401);
  });

  it('keeps only the SHA-256 of the token', async () => {
    const { token, user } = await loggedIn();
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('rotates at login: the token the browser had is refused afterwards', async () => {
    const { browser, mobile, token: before } = await loggedIn();
    clock.advance(30 * SECOND); // the resend cooldown
    await logIn(app, browser, mobile);
    const after = browser.cookies.get(SID) as string;
    expect(after).not.toBe(before);
    expect((await checkToken(before)).statusCode).toBe(401);
    expect((await checkToken(after)).statusCode).toBe(200);
  });

  it('rotates a fixated token too: a session planted in the browser ends at login', async () => {
    const victim = await loggedIn();
    const planted = victim.token;
    const attacker = new Visitor(app);
    attacker.cookies.set(SID, planted);
    const mobile = freshMobile();
    await makeUser(database, mobile);
    await logIn(app, attacker, mobile);
    expect(attacker.cookies.get(SID)).not.toBe(planted);
    expect((await checkToken(planted)).statusCode).toBe(401);
  });

  it('ends after 30 minutes without a request (idle)', async () => {
    const { token } = await loggedIn();
    clock.advance(31 * MINUTE);
    expect((await checkToken(token)).statusCode).toBe(401);
  });

  it('lives on with activity, but ends 12 h after login whatever the activity', async () => {
    const { token } = await loggedIn();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await checkToken(token)).statusCode, `at ${elapsed / MINUTE + 20} min`).toBe(200);
    }
    clock.advance(19 * MINUTE);
    expect((await checkToken(token)).statusCode, 'at 11 h 59').toBe(200);
    clock.advance(2 * MINUTE);
    expect((await checkToken(token)).statusCode, 'at 12 h 01').toBe(401);
  });

  it('ends at logout, and the cookie is cleared', async () => {
    const { browser, token } = await loggedIn();
    const out = await browser.request({ method: 'POST', url: '/api/user/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json).toEqual({ data: { results: { logged_out: true } } });
    expect(String(out.headers['set-cookie'])).toMatch(/tara_sid=;/);
    expect(browser.cookies.has(SID)).toBe(false);
    expect((await checkToken(token)).statusCode).toBe(401);
    const again = await browser.post('/api/user/logout', {});
    expect(again.statusCode).toBe(200);
  });

  it('refuses a revoked session', async () => {
    const { token, user } = await loggedIn();
    expect(await revokeUserSessions(database.db, user.id, clock.now())).toBe(1);
    expect((await checkToken(token)).statusCode).toBe(401);
  });

  it('needs JSON for a login with a body, and refuses a foreign origin even bodyless', async () => {
    const browser = new Visitor(app);
    const form = await browser.request({
      method: 'POST',
      url: '/api/user/login',
      payload: 'mobile=9876543210&otp=123456',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const foreign = await browser.request({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const half = await browser.post('/api/user/login', { mobile: '9876543210' });
    expect(half.statusCode).toBe(422);
    expect(half.json.fields).toEqual({ otp: 'Required' });
  });
});
