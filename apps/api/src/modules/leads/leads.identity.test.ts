import { analyseJourney } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import {
  freshMobile,
  lastOtp,
  logIn,
  makeUser,
  otherCode,
  SECOND,
  TestClock,
} from '../../test/auth.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { otpJourney } from '../../test/otpJourney.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { findUserById, findUserByMobile } from '../users/data.js';

const J = 'test/otp';
const FINAL = 'personal-loan/offers';

describe.each(testDbKinds())('identity in journeys on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [fixtureJourney, otpJourney] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const save = (browser: Visitor, step: string, values: object, leadId?: string) =>
    browser.post(leadId ? '/api/lead/update/unverified' : '/api/lead/add/unverified', {
      journey: J,
      step,
      ...values,
      ...(leadId ? { leadId } : {}),
    });

  /** Name and contact saved; the lead id and the contact save's answer. */
  async function upToContact(browser: Visitor, mobile: string, names = { firstname: 'Ravi' }) {
    const first = await save(browser, 'step1', {
      lastname: 'Kumar',
      ...names,
      pancard: 'ABCPK1234F',
    });
    expect(first.statusCode, first.body).toBe(200);
    const leadId = first.json.lead_id as unknown as string;
    const contact = await save(browser, 'step2', { mobile }, leadId);
    expect(contact.statusCode, contact.body).toBe(200);
    return { leadId, contact };
  }

  it('has a sound fixture', () => {
    expect(analyseJourney(otpJourney)).toEqual([]);
  });

  describe('check-user at the contact step', () => {
    it("adds an unknown mobile as an unverified user and links the lead ('add')", async () => {
      const mobile = freshMobile();
      const { contact, leadId } = await upToContact(new Visitor(app), mobile);
      const user = await findUserByMobile(database.db, mobile);
      expect(user).toMatchObject({ isVerified: false, firstName: 'Ravi', lastName: 'Kumar' });
      expect(contact.json.metadata.user_data.user_id).toBe(user?.id);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(row?.userId).toBe(user?.id);
    });

    it("links a known user ('update') and never writes an anonymous visitor's answers on a verified record", async () => {
      const mobile = freshMobile();
      const user = await makeUser(database, mobile, { firstName: 'Asha' });
      const { contact } = await upToContact(new Visitor(app), mobile, { firstname: 'Mallory' });
      expect(contact.json.metadata.user_data.user_id).toBe(user.id);
      expect((await findUserById(database.db, user.id))?.firstName).toBe('Asha');
    });

    it('updates an unverified user the same visitor made', async () => {
      const mobile = freshMobile();
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile, { firstname: 'Rvi' });
      await save(browser, 'step1', { firstname: 'Ravi', lastname: 'Kumar' }, leadId);
      await save(browser, 'step2', { mobile }, leadId);
      expect((await findUserByMobile(database.db, mobile))?.firstName).toBe('Ravi');
    });
  });

  describe('the final OTP step', () => {
    it('asks the OTP for an unverified mobile; a wrong code is 422 Incorrect OTP; the right one completes', async () => {
      const mobile = freshMobile();
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      const income = await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      expect(income.json.metadata.last_loc).toBe('test/otp/step4');
      const sent = await browser.post('/api/user/otp', { mobile, leadId, type: 'lead' });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await lastOtp(app, mobile);
      const wrong = await save(browser, 'step4', { otp: otherCode(code) }, leadId);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json).toEqual({
        errors: ['Incorrect OTP'],
        isInvalidOtp: true,
        fields: { otp: 'Incorrect OTP' },
      });
      const right = await save(browser, 'step4', { otp: code }, leadId);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json.metadata.last_loc).toBe(FINAL);
      expect(right.json.data.results.status).toBe('complete');
      expect(right.json.data.results.answers.otp).toBeUndefined();
      const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(JSON.stringify(row?.answers)).not.toContain(code);
      expect(row?.verifiedMobile).toBe(mobile);
    });

    it('counts wrong codes even though the save is refused: 5 void the code', async () => {
      const mobile = freshMobile();
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      await browser.post('/api/user/otp', { mobile, leadId, type: 'lead' });
      const code = await lastOtp(app, mobile);
      for (let i = 0; i < 5; i++) await save(browser, 'step4', { otp: otherCode(code) }, leadId);
      const right = await save(browser, 'step4', { otp: code }, leadId);
      expect(right.statusCode).toBe(422);
      expect(right.json.isInvalidOtp).toBe(true);
    });

    it('checks the code format before spending a try', async () => {
      const mobile = freshMobile();
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      const res = await save(browser, 'step4', { otp: '12ab' }, leadId);
      expect(res.statusCode).toBe(422);
      expect(res.json.fields).toEqual({ otp: 'Please enter the 6 digit OTP' });
    });

    it('is skipped when the form user is already verified', async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      const income = await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      expect(income.json.metadata.last_loc).toBe(FINAL);
      expect(income.json.data.results.skipped).toEqual(['step4']);
    });

    it('is skipped for the logged-in user filling with their own verified mobile', async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(app);
      await logIn(app, browser, mobile);
      const { leadId, contact } = await upToContact(browser, mobile);
      expect(contact.json.metadata.user_data.user_id).toEqual(expect.any(String));
      const income = await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      expect(income.json.metadata.last_loc).toBe(FINAL);
    });

    it('is asked again when the mobile changes after verification', async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      const other = freshMobile();
      await save(browser, 'step2', { mobile: other }, leadId);
      const income = await save(browser, 'step3', { monthlyIncome: 50000 }, leadId);
      expect(income.json.metadata.last_loc).toBe('test/otp/step4');
    });

    it("sends the lead OTP only to the lead's own mobile, and only to the lead's owner", async () => {
      const mobile = freshMobile();
      const browser = new Visitor(app);
      const { leadId } = await upToContact(browser, mobile);
      const elsewhere = await browser.post('/api/user/otp', {
        mobile: freshMobile(),
        leadId,
        type: 'lead',
      });
      expect(elsewhere.statusCode).toBe(422);
      const stranger = await new Visitor(app).post('/api/user/otp', {
        mobile,
        leadId,
        type: 'lead',
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json).toEqual({ errors: ['Lead not found'] });
    });

    it('refuses an OTP step submitted on a new lead (nothing to check against)', async () => {
      const res = await new Visitor(app).post('/api/lead/add/unverified', {
        journey: J,
        step: 'step4',
        otp: '123456',
      });
      expect(res.statusCode).toBe(409);
    });
  });

  it('passes isAdmin to the journey context: an admin-only field is kept for admins only', async () => {
    const adminMobile = freshMobile();
    await makeUser(database, adminMobile, { admin: true });
    const admin = new Visitor(app);
    await logIn(app, admin, adminMobile);
    const customer = freshMobile();
    const { leadId } = await upToContact(admin, customer);
    const kept = await save(admin, 'step3', { monthlyIncome: 50000, agentNote: 'walk-in' }, leadId);
    expect(kept.json.data.results.answers.agentNote).toBe('walk-in');
    const browser = new Visitor(app);
    const own = await upToContact(browser, freshMobile());
    const dropped = await save(
      browser,
      'step3',
      { monthlyIncome: 50000, agentNote: 'x' },
      own.leadId,
    );
    expect(dropped.json.data.results.answers.agentNote).toBeUndefined();
  });

  describe('leads and users', () => {
    it("carries the visitor's leads over at login; the user reads them from a new browser; nobody else can", async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const phone = new Visitor(app);
      const first = await phone.post('/api/lead/add/unverified', {
        journey: 'test/api',
        step: 'step1',
        firstname: 'Asha',
      });
      const leadId = first.json.lead_id as unknown as string;
      expect(first.json.metadata.user_data.user_id).toBeNull();
      clock.advance(30 * SECOND);
      await logIn(app, phone, mobile);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      const user = await findUserByMobile(database.db, mobile);
      expect(row?.userId).toBe(user?.id);

      const laptop = new Visitor(app);
      expect((await laptop.get('/api/lead/current?journey=test/api')).statusCode).toBe(404);
      clock.advance(30 * SECOND);
      await logIn(app, laptop, mobile);
      const current = await laptop.get('/api/lead/current?journey=test/api');
      expect(current.statusCode).toBe(200);
      expect(current.json.data.results.lead_id).toBe(leadId);
      const saved = await laptop.post('/api/lead/update/unverified', {
        journey: 'test/api',
        step: 'step2',
        pincode: '400001',
        leadId,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json.metadata.user_data.user_id).toBe(user?.id);

      const otherMobile = freshMobile();
      await makeUser(database, otherMobile);
      const someoneElse = new Visitor(app);
      await logIn(app, someoneElse, otherMobile);
      expect((await someoneElse.get('/api/lead/current?journey=test/api')).statusCode).toBe(404);
      const steal = await someoneElse.post('/api/lead/update/unverified', {
        journey: 'test/api',
        step: 'step2',
        pincode: '400001',
        leadId,
      });
      expect(steal.statusCode).toBe(404);
      const offers = await someoneElse.post('/api/rule_engine/recommend/credit_cards', { leadId });
      expect(offers.statusCode).toBe(404);
      expect(
        (await laptop.post('/api/rule_engine/recommend/credit_cards', { leadId })).statusCode,
      ).toBe(200);
    });

    it('after logout the new browser no longer reads the lead', async () => {
      const mobile = freshMobile();
      await makeUser(database, mobile);
      const phone = new Visitor(app);
      await save(phone, 'step1', { firstname: 'Asha', lastname: 'Rao' });
      await logIn(app, phone, mobile);
      const laptop = new Visitor(app);
      clock.advance(30 * SECOND);
      await logIn(app, laptop, mobile);
      expect((await laptop.get(`/api/lead/current?journey=${J}`)).statusCode).toBe(200);
      await laptop.request({ method: 'POST', url: '/api/user/logout' });
      expect((await laptop.get(`/api/lead/current?journey=${J}`)).statusCode).toBe(404);
    });
  });
});
