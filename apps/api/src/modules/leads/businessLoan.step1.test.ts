import { type Answers, idfcBusinessLoanJourney, sampleAnswers } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { SANDBOX_NAME_ON_PAN } from '../../partners/idfc/sandboxRules.js';
import { freshMobile, lastOtp, logIn, makeUser, otherCode } from '../../test/auth.js';
import { leadAfterStep1, P, saveCurrent, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Step1 of the business loan asks the mobile with its OTP before any lead exists, and the
// bank checks the PAN against the name there (decision 019's refusing outcomes); later steps
// read the device flags from the request's header, never from the answers.
describe.each(testDbKinds())('the business loan step1 and device flags on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [fixtureJourney, idfcBusinessLoanJourney],
      documentStore: memoryStore(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { otp: _sample, ...sample } = sampleAnswers(P, 'step1');
  const step1 = (mobile: string, more: Answers = {}) => ({ ...sample, mobile, ...more });
  const sendOtp = (browser: Visitor, mobile: string) =>
    browser.post('/api/user/otp', { mobile, type: 'lead', journey: P });

  it('sends the OTP before the lead exists and checks it on the first save', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const sent = await sendOtp(browser, mobile);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(browser.cookies.has('tara_vid')).toBe(true);
    const code = await lastOtp(app, mobile);
    const none = await saveStep(browser, 'step1', step1(mobile), undefined, {}, P);
    expect(none.statusCode).toBe(422);
    expect(none.json.fields).toEqual({ otp: 'Required' });
    const wrong = await saveStep(
      browser,
      'step1',
      step1(mobile, { otp: otherCode(code) }),
      undefined,
      {},
      P,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json.isInvalidOtp).toBe(true);
    const right = await saveStep(browser, 'step1', step1(mobile, { otp: code }), undefined, {}, P);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json.metadata.last_loc).toBe(`${P}/step3`);
    expect(right.json.data.results.mobile_verified).toBe(true);
    const leadId = right.json.lead_id as unknown as string;
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.verifiedMobile).toBe(mobile);
    expect(JSON.stringify(row?.answers)).not.toContain(code);
  });

  it('binds the code to the visitor who asked for it: another browser cannot use it', async () => {
    const mobile = freshMobile();
    await sendOtp(new Visitor(app), mobile);
    const code = await lastOtp(app, mobile);
    const other = new Visitor(app);
    await sendOtp(other, freshMobile()); // a visitor cookie of its own
    const res = await saveStep(other, 'step1', step1(mobile, { otp: code }), undefined, {}, P);
    expect(res.statusCode).toBe(422);
    expect(res.json.isInvalidOtp).toBe(true);
  });

  it('refuses an OTP for a journey that asks no mobile with it, and an unknown journey', async () => {
    const mobile = freshMobile();
    const browser = new Visitor(app);
    const fixture = await browser.post('/api/user/otp', {
      mobile,
      type: 'lead',
      journey: fixtureJourney.prefix,
    });
    expect(fixture.statusCode).toBe(422);
    const unknown = await browser.post('/api/user/otp', { mobile, type: 'lead', journey: 'x/y' });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps the applicant on step1 with the bank's words when the PAN is under another name", async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    await sendOtp(browser, mobile);
    const code = await lastOtp(app, mobile);
    const mismatch = await saveStep(
      browser,
      'step1',
      step1(mobile, { otp: code, pancard: 'ABCPM1234F' }),
      undefined,
      {},
      P,
    );
    expect(mismatch.statusCode).toBe(422);
    const said = `The name associated with entered PAN is ${SANDBOX_NAME_ON_PAN}`;
    expect(mismatch.json.fields).toEqual({ pancard: said });
    expect(mismatch.json.errors).toEqual([said]);
    // Nothing of the refused step is kept: a lead without answers, the mobile it proved.
    const bare = await database.db.select().from(leads).where(eq(leads.verifiedMobile, mobile));
    expect(bare).toHaveLength(1);
    expect(bare[0]?.history).toEqual([]);
    expect(bare[0]?.answers).toEqual({});
    // Corrected, the same lead is saved; the mobile proved on the refused try needs no new code.
    const fixed = await saveStep(
      browser,
      'step1',
      step1(mobile, { otp: code, pancard: 'ABCPE1234F' }),
      undefined,
      {},
      P,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json.lead_id).toBe(bare[0]?.id);
    const checks = await database.db
      .select()
      .from(leadCalls)
      .where(eq(leadCalls.leadId, fixed.json.lead_id as unknown as string));
    expect(checks.map((c) => c.outcome).sort()).toEqual(['mismatch', 'valid']);
    expect(JSON.stringify(checks)).not.toContain('ABCPE1234F');
  });

  it('answers 503 with the spec text when the bank cannot check the PAN; a retry may pass', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    await sendOtp(browser, mobile);
    const code = await lastOtp(app, mobile);
    const down = await saveStep(
      browser,
      'step1',
      step1(mobile, { otp: code, pancard: 'ABCPF1234F' }),
      undefined,
      {},
      P,
    );
    expect(down.statusCode).toBe(503);
    expect(down.json.errors).toEqual(['Something went wrong. Please try again in some time.']);
  });

  it('asks no OTP of the logged-in user filling with their own verified mobile', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    const res = await saveStep(browser, 'step1', step1(mobile), undefined, {}, P);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.mobile_verified).toBe(true);
    const other = await saveStep(browser, 'step1', step1(freshMobile()), undefined, {}, P);
    expect(other.statusCode).toBe(422);
    expect(other.json.fields).toEqual({ otp: 'Required' });
  });

  describe('device flags', () => {
    const toStep9 = async (): Promise<Walk> => {
      const lead = await leadAfterStep1(app, database, {});
      const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.leadId));
      const w = { ...lead, answers: { ...row?.answers } };
      for (const step of ['step3', 'step4', 'step5', 'step6', 'step7', 'step8']) {
        const res = await saveCurrent(database, w, step, 'default', {});
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
      return w;
    };
    const okyc = (w: Walk, headers: Record<string, string>, more: Answers = {}) =>
      saveStep(w.browser, 'step9', { kycType: 'okyc', ...more }, w.leadId, headers, P);

    it('takes the Android web view from the header: Karza OKYC, then step12', async () => {
      const w = await toStep9();
      const res = await okyc(w, { 'x-journey-context': 'androidWebView=1&am=1&appVersion=72' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(`${P}/step12`);
      expect(res.json.data.results.calls['karza.okyc']?.outcome).toBe('verified');
    });

    it('never from the answers: a body flag is ignored, a browser uploads the ZIP (step11)', async () => {
      const w = await toStep9();
      const res = await okyc(w, {}, { androidWebView: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(`${P}/step11`);
      const bad = await okyc(await toStep9(), { 'x-journey-context': 'androidWebView=yes' });
      expect(bad.json.metadata.last_loc).toBe(`${P}/step11`);
    });
  });
});
