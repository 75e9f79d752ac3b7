import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, lastOtp, makeUser, otherCode, TestClock } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { findUserByMobile } from '../users/data.js';

describe.each(testDbKinds())('sign-up on $kind', ({ open }) => {
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

  async function signUpCode(browser: Visitor, mobile: string, email?: string) {
    const res = await browser.post('/api/user/otp', {
      mobile,
      type: 1,
      first_name: 'Ravi',
      last_name: 'Kumar',
      ...(email ? { email } : {}),
    });
    return res.statusCode === 200 ? await lastOtp(app, mobile) : res;
  }

  it('registers a new user, verified, and logs in', async () => {
    const mobile = freshMobile();
    const browser = new Visitor(app);
    const code = (await signUpCode(browser, mobile)) as string;
    const res = await browser.post('/api/user/register', {
      mobile,
      otp: code,
      name: 'Ravi Shankar Kumar',
      email: 'Ravi.K@example.in',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results).toMatchObject({
      mobile,
      first_name: 'Ravi',
      last_name: 'Shankar Kumar',
      name: 'Ravi Shankar Kumar',
      email: 'ravi.k@example.in',
      is_verified: true,
      is_admin: false,
    });
    const check = await browser.request({ method: 'POST', url: '/api/user/login' });
    expect(check.json.data.results.mobile).toBe(mobile);
  });

  it('refuses a wrong sign-up code with isInvalidOtp and makes no user', async () => {
    const mobile = freshMobile();
    const browser = new Visitor(app);
    const code = (await signUpCode(browser, mobile)) as string;
    const res = await browser.post('/api/user/register', {
      mobile,
      otp: otherCode(code),
      first_name: 'Ravi',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.isInvalidOtp).toBe(true);
    expect(await findUserByMobile(database.db, mobile)).toBeNull();
  });

  it('answers 409 with userExists for a verified mobile or e-mail, at the OTP and at register', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const taken = await signUpCode(new Visitor(app), mobile);
    expect(taken).toMatchObject({
      statusCode: 409,
      json: { errors: ['User already exists'], userExists: true },
    });
    const owner = freshMobile();
    const browser = new Visitor(app);
    const code = (await signUpCode(browser, owner)) as string;
    await browser.post('/api/user/register', {
      mobile: owner,
      otp: code,
      name: 'Meera',
      email: 'meera@example.in',
    });
    const emailTaken = await signUpCode(new Visitor(app), freshMobile(), 'MEERA@example.in');
    expect(emailTaken).toMatchObject({ statusCode: 409, json: { userExists: true } });
    const direct = await new Visitor(app).post('/api/user/register', {
      mobile,
      otp: '123456',
      name: 'Someone Else',
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json.userExists).toBe(true);
  });

  it('lets the owner of a mobile claim an unverified user made at a contact step', async () => {
    const mobile = freshMobile();
    const made = await makeUser(database, mobile, { verified: false, firstName: 'Typo' });
    const browser = new Visitor(app);
    const code = (await signUpCode(browser, mobile)) as string;
    const res = await browser.post('/api/user/register', { mobile, otp: code, name: 'Ravi Kumar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results).toMatchObject({
      id: made.id,
      first_name: 'Ravi',
      is_verified: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, made.id));
    expect(row?.isVerified).toBe(true);
  });

  it('logs in an unverified user by OTP, which verifies the mobile', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile, { verified: false });
    const browser = new Visitor(app);
    expect((await browser.post('/api/user/login/otp', { mobile })).statusCode).toBe(200);
    const res = await browser.post('/api/user/login', { mobile, otp: await lastOtp(app, mobile) });
    expect(res.json.data.results.is_verified).toBe(true);
  });

  it('needs a name and a known OTP type', async () => {
    const mobile = freshMobile();
    const res = await new Visitor(app).post('/api/user/register', { mobile, otp: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json.fields).toEqual({ name: 'Please enter your name' });
    const type = await new Visitor(app).post('/api/user/otp', { mobile, type: 7 });
    expect(type.statusCode).toBe(422);
    expect(type.json.errors).toEqual(['Unknown OTP type']);
    const bad = await new Visitor(app).post('/api/user/register', {
      mobile,
      otp: '12345',
      name: 'R2D2',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['name', 'otp']);
  });
});
