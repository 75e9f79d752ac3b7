import {
  type Answers,
  MATCHED_LENDER,
  northernArcJourney,
  PARTNER_CALL_USES,
  personalLoanJourney as pl,
  sampleAnswers,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../http/errors.js';
import { sandboxBureau } from '../../partners/bureau/sandbox.js';
import type { BureauClient } from '../../partners/bureau/types.js';
import type { PartnerCall } from '../../partners/partnerCall.js';
import { plCreditReportCall } from '../../partners/personalLoan/plCreditReportCall.js';
import { firstStepOtp, freshMobile, logIn, makeUser } from '../../test/auth.js';
import { leadAfterStep1, saveCurrent } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { insertConsent } from '../consents/data.js';
import {
  CALL_CONSENT_ELSEWHERE,
  CALL_CONSENT_WITHDRAWN,
  CALL_NEEDS_CONSENT,
  CALL_NEEDS_MOBILE,
} from './callGate.js';
import { type RunCallRequest, runCall } from './runCall.js';
import { insertTestLead } from './testLead.js';

const P = pl.prefix;
const NACL = northernArcJourney.prefix;

// Decision 063: the call runner, where every journey's partner call passes, refuses a credit
// bureau pull or a partner submission without the lead's mobile proved and the applicant's
// consent for it — through the lead saves, and when asked directly.
describe.each(testDbKinds())('the call runner’s gate on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let pulls = 0;
  const bureau: BureauClient = (() => {
    const sandbox = sandboxBureau();
    return {
      ...sandbox,
      pull: (query, attempt) => {
        pulls += 1;
        return sandbox.pull(query, attempt);
      },
    };
  })();
  const calls = new Map<string, PartnerCall>([['pl.creditReport', plCreditReportCall(bureau)]]);

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [fixtureJourney, pl, northernArcJourney] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const callsOf = async (leadId: string, call: string) =>
    database.db
      .select()
      .from(leadCalls)
      .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, call)));
  const pulledRows = async () =>
    (await database.db.select().from(leadCalls).where(eq(leadCalls.call, 'pl.creditReport')))
      .length;

  it('refuses the personal loan’s step1 pull without the mobile’s OTP, and pulls nothing', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    const values: Answers = { ...sampleAnswers(P, 'step1'), mobile };
    delete values.otp;
    const before = await pulledRows();
    const refused = await saveStep(browser, 'step1', values, undefined, {}, P);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json.fields).toHaveProperty('otp');
    expect(await pulledRows()).toBe(before);

    const otp = await firstStepOtp(app, browser, P, mobile);
    const saved = await saveStep(browser, 'step1', { ...values, otp }, undefined, {}, P);
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = saved.json.lead_id as unknown as string;
    expect((await callsOf(leadId, 'pl.creditReport')).map((r) => r.outcome)).toEqual(['pulled']);
  });

  it('needs no code from a signed-in verified user whose own mobile it is', async () => {
    const browser = new Visitor(app);
    const mobile = freshMobile();
    await makeUser(database, mobile);
    await logIn(app, browser, mobile);
    const values: Answers = { ...sampleAnswers(P, 'step1'), mobile };
    delete values.otp;
    const saved = await saveStep(browser, 'step1', values, undefined, {}, P);
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = saved.json.lead_id as unknown as string;
    expect(await callsOf(leadId, 'pl.creditReport')).toHaveLength(1);
  });

  /** The runner asked directly, as the lead saves ask it, with the personal loan's step1. */
  async function ask(gate: Partial<RunCallRequest['gate']>, answers: Answers = {}) {
    const { leadId } = await insertTestLead(database.db, TODAY);
    const step1 = { ...sampleAnswers(P, 'step1'), mobile: freshMobile(), ...answers };
    const request: RunCallRequest = {
      lead: { id: leadId },
      stepId: 'step1',
      callName: 'pl.creditReport',
      answers: step1,
      context: {},
      facts: {},
      userId: null,
      now: () => TODAY,
      gate: { def: pl, values: step1, mobileVerified: true, ...gate },
    };
    return { leadId, result: await runCall(database.db, calls, request).catch((e) => e) };
  }

  it('refuses in the runner a pull whose mobile is not proved, before anything is claimed', async () => {
    const before = pulls;
    const { leadId, result } = await ask({ mobileVerified: false });
    expect(result).toBeInstanceOf(HttpError);
    expect(result.statusCode).toBe(422);
    expect(result.body).toMatchObject({ errors: [CALL_NEEDS_MOBILE], isInvalidOtp: true });
    expect(result.body.fields).toEqual({ otp: CALL_NEEDS_MOBILE });
    expect(pulls).toBe(before);
    expect(await callsOf(leadId, 'pl.creditReport')).toEqual([]);
  });

  it('refuses in the runner a pull whose consent is not ticked, and makes it once it is', async () => {
    const before = pulls;
    const unticked = { isCreditReportChecked: false };
    const { leadId, result } = await ask({ values: unticked }, unticked);
    expect(result.statusCode).toBe(422);
    expect(result.body.fields).toEqual({ isCreditReportChecked: CALL_NEEDS_CONSENT });
    expect(pulls).toBe(before);
    expect(await callsOf(leadId, 'pl.creditReport')).toEqual([]);
    const ticked = await ask({});
    expect(ticked.result).toMatchObject({ kind: 'answered', outcome: 'pulled' });
    expect(pulls).toBe(before + 1);
  });

  it('refuses a call nobody classified, whatever the answers', async () => {
    const { leadId } = await insertTestLead(database.db, TODAY);
    const unknown: PartnerCall = { ...plCreditReportCall(bureau), name: 'test.unclassified' };
    const request: RunCallRequest = {
      lead: { id: leadId },
      stepId: 'step1',
      callName: unknown.name,
      answers: {},
      context: {},
      facts: {},
      userId: null,
      now: () => TODAY,
      gate: { def: pl, values: {}, mobileVerified: true },
    };
    const result = await runCall(database.db, new Map([[unknown.name, unknown]]), request).catch(
      (e) => e,
    );
    expect(String(result)).toMatch(/test.unclassified is not classified/);
    expect(await callsOf(leadId, unknown.name)).toEqual([]);
  });

  it('holds a consent naming the matched lender to that lender', async () => {
    const { leadId } = await insertTestLead(database.db, TODAY);
    const send: PartnerCall = {
      name: 'test.send',
      mode: 'sandbox',
      outcomes: ['sent'],
      input: () => ({ once: true }),
      run: async () => ({ kind: 'answered', outcome: 'sent' }),
    };
    const uses = {
      ...PARTNER_CALL_USES,
      'test.send': { needs: [{ use: 'submission' as const, party: MATCHED_LENDER }] },
    };
    const sendTo = (lenderName: string) =>
      runCall(
        database.db,
        new Map([[send.name, send]]),
        {
          lead: { id: leadId },
          stepId: 'step99',
          callName: send.name,
          answers: { mobile: '9876543210', isPersonalLoanDisclaimerChecked: true },
          context: {},
          facts: { 'pl.lenderMatch': { lenderName } },
          userId: null,
          now: () => TODAY,
          gate: { def: pl, values: {}, mobileVerified: true },
        },
        uses,
      ).catch((e) => e);
    // Never ticked: the applicant is sent back to the step that asks it.
    const never = await runCall(
      database.db,
      new Map([[send.name, send]]),
      {
        lead: { id: leadId },
        stepId: 'step99',
        callName: send.name,
        answers: { mobile: '9876543210' },
        context: {},
        facts: { 'pl.lenderMatch': { lenderName: 'Bajaj Finance' } },
        userId: null,
        now: () => TODAY,
        gate: { def: pl, values: {}, mobileVerified: true },
      },
      uses,
    ).catch((e) => e);
    expect(never.statusCode).toBe(409);
    expect(never.body).toMatchObject({
      errors: [CALL_CONSENT_ELSEWHERE],
      metadata: { last_loc: `${P}/step13.3` },
    });
    // Ticked, but no record of it for this lender.
    const unrecorded = await sendTo('Bajaj Finance');
    expect(unrecorded.statusCode).toBe(409);
    expect(unrecorded.body.metadata).toEqual({ last_loc: `${P}/step13.3` });
    const given = { leadId, userId: null, purpose: 'pl-lender' as const, version: 'v', now: TODAY };
    await insertConsent(database.db, { ...given, subject: 'Bajaj Finance' });
    expect((await sendTo('HDFC Bank')).body?.errors).toEqual([CALL_CONSENT_WITHDRAWN]);
    expect(await sendTo('Bajaj Finance')).toMatchObject({ kind: 'answered', outcome: 'sent' });
  });

  it('refuses the credit line’s pull after its consent was withdrawn, until it is given again', async () => {
    const lead = await leadAfterStep1(app, database, {}, northernArcJourney);
    const walk = { ...lead, answers: { ...sampleAnswers(NACL, 'step1'), mobile: lead.mobile } };
    const save = (step: string) =>
      saveCurrent(
        database,
        walk,
        step,
        'default',
        { mobile: lead.mobile },
        undefined,
        northernArcJourney,
      );
    await logIn(app, lead.browser, lead.mobile);
    const list = await lead.browser.get('/api/user/consents');
    const mine = list.json.data.results as unknown as { id: string; purpose: string }[];
    const consent = mine.find((c) => c.purpose === 'northern-arc-credit-line');
    expect(consent, list.body).toBeDefined();
    const out = await lead.browser.post(`/api/user/consents/${consent?.id}/withdraw`, {});
    expect(out.statusCode, out.body).toBe(200);

    const refused = await save('step2');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json.errors).toEqual([CALL_CONSENT_WITHDRAWN]);
    expect(refused.json.metadata?.last_loc).toBe(`${NACL}/step1`);
    expect(await callsOf(lead.leadId, 'nacl.creditReport')).toEqual([]);

    // Ticked again on step1 (the mobile is proved already: no code), the pull goes.
    const again = await save('step1');
    expect(again.statusCode, again.body).toBe(200);
    const pulled = await save('step2');
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(await callsOf(lead.leadId, 'nacl.creditReport')).toHaveLength(1);
  });
});
