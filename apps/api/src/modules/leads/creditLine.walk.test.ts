import { type Answers, CREDIT_LINE_SUCCESS, getStep, northernArcJourney as j } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxPan } from '../../partners/northernArc/sandboxRules.js';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from '../../partners/uidai/sandboxOfflineEkyc.js';
import { leadAfterStep1, saveCurrent, stepOf, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { type TestResponse, TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { ENACH_CALLBACK_PATH } from '../mandates/callbackRoutes.js';
import {
  ENACH_SIGNATURE_HEADER,
  SANDBOX_ENACH_SECRET,
  signEnachCallback,
} from '../mandates/signature.js';

const P = j.prefix;
const FINAL = j.finalRoute;
const RESULTS = 'credit-line/results';
const REJECTION = j.exits?.rejected?.message;
const WEB_VIEW = { 'x-journey-context': 'am=1&androidWebView=1&appVersion=71' };

// Spec 02 §2.3 and §4.2 through the API and the real sandboxes (Northern Arc, the bureau,
// Karza, the Aadhaar offline e-KYC reader): every step saved through POST
// /api/lead/update/unverified, each partner call made by the server (decision 036).
describe.each(testDbKinds())('the Northern Arc credit line on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let zip: Uint8Array;
  const store = memoryStore();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [fixtureJourney, j],
      documentStore: store,
      authLimits: { resendCooldownSeconds: 0 },
    });
    zip = await sandboxOfflineEkyc({
      ...SANDBOX_RESIDENT,
      generatedAt: new Date(TODAY.getTime() - 3_600_000),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function start(step1: Answers = {}): Promise<Walk> {
    const lead = await leadAfterStep1(app, database, step1, j);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.leadId));
    return { ...lead, answers: { ...row?.answers } };
  }

  const save = (w: Walk, step: string, branch: string, overrides: Answers, headers = {}) =>
    saveCurrent(
      database,
      w,
      step,
      branch,
      overrides,
      { store, bytes: { aadhaarXml: zip } },
      j,
      headers,
    );

  /**
   * Saves step after step from step2 on `branch` until the lead stands at `until`, waits,
   * leaves, or a save fails; a 503 is retried once when `retry` (the transient sandbox).
   */
  async function walk(
    w: Walk,
    branch: string,
    overrides: Answers,
    options: { until?: string; headers?: Record<string, string>; retry?: boolean } = {},
  ) {
    const routes: string[] = [];
    const failures: [string, TestResponse][] = [];
    let step: string | null = 'step2';
    let last: TestResponse | null = null;
    while (step && step !== options.until) {
      let res = await save(w, step, branch, overrides, options.headers);
      if (res.statusCode === 503 && options.retry) {
        failures.push([step, res]);
        res = await retry(w, step, branch, overrides);
      }
      last = res;
      if (res.statusCode !== 200) break;
      const loc = res.json.metadata.last_loc as unknown as string;
      routes.push(loc);
      if (res.json.data.results.pending) break;
      const next = stepOf(loc, P);
      if (next === step) break;
      step = next;
    }
    return { routes, last, failures };
  }

  /** The same save again: the same uploaded document (a new upload is a new input). */
  function retry(w: Walk, step: string, branch: string, overrides: Answers) {
    const fields = getStep(j, step).fields;
    if (!fields.some((f) => f.kind === 'file')) return save(w, step, branch, overrides);
    const values: Answers = {};
    for (const f of fields) {
      const v = w.answers[f.name];
      if (v !== undefined) values[f.name] = v;
    }
    return saveStep(w.browser, step, values, w.leadId, {}, P);
  }

  const callRows = (leadId: string, call?: string) =>
    database.db
      .select()
      .from(leadCalls)
      .where(
        call
          ? and(eq(leadCalls.leadId, leadId), eq(leadCalls.call, call))
          : eq(leadCalls.leadId, leadId),
      );

  const bank = (body: unknown) => {
    const payload = JSON.stringify(body);
    return new Visitor(app).request({
      method: 'POST',
      url: ENACH_CALLBACK_PATH,
      payload,
      headers: {
        'content-type': 'application/json',
        [ENACH_SIGNATURE_HEADER]: signEnachCallback(SANDBOX_ENACH_SECRET, payload),
      },
    });
  };

  const leadNow = async (w: Walk) =>
    (await w.browser.get(`/api/lead/current?journey=${P}`)).json.data.results;

  it('digital: 1-5, 10-27 (waits), the signed callback, 31 → disbursal-status with the success text', async () => {
    const w = await start();
    const { routes, last } = await walk(w, 'default', {});
    expect(routes.slice(0, 4)).toEqual([`${P}/step3`, `${P}/step4`, `${P}/step5`, `${P}/step10`]);
    // step23 → 24 → 25 → 26 → 27, and step27's own save waits on it.
    expect(routes.slice(-5)).toEqual([24, 25, 26, 27, 27].map((n) => `${P}/step${n}`));
    expect(last?.json.data.results.pending).toMatchObject({ step: 'step27', call: 'nacl.enach' });
    const [enach] = await callRows(w.leadId, 'nacl.enach');
    expect(enach?.state).toBe('waiting');
    const sms = await new Visitor(app, '127.0.0.1').get(
      `/api/sandbox/sms?mobile=${String(w.answers.mobile)}`,
    );
    expect(sms.body).toContain('Northern Arc: authorise the e-mandate');
    expect(sms.body).toContain(`/api/sandbox/enach/${enach?.externalRef}`);

    // The link again: the 10 s of the server (the test clock stands still), then the same link.
    const resend = await w.browser.post('/api/leads/nacl/enach/send-url', { leadId: w.leadId });
    expect(resend.statusCode, resend.body).toBe(429);
    expect(resend.json.errors).toEqual(['Please wait 10 seconds before asking for the link again']);

    const body = { mandateId: enach?.externalRef, status: 'REGISTERED', umrn: 'NACL0001' };
    expect((await bank(body)).statusCode).toBe(200);
    expect((await bank(body)).statusCode).toBe(200); // the replay changes nothing
    expect(await leadNow(w)).toMatchObject({ current: 'step31', pending: null, progress: 72 });
    const last31 = await save(w, 'step31', 'default', {});
    expect(last31.statusCode, last31.body).toBe(200);
    expect(last31.json.metadata.last_loc).toBe(FINAL);
    expect(await leadNow(w)).toMatchObject({ status: 'complete', progress: 100, exit: null });
    expect(j.finalMessage).toBe(CREDIT_LINE_SUCCESS);
    const names = (await callRows(w.leadId)).map((r) => `${r.call}:${r.outcome}`).sort();
    expect(names).toEqual([
      'karza.businessDocument:verified',
      'nacl.addLead:created',
      'nacl.cbEligibility:offered',
      'nacl.confirmBusinessKyc:confirmed',
      'nacl.creditReport:pulled',
      'nacl.eAgreement:signed',
      'nacl.enach:registered',
      'nacl.transactionDetails:stored',
      'nacl.validateBusinessKyc:verified',
      'nacl.validateKyc:verified',
      'nacl.validatePan:valid',
      'okyc:verified',
    ]);
    // Nothing whole is kept: no PAN, no account number.
    const stored = JSON.stringify(await callRows(w.leadId));
    expect(stored).not.toContain(String(w.answers.pancard));
    expect(stored).not.toContain('50100123456789');
  });

  it("step24 names the IFSC's bank on the server (never the client's); an unknown IFSC is a 422 that loses nothing", async () => {
    const w = await start();
    const { routes } = await walk(w, 'default', {}, { until: 'step24' });
    expect(routes.at(-1)).toBe(`${P}/step24`);
    const answersOf = async () =>
      (await database.db.select().from(leads).where(eq(leads.id, w.leadId)))[0]?.answers ?? {};
    const before = await answersOf();
    // Well-formed, but no branch has it: the spec's message on the field, nothing saved.
    const unknown = await saveStep(
      w.browser,
      'step24',
      { bankIfscCode: 'ZZZZ0000001' },
      w.leadId,
      {},
      P,
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json.fields).toEqual({ bankIfscCode: 'Please enter a valid bank IFSC code' });
    expect(await answersOf()).toEqual(before);
    const known = { bankIfscCode: 'hdfc0001234', bankName: 'Some Other Bank' };
    const res = await saveStep(w.browser, 'step24', known, w.leadId, {}, P);
    expect(res.statusCode, res.body).toBe(200);
    expect(await answersOf()).toMatchObject({ bankIfscCode: 'hdfc0001234', bankName: 'HDFC Bank' });
  });

  it('an earlier step saved unchanged goes back to where the applicant was, calling no partner again (issue 22 §5)', async () => {
    const w = await start();
    const { routes } = await walk(w, 'default', {}, { until: 'step20' });
    expect(routes.at(-1)).toBe(`${P}/step20`);
    const before = await callRows(w.leadId);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    const answers = row?.answers ?? {};
    for (const step of ['step2', 'step3', 'step4']) {
      const values: Answers = {};
      for (const f of getStep(j, step).fields) {
        const v = answers[f.name];
        if (v !== undefined) values[f.name] = v;
      }
      const res = await saveStep(w.browser, step, values, w.leadId, {}, P);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(`${P}/step20`);
    }
    expect((await callRows(w.leadId)).length).toBe(before.length);
    expect(await leadNow(w)).toMatchObject({ current: 'step20' });
  });

  it('physical in the Android web view: 5 → 9 (Karza), 11 … 24, 26, 28, 29, 30, 31 → disbursal-status', async () => {
    const w = await start();
    const { routes } = await walk(w, 'webViewPhysical', {}, { headers: WEB_VIEW });
    expect(routes.slice(2, 5)).toEqual([`${P}/step5`, `${P}/step9`, `${P}/step11`]);
    expect(routes.slice(-7)).toEqual([
      ...[24, 26, 28, 29, 30, 31].map((n) => `${P}/step${n}`),
      FINAL,
    ]);
    expect(routes).not.toContain(`${P}/step10`);
    expect(routes).not.toContain(`${P}/step25`);
    expect(routes).not.toContain(`${P}/step27`);
    expect(routes.at(-1)).toBe(FINAL);
    expect((await callRows(w.leadId, 'karza.okyc'))[0]?.outcome).toBe('verified');
    expect((await callRows(w.leadId, 'nacl.pnachStatus'))[0]?.outcome).toBe('accepted');
    expect(await callRows(w.leadId, 'nacl.enach')).toHaveLength(0);
  });

  it('step5 → step10 outside the web view, whatever the body says', async () => {
    const w = await start();
    const { routes } = await walk(w, 'default', { androidWebView: true }, { until: 'step10' });
    expect(routes.at(-1)).toBe(`${P}/step10`);
  });

  it('rejects at step11 when the applicant says the KYC is not theirs (no partner call)', async () => {
    const w = await start();
    const { last } = await walk(w, 'default', { kycDetailsCorrect: '0' });
    expect(last?.json.metadata.last_loc).toBe(FINAL);
    expect(last?.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step11', message: REJECTION },
    });
    expect(await callRows(w.leadId, 'nacl.validateKyc')).toHaveLength(0);
  });

  it.each([
    ['step11', 'rejectAt11'],
    ['step15', 'rejectAt15'],
    ['step21', 'rejectAt21'],
  ] as const)('rejects at %s by the sandbox’s PAN', async (step, scenario) => {
    const w = await start({ pancard: sandboxPan(scenario) });
    const { routes, last } = await walk(w, 'default', {});
    expect(routes.at(-1)).toBe(FINAL);
    expect(last?.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step, message: REJECTION },
    });
    // A closed application takes no more saves.
    const again = await save(w, 'step4', 'default', {});
    expect(again.statusCode).toBe(409);
  });

  it('rejects at step21 when the applicant turns the offer down', async () => {
    const w = await start();
    const { last } = await walk(w, 'default', { creditLineDecision: 'reject' });
    expect(last?.json.data.results).toMatchObject({ exit: { name: 'rejected', step: 'step21' } });
  });

  it('step2 says whether the credit report was pulled (a score or none)', async () => {
    const pulled = await start();
    await walk(pulled, 'default', {}, { until: 'step3' });
    const facts = (await leadNow(pulled)).calls['nacl.creditReport'].facts;
    expect(facts.message).toBe('We have successfully pulled your credit report');
    expect(typeof facts.creditScore).toBe('number');
    const newToCredit = await start({ pancard: 'ABCPE1230F' });
    await walk(newToCredit, 'default', {}, { until: 'step3' });
    expect((await leadNow(newToCredit)).calls['nacl.creditReport']).toMatchObject({
      outcome: 'notPulled',
      facts: { message: 'We were unable to pull your credit report' },
    });
  });

  it('a partner that cannot answer keeps the error and sends the applicant to /credit-line/results', async () => {
    const bureauDown = await start({ pancard: 'ABCPE1239F' });
    const { last } = await walk(bureauDown, 'default', {});
    expect(last?.statusCode).toBe(503);
    expect(last?.json).toMatchObject({
      errors: ['Oops! Something went wrong, try again later!'],
      metadata: { last_loc: RESULTS },
    });
    expect((await leadNow(bureauDown)).current).toBe('step2');
    const [row] = await callRows(bureauDown.leadId, 'nacl.creditReport');
    expect(row).toMatchObject({ state: 'failed', lastError: 'server-error' });

    const naclDown = await start({ pancard: sandboxPan('unreachable') });
    const down = await walk(naclDown, 'default', {});
    expect(down.last?.statusCode).toBe(503);
    expect(down.last?.json.metadata).toEqual({ last_loc: RESULTS });
    expect((await leadNow(naclDown)).current).toBe('step3');
  });

  it('except the physical NACH upload: its failure is retried on the step', async () => {
    const w = await start({ pancard: sandboxPan('transient') });
    const { routes, failures } = await walk(w, 'webViewPhysical', {}, { retry: true });
    expect(routes.at(-1)).toBe(FINAL);
    const routed = Object.fromEntries(
      failures.map(([step, res]) => [step, res.json.metadata?.last_loc ?? null]),
    );
    expect(routed.step3).toBe(RESULTS);
    expect(routed.step15).toBe(RESULTS);
    expect(routed.step29).toBeNull();
  });

  it('refuses a PAN the partner finds under another name on step1, with the spec’s words', async () => {
    await expect(start({ pancard: 'ABCPM1234F' })).rejects.toThrow(
      /The name associated with entered PAN is RAVI MEHTA/,
    );
  });

  it('takes the OTP type NORTHERN_ARC_CL_MOBILE_VERIFICATION as the credit line’s lead OTP only', async () => {
    const type = 'NORTHERN_ARC_CL_MOBILE_VERIFICATION';
    const browser = new Visitor(app);
    const ok = await browser.post('/api/user/otp', { mobile: '9812345670', type, journey: P });
    expect(ok.statusCode, ok.body).toBe(200);
    const elsewhere = await browser.post('/api/user/otp', {
      mobile: '9812345671',
      type,
      journey: fixtureJourney.prefix,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json.errors).toEqual(['Unknown OTP type']);
  });

  it('saves through the credit line’s own paths (02 §7), for credit-line journeys only', async () => {
    const w = await start();
    const body = { journey: P, step: 'step2', leadId: w.leadId };
    const res = await w.browser.post('/api/lead/credit-line/update-unverified', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe(`${P}/step3`);
    const other = { journey: fixtureJourney.prefix, step: 'step1', firstname: 'Asha' };
    for (const path of ['add-unverified', 'update-unverified']) {
      const refused = await w.browser.post(`/api/lead/credit-line/${path}`, other);
      expect(refused.statusCode).toBe(404);
    }
  });
});
