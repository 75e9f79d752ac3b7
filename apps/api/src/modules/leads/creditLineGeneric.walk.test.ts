import { type Answers, creditLineJourney as j } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxPan } from '../../partners/northernArc/sandboxRules.js';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from '../../partners/uidai/sandboxOfflineEkyc.js';
import { leadAfterStep1, saveCurrent, stepOf, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
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
const APPROVED = 'credit-line/results/approved';
const REJECTED = 'credit-line/results/rejected';
const RESULTS = 'credit-line/results';
const at = (...ids: string[]) => ids.map((id) => `${P}/${id}`);

// The generic credit line (02 §2.2, decision 037) through the API and the real sandboxes
// (Northern Arc, the bureau, central KYC, Karza, the Aadhaar reader): every step saved through
// POST /api/lead/credit-line/update-unverified's twin, each partner call made by the server.
describe.each(testDbKinds())('the generic credit line on $kind', ({ open }) => {
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

  /** Saves step after step from `from` on `branch` until a wait, an exit, the end or a failure. */
  async function walk(w: Walk, branch: string, overrides: Answers = {}, from = 'step2') {
    const routes: string[] = [];
    let step: string | null = from;
    let last: TestResponse | null = null;
    while (step) {
      const res = await saveCurrent(
        database,
        w,
        step,
        branch,
        overrides,
        { store, bytes: { aadhaarXml: zip } },
        j,
      );
      last = res;
      if (res.statusCode !== 200) break;
      const loc = res.json.metadata.last_loc as unknown as string;
      routes.push(loc);
      if (res.json.data.results.pending) break;
      const next = stepOf(loc, P);
      if (next === step) break;
      step = next;
    }
    return { routes, last };
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

  it('digital: central KYC, the approval and offer, the e-mandate (step12.1 waits, step12.2 after it), the details, step14 → the results', async () => {
    const w = await start();
    const first = await walk(w, 'default');
    expect(first.routes.slice(0, 6)).toEqual(
      at('step2.1', 'step3', 'step4', 'step5', 'step6', 'step9'),
    );
    expect(first.routes.slice(-6)).toEqual(
      at('step11.11', 'step11.12', 'step11.13', 'step12', 'step12.1', 'step12.1'),
    );
    expect(first.last?.json.data.results.pending).toMatchObject({
      step: 'step12.1',
      call: 'nacl.enach',
    });
    const [enach] = await callRows(w.leadId, 'nacl.enach');
    const body = { mandateId: enach?.externalRef, status: 'REGISTERED', umrn: 'NACL0002' };
    expect((await bank(body)).statusCode).toBe(200);
    // CLG-07: the lead resumes where it stands, read back from the server.
    expect(await leadNow(w)).toMatchObject({ current: 'step12.2', last_loc: `${P}/step12.2` });

    const rest = await walk(w, 'default', {}, 'step12.2');
    expect(rest.routes.slice(0, 2)).toEqual(at('step12.3', 'step12.4'));
    expect(rest.routes.slice(-2)).toEqual([`${P}/step14`, APPROVED]);
    expect(await leadNow(w)).toMatchObject({ status: 'complete', progress: 100, exit: null });
    const names = (await callRows(w.leadId)).map((r) => `${r.call}:${r.outcome}`).sort();
    expect(names).toEqual([
      'ckyc:verified',
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
    ]);
    const stored = JSON.stringify(await callRows(w.leadId));
    expect(stored).not.toContain(String(w.answers.pancard));
    expect(stored).not.toContain('50100123456789');
  });

  it('physical: the Aadhaar ZIP, then 11.11 → 11.5 → 11.13 → 12.11, 12.12, 12.13 → 12.3 … step14 → the results', async () => {
    const w = await start();
    const { routes } = await walk(w, 'okycPhysical');
    expect(routes.slice(3, 6)).toEqual(at('step5', 'step8', 'step9'));
    const from = routes.indexOf(`${P}/step11.5`);
    expect(routes.slice(from - 1, from + 6)).toEqual(
      at('step11.11', 'step11.5', 'step11.13', 'step12.11', 'step12.12', 'step12.13', 'step12.3'),
    );
    expect(routes.at(-1)).toBe(APPROVED);
    expect(routes).not.toContain(`${P}/step12.1`);
    expect((await callRows(w.leadId, 'okyc'))[0]?.outcome).toBe('verified');
    expect((await callRows(w.leadId, 'nacl.pnachStatus'))[0]?.outcome).toBe('accepted');
    expect(await callRows(w.leadId, 'nacl.enach')).toHaveLength(0);
  });

  it('rejects at step9 by the sandbox’s PAN, to the results page with the rejection text', async () => {
    const w = await start({ pancard: sandboxPan('rejectAt11') });
    const { routes, last } = await walk(w, 'default');
    expect(routes.at(-1)).toBe(REJECTED);
    expect(last?.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step9', message: j.exits?.rejected?.message },
    });
    expect((await saveCurrent(database, w, 'step3', 'default', {}, undefined, j)).statusCode).toBe(
      409,
    );
  });

  it('a partner that cannot answer sends the applicant to /credit-line/results, the lead kept on its step', async () => {
    const w = await start({ pancard: sandboxPan('unreachable') });
    const { last } = await walk(w, 'default');
    expect(last?.statusCode).toBe(503);
    expect(last?.json.metadata).toEqual({ last_loc: RESULTS });
    expect((await leadNow(w)).current).toBe('step2.1');
    const [row] = await callRows(w.leadId, 'nacl.addLead');
    expect(row?.state).toBe('failed');
  });

  it('checks the PAN first (a mismatch refused on step1, CLG-08), then says whether the report was pulled (CLG-09)', async () => {
    await expect(start({ pancard: 'ABCPM1234F' })).rejects.toThrow(
      /The name associated with entered PAN is RAVI MEHTA/,
    );
    const pulled = await start();
    await saveCurrent(database, pulled, 'step2', 'default', {}, undefined, j);
    expect((await leadNow(pulled)).calls['nacl.creditReport'].facts.message).toBe(
      'We have successfully pulled your credit report',
    );
    const newToCredit = await start({ pancard: 'ABCPE1230F' });
    await saveCurrent(database, newToCredit, 'step2', 'default', {}, undefined, j);
    expect((await leadNow(newToCredit)).calls['nacl.creditReport']).toMatchObject({
      outcome: 'notPulled',
      facts: { message: 'We were unable to pull your credit report' },
    });
  });

  it('saves through /api/lead/credit-line/update-unverified (02 §7) and refuses a skip ahead', async () => {
    const w = await start();
    const body = { journey: P, step: 'step2', leadId: w.leadId };
    const res = await w.browser.post('/api/lead/credit-line/update-unverified', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe(`${P}/step2.1`);
    const ahead = await w.browser.post('/api/lead/credit-line/update-unverified', {
      journey: P,
      step: 'step12.11',
      leadId: w.leadId,
    });
    expect(ahead.statusCode).toBeGreaterThanOrEqual(400);
    expect(ahead.statusCode).toBeLessThan(500);
  });
});
