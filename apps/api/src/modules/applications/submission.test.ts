import {
  instantApplySample,
  journeys,
  MOBILE_NOT_VERIFIED,
  NOT_ACCEPTED,
  SAMPLE_VALUES,
  samplePath,
} from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, leads, users } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import {
  freshMobile,
  lastOtp,
  logIn,
  MINUTE,
  makeUser,
  otherCode,
  TestClock,
} from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { watchedIssuers } from '../../test/watchedIssuers.js';

const APPLY = '/api/cards/apply';
const SBI_SIMPLYCLICK = 1;

// Decision 028: a journey's lead goes to the issuer only accepted and with a verified mobile;
// the OTP that verifies it links the lead to the mobile's user. Decision 029: consents.
describe.each(testDbKinds())('submission review, OTP and consents on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();
  const sent: string[] = [];

  beforeAll(async () => {
    database = await open();
    const issuers = watchedIssuers((_adapter, application) => {
      sent.push(application.leadId);
    });
    app = await testApp(database, { journeys, issuers, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Walks the SBI journey with a fresh mobile; returns the lead id and the mobile. */
  const finishSbi = async (browser: Visitor, pancard?: string) => {
    const mobile = freshMobile();
    let leadId: string | undefined;
    for (const [step, values] of samplePath('credit-cards/sbi')) {
      const v = {
        ...values,
        ...('mobile' in values ? { mobile } : {}),
        ...(pancard && 'pancard' in values ? { pancard } : {}),
      };
      const res = await saveStep(browser, step, v, leadId, {}, 'credit-cards/sbi');
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
    }
    return { leadId: leadId as string, mobile };
  };
  const lead = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const sendOtp = (browser: Visitor, leadId: string, mobile: string) =>
    browser.post('/api/user/otp', { type: 'lead', leadId, mobile });

  it('reviews what will be sent: identifiers masked, the fees, the terms and the OTP still needed', async () => {
    const browser = new Visitor(app);
    const { leadId, mobile } = await finishSbi(browser);
    const res = await browser.get(
      `/api/cards/apply/review?leadId=${leadId}&cardId=${SBI_SIMPLYCLICK}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json.data.results as unknown as {
      rows: { name: string; value: string }[];
      mobile: string;
      otpNeeded: boolean;
      card: { terms_url: string; annual_fee: number };
    };
    expect(review.rows.find((r) => r.name === 'pancard')?.value).toMatch(/^X{6}\w{4}$/);
    expect(res.body).not.toContain(SAMPLE_VALUES.pancard as string);
    expect(review).toMatchObject({ mobile, otpNeeded: true });
    expect(review.card.terms_url).toMatch(/^https:\/\/www\.sbicard\.com\//);
    expect(
      (await new Visitor(app).get(`/api/cards/apply/review?leadId=${leadId}&cardId=1`)).statusCode,
    ).toBe(404);
  });

  it('refuses a submission without acceptance, and sends nothing', async () => {
    const browser = new Visitor(app);
    const { leadId } = await finishSbi(browser);
    const res = await browser.post(APPLY, { leadId, cardId: SBI_SIMPLYCLICK });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual([NOT_ACCEPTED]);
    expect(sent).not.toContain(leadId);
  });

  it('refuses an instant-apply form without acceptance, and sends nothing', async () => {
    const before = sent.length;
    const form = instantApplySample('amex');
    const res = await new Visitor(app).post(APPLY, { cardId: 12, instantApply: form });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual([NOT_ACCEPTED]);
    expect(sent.length).toBe(before);
  });

  it('refuses an accepted submission whose mobile is not verified, or a wrong OTP', async () => {
    const browser = new Visitor(app);
    const { leadId, mobile } = await finishSbi(browser);
    const body = { leadId, cardId: SBI_SIMPLYCLICK, accepted: true };
    const bare = await browser.post(APPLY, body);
    expect(bare.statusCode).toBe(422);
    expect(bare.json.errors).toEqual([MOBILE_NOT_VERIFIED]);
    expect((await sendOtp(browser, leadId, mobile)).statusCode).toBe(200);
    const wrong = await browser.post(APPLY, {
      ...body,
      otp: otherCode(await lastOtp(app, mobile)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json.isInvalidOtp).toBe(true);
    expect(sent).not.toContain(leadId);
    expect((await lead(leadId))?.userId).toBeNull();
  });

  it('sends an accepted lead once its OTP is right, links it to a verified user and records the say-so', async () => {
    const browser = new Visitor(app);
    const { leadId, mobile } = await finishSbi(browser);
    // A typed mobile neither links nor verifies.
    expect((await lead(leadId))?.userId).toBeNull();
    expect((await sendOtp(browser, leadId, mobile)).statusCode).toBe(200);
    const otp = await lastOtp(app, mobile);
    const res = await browser.post(APPLY, { leadId, cardId: SBI_SIMPLYCLICK, accepted: true, otp });
    expect(res.statusCode, res.body).toBe(200);
    expect(sent).toContain(leadId);
    const [user] = await database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ isVerified: true, firstName: 'Asha' });
    expect(await lead(leadId)).toMatchObject({ userId: user?.id, verifiedMobile: mobile });
    const given = await database.db.select().from(consents).where(eq(consents.leadId, leadId));
    expect(given.map((c) => [c.purpose, c.userId]).sort()).toEqual([
      ['credit-bureau', user?.id],
      ['submission', user?.id],
    ]);

    // The applicant logs in with that mobile elsewhere: the number is known, the lead theirs.
    const later = new Visitor(app);
    await logIn(app, later, mobile);
    const current = await later.get('/api/lead/current?journey=credit-cards/sbi');
    expect(current.statusCode).toBe(200);
    expect(current.json.data.results.lead_id).toBe(leadId);
    const mine = await later.get('/api/user/applications');
    expect(mine.statusCode, mine.body).toBe(200);
    const [listed] = mine.json.data.results as unknown as Record<string, unknown>[];
    expect(listed).toMatchObject({
      card_id: SBI_SIMPLYCLICK,
      reference_id: res.json.data.results.referenceId,
      status: 1,
      status_text: 'Approved',
    });
    const refreshed = await later.post(`/api/user/applications/${listed?.id}/refresh`, {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json.data.results.status).toBe(1);
    const stranger = new Visitor(app);
    expect((await stranger.get('/api/user/applications')).statusCode).toBe(401);
  });

  it('refreshes an application in process from the sandbox issuer: approved since', async () => {
    const browser = new Visitor(app);
    const { leadId, mobile } = await finishSbi(browser, 'ABCPP1234K');
    clock.advance(2 * MINUTE);
    await sendOtp(browser, leadId, mobile);
    const otp = await lastOtp(app, mobile);
    const res = await browser.post(APPLY, { leadId, cardId: SBI_SIMPLYCLICK, accepted: true, otp });
    expect(res.json.data.results.status).toBe(2);
    clock.advance(2 * MINUTE);
    await logIn(app, browser, mobile);
    const [listed] = (await browser.get('/api/user/applications')).json.data.results as unknown as {
      id: string;
      status: number;
    }[];
    expect(listed?.status).toBe(2);
    const refreshed = await browser.post(`/api/user/applications/${listed?.id}/refresh`, {});
    expect(refreshed.json.data.results).toMatchObject({ status: 1, status_text: 'Approved' });
  });

  it('lets an admin send a customer’s lead with the code the customer reads out, linked to the customer', async () => {
    const adminMobile = freshMobile();
    await makeUser(database, adminMobile, { admin: true });
    const admin = new Visitor(app);
    await logIn(app, admin, adminMobile);
    const { leadId, mobile } = await finishSbi(admin);
    const review = await admin.get(`/api/cards/apply/review?leadId=${leadId}&cardId=1`);
    // The admin's own verified record proves nothing about the customer's mobile.
    expect(review.json.data.results.otpNeeded).toBe(true);
    const body = { leadId, cardId: SBI_SIMPLYCLICK, accepted: true };
    expect((await admin.post(APPLY, body)).statusCode).toBe(422);
    await sendOtp(admin, leadId, mobile);
    const res = await admin.post(APPLY, { ...body, otp: await lastOtp(app, mobile) });
    expect(res.statusCode, res.body).toBe(200);
    const [customer] = await database.db.select().from(users).where(eq(users.mobile, mobile));
    expect((await lead(leadId))?.userId).toBe(customer?.id);
  });

  it('purges a lead’s consents with the lead (decision 012 purge)', async () => {
    const { leadId } = await finishSbi(new Visitor(app));
    const given = () => database.db.select().from(consents).where(eq(consents.leadId, leadId));
    expect(await given()).toHaveLength(1);
    await database.db.delete(leads).where(eq(leads.id, leadId));
    expect(await given()).toHaveLength(0);
  });

  it('lists the consents in the profile and withdraws one; a withdrawn bureau consent stops the submission', async () => {
    const browser = new Visitor(app);
    const { leadId, mobile } = await finishSbi(browser);
    // The applicant has an account: at login the visitor's lead becomes theirs.
    await makeUser(database, mobile);
    clock.advance(2 * MINUTE);
    await logIn(app, browser, mobile);
    const list = await browser.get('/api/user/consents');
    expect(list.statusCode, list.body).toBe(200);
    const bureau = (list.json.data.results as unknown as { id: string; purpose: string }[]).find(
      (c) => c.purpose === 'credit-bureau',
    );
    expect(bureau).toBeDefined();
    const withdrawn = await browser.post(`/api/user/consents/${bureau?.id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json.data.results.withdrawn_at).toBe(clock.now().toISOString());
    const again = await browser.post(`/api/user/consents/${bureau?.id}/withdraw`, {});
    expect(again.statusCode).toBe(404);
    // The logged-in verified user needs no OTP; the withdrawn consent still refuses it.
    const res = await browser.post(APPLY, { leadId, cardId: SBI_SIMPLYCLICK, accepted: true });
    expect(res.statusCode, res.body).toBe(409);
    expect(sent).not.toContain(leadId);
    // Somebody else cannot see or withdraw it.
    expect((await new Visitor(app).get('/api/user/consents')).statusCode).toBe(401);
  });
});
