import {
  type Answers,
  hpJourney as j,
  MEMBERSHIP_PAY_CALL,
  MEMBERSHIP_SUBMIT_ROUTE,
  sampleAnswers,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import { membershipPlanSeed } from '../../db/seed/membershipPlans.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { buyer, fulfilments, PLAN, sandboxPay } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const P = j.prefix;

// The hp membership journey through the API (decision 042): step5's initiatePay opens the
// plan's order for the lead's user, the lead waits, and the payment's fulfilment moves it on.
describe.each(testDbKinds())('the hp membership journey on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now, journeys: [j] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A visitor's lead saved through step4 on a fresh mobile. */
  async function throughStep4() {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const answers: Answers = {};
    let leadId: string | undefined;
    for (const step of ['step1', 'step2', 'step3', 'step4']) {
      const values = {
        ...sampleAnswers(P, step, { answers }),
        ...(step === 'step1' ? { mobile } : {}),
      };
      const res = await saveStep(browser, step, values, leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
      Object.assign(answers, values);
    }
    if (!leadId) throw new Error('no lead');
    return { browser, mobile, leadId, answers };
  }

  const leadRow = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];

  const payCall = async (leadId: string) =>
    (
      await database.db
        .select()
        .from(leadCalls)
        .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, MEMBERSHIP_PAY_CALL)))
    )[0];

  it('offers exactly the seeded plans at step5, each with its price and benefits', () => {
    const plan = j.steps.find((s) => s.id === 'step5')?.fields.find((f) => f.name === 'planId');
    expect(plan?.options?.map((o) => o.value)).toEqual(membershipPlanSeed.map((p) => String(p.id)));
    expect(plan?.options?.[0]?.label).toBe(
      'Tara Gold: ₹999, GST included. A year of priority support, a free credit report every month and 500 coins.',
    );
  });

  it('waits at step5 for the plan’s payment, moves on once it is paid, and ends on membership/submit', async () => {
    const w = await throughStep4();
    const step5 = sampleAnswers(P, 'step5', { answers: w.answers });
    const saved = await saveStep(w.browser, 'step5', step5, w.leadId, {}, P);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await leadRow(w.leadId))?.current).toBe('step5');
    const call = await payCall(w.leadId);
    expect(call?.state).toBe('waiting');
    const orderId = String(call?.facts?.orderId);
    expect(call?.facts?.amountPaise).toBe(PLAN.paise);

    // Saving step5 again while it waits opens no second order.
    await saveStep(w.browser, 'step5', step5, w.leadId, {}, P);
    expect(String((await payCall(w.leadId))?.facts?.orderId)).toBe(orderId);

    const paid = await sandboxPay(app, orderId, 'success@razorpay', 'send');
    expect(paid.statusCode, paid.body).toBe(200);
    const lead = await leadRow(w.leadId);
    expect(lead?.current).toBe('step6');
    const userId = String(lead?.userId);
    expect(await fulfilments(database, userId)).toMatchObject({
      memberships: 1,
      coins: PLAN.coins,
    });

    let last = '';
    for (const step of ['step6', 'step7', 'step10']) {
      const values = sampleAnswers(P, step, { answers: w.answers });
      const res = await saveStep(w.browser, step, values, w.leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      Object.assign(w.answers, values);
      last = String(res.json.metadata?.last_loc);
    }
    expect(last).toBe(MEMBERSHIP_SUBMIT_ROUTE);
  });

  it('keeps the lead at step5 when the payment fails', async () => {
    const w = await throughStep4();
    const step5 = sampleAnswers(P, 'step5', { answers: w.answers });
    await saveStep(w.browser, 'step5', step5, w.leadId, {}, P);
    const orderId = String((await payCall(w.leadId))?.facts?.orderId);
    await sandboxPay(app, orderId, 'failure@razorpay', 'send');
    expect((await leadRow(w.leadId))?.current).toBe('step5');
    expect((await payCall(w.leadId))?.state).toBe('waiting');
  });

  it('refuses step5 without the membership terms or with a plan not on sale', async () => {
    const w = await throughStep4();
    const step5 = sampleAnswers(P, 'step5', { answers: w.answers });
    const noTerms = await saveStep(
      w.browser,
      'step5',
      { ...step5, isMembershipTermsChecked: false },
      w.leadId,
      {},
      P,
    );
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.body).toContain(
      'Please agree to the mandatory Terms to submit your application',
    );
    const noPlan = await saveStep(w.browser, 'step5', { ...step5, planId: '9' }, w.leadId, {}, P);
    expect(noPlan.statusCode).toBe(422);
    expect(await payCall(w.leadId)).toBeUndefined();
  });

  it('shows the buyer their membership and coins, and nobody else (GET /api/membership/mine)', async () => {
    const w = await throughStep4();
    await saveStep(
      w.browser,
      'step5',
      sampleAnswers(P, 'step5', { answers: w.answers }),
      w.leadId,
      {},
      P,
    );
    const orderId = String((await payCall(w.leadId))?.facts?.orderId);
    await sandboxPay(app, orderId, 'success@razorpay', 'send');

    expect((await new Visitor(app).get('/api/membership/mine')).statusCode).toBe(401);
    const member = new Visitor(app);
    await logIn(app, member, w.mobile);
    const mine = await member.get('/api/membership/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    const results = mine.json.data.results;
    expect(results.coins).toBe(PLAN.coins);
    expect(results.memberships).toMatchObject([{ plan_id: PLAN.id, title: 'Tara Gold' }]);
    expect(results.history).toMatchObject([{ coins: PLAN.coins, reason: 'membership' }]);

    const other = await buyer(app, database);
    const theirs = await other.browser.get('/api/membership/mine');
    expect(theirs.json.data.results).toEqual({
      memberships: [],
      coins: 0,
      benefits: [],
      history: [],
    });
  });
});
