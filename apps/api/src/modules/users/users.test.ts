import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser, TestClock } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { findUserById, findUserByMobile } from './data.js';

describe.each(testDbKinds())('users on $kind', ({ open }) => {
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

  it('finds a user by mobile (POST and GET), 400 User not found otherwise', async () => {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    const found = { data: { results: { id: user.id, mobile } } };
    expect((await browser.post('/api/user/get', { mobile })).json).toEqual(found);
    expect((await browser.get(`/api/user/get?mobile=${mobile}`)).json).toEqual(found);
    const none = await browser.post('/api/user/get', { mobile: freshMobile() });
    expect(none.statusCode).toBe(400);
    expect(none.json).toEqual({ errors: ['User not found'] });
    const bad = await browser.get('/api/user/get?mobile=12345');
    expect(bad.statusCode).toBe(422);
    expect(bad.json.fields).toEqual({ mobile: 'Please enter a valid 10 digit phone number' });
  });

  it('adds an unverified user, 409 userExists for a known mobile', async () => {
    const mobile = freshMobile();
    const browser = new Visitor(app);
    const res = await browser.post('/api/user/add', {
      mobile,
      first_name: 'Kiran',
      last_name: 'Rao',
      email: 'kiran@example.in',
      sendOtp: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.mobile).toBe(mobile);
    const row = await findUserById(database.db, res.json.data.results.user_id as unknown as string);
    expect(row).toMatchObject({ isVerified: false, firstName: 'Kiran', email: 'kiran@example.in' });
    expect(row?.createdByVisitorId).toEqual(expect.any(String));
    const again = await browser.post('/api/user/add', { mobile });
    expect(again.statusCode).toBe(409);
    expect(again.json).toEqual({ errors: ['User already exists'], userExists: true });
    const bad = await browser.post('/api/user/add', { mobile: freshMobile(), first_name: 'K1r@n' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json.fields).toEqual({ first_name: 'Please remove special characters' });
  });

  describe('update', () => {
    it('lets a logged-in user update their own record, never its mobile', async () => {
      const mobile = freshMobile();
      const user = await makeUser(database, mobile);
      const browser = new Visitor(app);
      await logIn(app, browser, mobile);
      const res = await browser.post('/api/user/update', {
        first_name: 'Asha',
        email: 'a@example.in',
      });
      expect(res.json).toEqual({ data: { results: { user_id: user.id, mobile } } });
      expect((await findUserById(database.db, user.id))?.email).toBe('a@example.in');
      const move = await browser.post('/api/user/update', {
        mobile: freshMobile(),
        user_id: user.id,
      });
      expect(move.statusCode).toBe(422);
    });

    it("refuses another user's record with 403, also for an unknown one", async () => {
      const other = await makeUser(database, freshMobile());
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(app);
      await logIn(app, browser, mobile);
      const res = await browser.post('/api/user/update', { user_id: other.id, first_name: 'X' });
      expect(res.statusCode).toBe(403);
      expect(res.json).toEqual({ errors: ['Not allowed'] });
      expect((await findUserById(database.db, other.id))?.firstName).toBe('Asha');
      const byMobile = await browser.post('/api/user/update', {
        mobile: other.mobile,
        last_name: 'X',
      });
      expect(byMobile.statusCode).toBe(403);
      const unknown = await browser.post('/api/user/update', {
        mobile: freshMobile(),
        last_name: 'X',
      });
      expect(unknown.statusCode).toBe(403);
      const anonymous = await new Visitor(app).post('/api/user/update', { first_name: 'X' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets the visitor that added an unverified user update it, nobody else', async () => {
      const mobile = freshMobile();
      const maker = new Visitor(app);
      const added = await maker.post('/api/user/add', { mobile, first_name: 'Kiran' });
      const id = added.json.data.results.user_id as unknown as string;
      const own = await maker.post('/api/user/update', { user_id: id, first_name: 'Kiranmayi' });
      expect(own.statusCode).toBe(200);
      expect((await findUserById(database.db, id))?.firstName).toBe('Kiranmayi');
      const stranger = await new Visitor(app).post('/api/user/update', {
        user_id: id,
        first_name: 'X',
      });
      expect(stranger.statusCode).toBe(403);
    });

    it('lets an admin update anyone', async () => {
      const target = await makeUser(database, freshMobile());
      const adminMobile = freshMobile();
      await makeUser(database, adminMobile, { admin: true });
      const admin = new Visitor(app);
      await logIn(app, admin, adminMobile);
      const res = await admin.post('/api/user/update', { user_id: target.id, last_name: 'Iyer' });
      expect(res.statusCode).toBe(200);
      expect((await findUserById(database.db, target.id))?.lastName).toBe('Iyer');
    });
  });

  describe('add-or-update (the check-user rule)', () => {
    it("adds an unknown mobile as an unverified user ('add')", async () => {
      const mobile = freshMobile();
      const res = await new Visitor(app).post('/api/user/add-or-update', {
        mobile,
        first_name: 'Sunil',
      });
      expect(res.json.data.results).toEqual({
        id: expect.any(String),
        mobile,
        is_verified: false,
      });
    });

    it("finds a known mobile ('update'), leaves a verified record alone for an anonymous caller and does not tell it the mobile is verified", async () => {
      const mobile = freshMobile();
      const user = await makeUser(database, mobile, { firstName: 'Asha' });
      const res = await new Visitor(app).post('/api/user/add-or-update', {
        action: 'update',
        mobile,
        first_name: 'Mallory',
        email: 'mallory@example.in',
      });
      expect(res.json.data.results).toEqual({ id: user.id, mobile, is_verified: false });
      expect(res.headers['cache-control']).toBe('no-store');
      const row = await findUserByMobile(database.db, mobile);
      expect(row).toMatchObject({ firstName: 'Asha', email: null });
    });

    it('updates the record when the caller is its user, and tells that user it is verified', async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(app);
      await logIn(app, browser, mobile);
      const res = await browser.post('/api/user/add-or-update', { mobile, first_name: 'Ashalata' });
      expect(res.json.data.results.is_verified).toBe(true);
      expect((await findUserByMobile(database.db, mobile))?.firstName).toBe('Ashalata');
    });

    it("refuses any other action with 'Unknown action found'", async () => {
      const res = await new Visitor(app).post('/api/user/add-or-update', {
        action: 'delete',
        mobile: freshMobile(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json).toEqual({
        errors: ['Unknown action found'],
        fields: { action: 'Unknown action found' },
      });
    });
  });

  it('never answers PAN or Aadhaar in the user', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    const res = await logIn(app, browser, mobile);
    const keys = Object.keys(res.json.data.results);
    expect(keys.some((k) => /pan|aadha/i.test(k))).toBe(false);
  });
});
