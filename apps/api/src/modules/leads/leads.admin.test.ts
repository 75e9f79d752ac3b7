import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, lastOtp, logIn, makeUser, otherCode, TestClock } from '../../test/auth.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { otpJourney } from '../../test/otpJourney.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { findUserByMobile } from '../users/data.js';

const J = 'test/otp';
const encode = (data: object) => Buffer.from(JSON.stringify(data)).toString('base64');

describe.each(testDbKinds())('admin powers on $kind', ({ open }) => {
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

  async function session(options: { admin: boolean }) {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile, { admin: options.admin });
    const browser = new Visitor(app);
    const res = await logIn(app, browser, mobile);
    expect(res.json.data.results.is_admin).toBe(options.admin);
    return { browser, user };
  }

  const save = (browser: Visitor, step: string, values: object, leadId?: string) =>
    browser.post(leadId ? '/api/lead/update/unverified' : '/api/lead/add/unverified', {
      journey: J,
      step,
      ...values,
      ...(leadId ? { leadId } : {}),
    });

  /** A lead filled up to the OTP step for a new (unverified) customer. */
  async function customerLead(browser: Visitor) {
    const mobile = freshMobile();
    const first = await save(browser, 'step1', { firstname: 'Lata', lastname: 'Devi' });
    const leadId = first.json.lead_id as unknown as string;
    const contact = await save(browser, 'step2', { mobile }, leadId);
    const userId = contact.json.metadata.user_data.user_id as unknown as string;
    const income = await save(browser, 'step3', { monthlyIncome: 40000 }, leadId);
    expect(income.json.metadata.last_loc).toBe('test/otp/step4');
    return { mobile, leadId, userId };
  }

  it('verifies a customer on their behalf: OTP to the customer, the admin submits it', async () => {
    const { browser: admin, user: adminUser } = await session({ admin: true });
    const { mobile, leadId, userId } = await customerLead(admin);
    const sent = await admin.post('/api/user/otp', { mobile, userId, leadId, type: 2 });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastOtp(app, mobile);
    const wrong = await admin.post('/api/user/verify-on-behalf', {
      userId,
      leadId,
      otp: otherCode(code),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json.isInvalidOtp).toBe(true);
    const res = await admin.post('/api/user/verify-on-behalf', { userId, leadId, otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({
      data: {
        results: {
          user_id: userId,
          lead_id: leadId,
          is_verified: true,
          on_behalf: { isAdmin: 1, editPage: 'test/otp/step2' },
        },
      },
    });
    expect((await findUserByMobile(database.db, mobile))?.isVerified).toBe(true);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row).toMatchObject({
      onBehalf: { isAdmin: 1, editPage: 'test/otp/step2' },
      adminUserId: adminUser.id,
      verifiedMobile: mobile,
      current: null,
      lastLoc: 'personal-loan/offers',
      status: 'complete',
    });
  });

  it('refuses the admin powers to a logged-in user and to a visitor (403 Not allowed)', async () => {
    const { browser: user } = await session({ admin: false });
    const { mobile, leadId, userId } = await customerLead(user);
    for (const browser of [user, new Visitor(app)]) {
      const otp = await browser.post('/api/user/otp', { mobile, userId, leadId, type: 2 });
      expect(otp.statusCode).toBe(403);
      expect(otp.json).toEqual({ errors: ['Not allowed'] });
      const verify = await browser.post('/api/user/verify-on-behalf', {
        userId,
        leadId,
        otp: '123456',
      });
      expect(verify.statusCode).toBe(403);
    }
    expect((await findUserByMobile(database.db, mobile))?.isVerified).toBe(false);
  });

  it('keeps admin powers to the admin session: a revoked or logged-out admin is a visitor', async () => {
    const { browser: admin } = await session({ admin: true });
    const { mobile, leadId, userId } = await customerLead(admin);
    await admin.request({ method: 'POST', url: '/api/user/logout' });
    const otp = await admin.post('/api/user/otp', { mobile, userId, leadId, type: 2 });
    expect(otp.statusCode).toBe(403);
  });

  it("refuses an admin verification for a mobile that is not the customer's", async () => {
    const { browser: admin } = await session({ admin: true });
    const { leadId, userId } = await customerLead(admin);
    const res = await admin.post('/api/user/otp', {
      mobile: freshMobile(),
      userId,
      leadId,
      type: 2,
    });
    expect(res.statusCode).toBe(422);
  });

  describe('encodedData prefill', () => {
    const data = (mobile: string) => ({
      firstname: 'Lata',
      lastname: 'Devi',
      pancard: 'abcpd1234f',
      mobile,
      monthlyIncome: '45,000',
      pincode: '400001',
      otp: '123456',
      isProviderChecked: true,
      agentNote: 'prefilled',
      unknownKey: 'x',
      isVerified: true,
    });

    it('fills valid answers from anyone, but isVerified only counts for an admin', async () => {
      const mobile = freshMobile();
      const visitor = new Visitor(app);
      const res = await visitor.post('/api/lead/prefill', {
        journey: J,
        encodedData: encode(data(mobile)),
      });
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json.data.results;
      expect(results.answers).toMatchObject({
        firstname: 'Lata',
        pancard: 'ABCPD1234F',
        mobile,
        monthlyIncome: 45000,
        pincode: '400001',
        city: expect.objectContaining({ city: expect.any(String) }),
      });
      expect(results.answers.otp).toBeUndefined();
      expect(results.answers.isProviderChecked).toBeUndefined();
      expect(results.answers.agentNote).toBeUndefined();
      expect(results.prefilled).not.toContain('otp');
      expect(results.ignored).toEqual(
        expect.arrayContaining(['otp', 'isProviderChecked', 'agentNote', 'unknownKey']),
      );
      expect(results.mobile_verified).toBe(false);
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.id, res.json.lead_id as unknown as string));
      expect(row?.verifiedMobile).toBeNull();
      // Walking on: hardSkip passes the prefilled income step, the OTP step is still asked.
      const leadId = res.json.lead_id as unknown as string;
      await save(visitor, 'step1', { firstname: 'Lata', lastname: 'Devi' }, leadId);
      const contact = await save(visitor, 'step2', { mobile }, leadId);
      expect(contact.json.metadata.last_loc).toBe('test/otp/step4');
      expect(contact.json.data.results.skipped).toEqual(['step3']);
    });

    it('marks the mobile verified for an admin, so the OTP step is passed', async () => {
      const { browser: admin, user: adminUser } = await session({ admin: true });
      const mobile = freshMobile();
      const res = await admin.post('/api/lead/prefill', {
        journey: J,
        encodedData: encode(data(mobile)),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.data.results.mobile_verified).toBe(true);
      expect(res.json.data.results.answers.agentNote).toBe('prefilled');
      const leadId = res.json.lead_id as unknown as string;
      const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(row).toMatchObject({ verifiedMobile: mobile, adminUserId: adminUser.id });
      await save(admin, 'step1', { firstname: 'Lata', lastname: 'Devi' }, leadId);
      const contact = await save(admin, 'step2', { mobile }, leadId);
      expect(contact.json.metadata.last_loc).toBe('personal-loan/offers');
    });

    it('drops invalid answers instead of failing', async () => {
      const res = await new Visitor(app).post('/api/lead/prefill', {
        journey: J,
        encodedData: encode({
          firstname: 'L4ta',
          lastname: 'Devi',
          mobile: '12345',
          pancard: { evil: true },
          pincode: '999999',
          monthlyIncome: 'lots',
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json.data.results.answers).toEqual({ lastname: 'Devi' });
      expect([...res.json.data.results.ignored].sort()).toEqual(
        ['firstname', 'mobile', 'monthlyIncome', 'pancard', 'pincode'].sort(),
      );
    });

    it('refuses encodedData that is not base64 JSON of an object (422), and an unknown journey (404)', async () => {
      const browser = new Visitor(app);
      for (const encodedData of [
        '%%%',
        encode([1, 2]),
        Buffer.from('{no').toString('base64'),
        '',
      ]) {
        const res = await browser.post('/api/lead/prefill', { journey: J, encodedData });
        expect(res.statusCode, encodedData).toBe(422);
      }
      const unknown = await browser.post('/api/lead/prefill', {
        journey: 'nope',
        encodedData: encode({}),
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
