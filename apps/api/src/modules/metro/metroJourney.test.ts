import {
  type Answers,
  metroJourney as j,
  METRO_ELIGIBILITY_CALL,
  METRO_SUCCESS_ROUTE,
  sampleAnswers,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads, users } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { METRO_SANDBOX_CARDS, METRO_SANDBOX_ERRORS } from '../../partners/metro/sandbox.js';
import { freshMobile, lastOtp, makeUser, otherCode } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const P = j.prefix;

// The metro card journey through the API (decision 043): step2 looks the mobile's user up
// (found → linked, else added) behind its OTP, step5 asks the METRO eligibility sandbox, whose
// refusals keep the applicant on step5 with the partner's words on the card number.
describe.each(testDbKinds())('the metro card journey on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [j], authLimits: { resendCooldownSeconds: 0 } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const leadRow = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const callRow = async (leadId: string) =>
    (
      await database.db
        .select()
        .from(leadCalls)
        .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, METRO_ELIGIBILITY_CALL)))
    )[0];

  /** step1 and step2 (with the OTP from the sandbox outbox) on `mobile`. */
  async function throughStep2(mobile = freshMobile()) {
    const browser = new Visitor(app);
    const answers: Answers = { ...sampleAnswers(P, 'step1') };
    const first = await saveStep(browser, 'step1', answers, undefined, {}, P);
    expect(first.statusCode, first.body).toBe(200);
    const leadId = first.json.lead_id as unknown as string;
    const sent = await browser.post('/api/user/otp', { mobile, type: 'lead', journey: P, leadId });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await lastOtp(app, mobile);
    const step2 = await saveStep(browser, 'step2', { mobile, otp }, leadId, {}, P);
    expect(step2.statusCode, step2.body).toBe(200);
    Object.assign(answers, { mobile });
    return { browser, mobile, leadId, answers, otp };
  }

  /** Through step4: ready for the card. */
  async function throughStep4(mobile?: string) {
    const w = await throughStep2(mobile);
    for (const step of ['step3', 'step4']) {
      const values = sampleAnswers(P, step, { answers: w.answers });
      const res = await saveStep(w.browser, step, values, w.leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      Object.assign(w.answers, values);
    }
    return w;
  }

  const step5 = (w: { answers: Answers }, overrides: Answers = {}) => ({
    ...sampleAnswers(P, 'step5', { answers: w.answers }),
    ...overrides,
  });

  it('walks step1 to step6 and ends on /metro-stc/success, the lead linked to a new user', async () => {
    const w = await throughStep4();
    const lead = await leadRow(w.leadId);
    expect(lead?.userId).toBeTruthy();
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, String(lead?.userId)));
    expect(user?.mobile).toBe(w.mobile);

    const saved5 = await saveStep(w.browser, 'step5', step5(w), w.leadId, {}, P);
    expect(saved5.statusCode, saved5.body).toBe(200);
    expect(String(saved5.json.metadata?.last_loc)).toBe(`${P}/step6`);
    const call = await callRow(w.leadId);
    expect(call?.outcome).toBe('eligible');
    expect(call?.facts).toMatchObject({ holderLevel: '01', cardLast4: '7801' });
    // The card number is kept masked in what was sent.
    expect(JSON.stringify(call?.request)).not.toContain('1234567801');

    const saved6 = await saveStep(
      w.browser,
      'step6',
      sampleAnswers(P, 'step6', { answers: w.answers }),
      w.leadId,
      {},
      P,
    );
    expect(saved6.statusCode, saved6.body).toBe(200);
    expect(String(saved6.json.metadata?.last_loc)).toBe(METRO_SUCCESS_ROUTE);
    expect((await leadRow(w.leadId))?.current).toBeNull();
  });

  it('links the lead to the mobile’s existing user at step2 (found → update)', async () => {
    const mobile = freshMobile();
    const existing = await makeUser(database, mobile, { verified: false });
    const w = await throughStep2(mobile);
    expect((await leadRow(w.leadId))?.userId).toBe(existing.id);
  });

  it('refuses a wrong OTP at step2 as an invalid OTP, with the server’s words', async () => {
    const browser = new Visitor(app);
    const first = await saveStep(browser, 'step1', sampleAnswers(P, 'step1'), undefined, {}, P);
    const leadId = first.json.lead_id as unknown as string;
    const mobile = freshMobile();
    await browser.post('/api/user/otp', { mobile, type: 'lead', journey: P, leadId });
    const otp = await lastOtp(app, mobile);
    const wrong = await saveStep(browser, 'step2', { mobile, otp: otherCode(otp) }, leadId, {}, P);
    expect(wrong.statusCode).toBe(422);
    // METRO-05: only an invalid OTP reads 'OTP verification failed' (the spec's MSG-053).
    expect(wrong.json).toEqual({
      errors: ['OTP verification failed'],
      isInvalidOtp: true,
      fields: { otp: 'OTP verification failed' },
    });
  });

  it('keeps a card found not eligible on step5 with the partner’s errors joined', async () => {
    const w = await throughStep4();
    const res = await saveStep(
      w.browser,
      'step5',
      step5(w, { metroCardNumber: METRO_SANDBOX_CARDS.notEligible }),
      w.leadId,
      {},
      P,
    );
    expect(res.statusCode).toBe(422);
    const joined = METRO_SANDBOX_ERRORS.join(' ');
    expect(res.json.fields?.metroCardNumber).toBe(joined);
    expect(res.json.errors).toEqual([joined]);
    expect(String(res.json.metadata?.last_loc)).toBe(`${P}/step5`);
    expect((await leadRow(w.leadId))?.current).toBe('step5');
    // A card that is eligible then moves on.
    const ok = await saveStep(w.browser, 'step5', step5(w), w.leadId, {}, P);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await leadRow(w.leadId))?.current).toBe('step6');
  });

  it('says ‘Error has occured’ on the card number when the partner gives no errors, or fails', async () => {
    const w = await throughStep4();
    const silent = await saveStep(
      w.browser,
      'step5',
      step5(w, { metroCardNumber: METRO_SANDBOX_CARDS.notEligibleSilent }),
      w.leadId,
      {},
      P,
    );
    expect(silent.statusCode).toBe(422);
    expect(silent.json.fields?.metroCardNumber).toBe('Error has occured');

    const down = await saveStep(
      w.browser,
      'step5',
      step5(w, { metroCardNumber: METRO_SANDBOX_CARDS.unavailable }),
      w.leadId,
      {},
      P,
    );
    expect(down.statusCode).toBe(503);
    expect(down.json.errors).toEqual(['Error has occured']);
    expect(down.json.fields?.metroCardNumber).toBe('Error has occured');
    expect((await leadRow(w.leadId))?.current).toBe('step5');
  });

  it('refuses step5 with the terms unticked, or a bad card, before any call (4xx)', async () => {
    const w = await throughStep4();
    const noTerms = await saveStep(
      w.browser,
      'step5',
      step5(w, { isMetroMembershipTNCchecked: false }),
      w.leadId,
      {},
      P,
    );
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json.fields?.isMetroMembershipTNCchecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
    const empty = await saveStep(
      w.browser,
      'step5',
      step5(w, { metroCardNumber: '' }),
      w.leadId,
      {},
      P,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json.fields?.metroCardNumber).toBe('Please enter the metro card number');
    const elite = await saveStep(
      w.browser,
      'step5',
      step5(w, { metroCardNumber: 'AB-345678' }),
      w.leadId,
      {},
      P,
    );
    expect(elite.statusCode).toBe(422);
    expect(elite.json.fields?.metroCardNumber).toBe('Invalid Elite Metro number');
    expect(await callRow(w.leadId)).toBeUndefined();
  });
});
