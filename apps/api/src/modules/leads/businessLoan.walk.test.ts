import { type Answers, idfcBusinessLoanJourney } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { CKYC_NOT_FOUND_PREFIX } from '../../partners/ckyc/sandbox.js';
import { sandboxAmount } from '../../partners/idfc/sandboxRules.js';
import { offlineEkycXml } from '../../partners/uidai/offlineEkycXml.js';
import {
  SANDBOX_RESIDENT,
  SANDBOX_SIGNER,
  sandboxOfflineEkyc,
  zipOfflineEkyc,
} from '../../partners/uidai/sandboxOfflineEkyc.js';
import {
  FINAL,
  leadAfterStep1,
  P,
  saveCurrent,
  stepOf,
  type Walk,
} from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { memoryStore } from '../../test/memoryStore.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { ENACH_CALLBACK_PATH } from '../mandates/callbackRoutes.js';
import {
  ENACH_SIGNATURE_HEADER,
  SANDBOX_ENACH_SECRET,
  signEnachCallback,
} from '../mandates/signature.js';

const REJECTION = idfcBusinessLoanJourney.exits?.rejected?.message;

// Spec 02 §4.1 through the API and the real sandboxes (CKYC, Karza, IDFC): every step from
// step3 saved through POST /api/lead/update/unverified, each partner call made by the server.
describe.each(testDbKinds())('the business loan through the sandboxes on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const store = memoryStore();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [fixtureJourney, idfcBusinessLoanJourney],
      documentStore: store,
      // step43's signing OTP follows step1's at once on the test clock, which never moves.
      authLimits: { resendCooldownSeconds: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function start(step1: Answers = {}): Promise<Walk> {
    const lead = await leadAfterStep1(app, database, step1);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.leadId));
    return { ...lead, answers: { ...row?.answers } };
  }

  /**
   * Saves step after step on `branch` until the lead stands at `until`, waits, or leaves;
   * answers the route of each save.
   */
  async function walk(w: Walk, branch: string, overrides: Answers, until?: string) {
    const routes: string[] = [];
    let step: string | null = 'step3';
    let last = null;
    while (step && step !== until) {
      const res = await saveCurrent(database, w, step, branch, overrides);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      last = res;
      const loc = res.json.metadata.last_loc as unknown as string;
      routes.push(loc);
      if (res.json.data.results.pending) break;
      const next = stepOf(loc);
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

  const leadNow = async (w: Walk) => {
    const res = await w.browser.get(`/api/lead/current?journey=${P}`);
    return res.json.data.results;
  };

  it('ckyc, GSTIN, digital e-mandate: step39 waits, the signed callback settles it once', async () => {
    const w = await start();
    const { routes, last } = await walk(w, 'default', {});
    expect(routes).toContain(`${P}/step10`);
    expect(routes).toContain(`${P}/step39`);
    expect(routes.at(-1)).toBe(`${P}/step39`);
    expect(last?.json.data.results.pending).toMatchObject({ step: 'step39', call: 'idfc.enach' });
    const [enach] = await callRows(w.leadId, 'idfc.enach');
    expect(enach?.state).toBe('waiting');
    const mandateId = enach?.externalRef as string;

    const body = { mandateId, status: 'REGISTERED', umrn: 'IDFB0001' };
    expect((await bank(body)).statusCode).toBe(200);
    expect((await bank(body)).statusCode).toBe(200); // the replay changes nothing
    const settled = await leadNow(w);
    expect(settled).toMatchObject({ current: 'step43', pending: null });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    expect(row?.history.filter((s) => s === 'step39')).toHaveLength(1);

    // The mobile was verified at step1, yet the agreement is signed only with a fresh code.
    for (const otp of [undefined, '123456']) {
      const unsigned = await w.browser.post('/api/lead/update/unverified', {
        journey: P,
        step: 'step43',
        leadId: w.leadId,
        eAgreementAccepted: true,
        ...(otp ? { otp } : {}),
      });
      expect(unsigned.statusCode, unsigned.body).toBe(422);
      expect(Object.keys(unsigned.json.fields ?? {})).toEqual(['otp']);
    }
    const last43 = await saveCurrent(database, w, 'step43', 'default', {});
    expect(last43.statusCode, last43.body).toBe(200);
    expect(last43.json.metadata.last_loc).toBe(FINAL);
    const names = (await callRows(w.leadId)).map((r) => `${r.call}:${r.outcome}`).sort();
    expect(names).toEqual([
      'ckyc:verified',
      'idfc.addLead:created',
      'idfc.approvalStatus:approved',
      'idfc.businessKyc:verified',
      'idfc.creditApproval:offered',
      'idfc.eAgreement:signed',
      'idfc.enach:registered',
      'idfc.validatePan:valid',
      'karza.businessDocument:verified',
    ]);
  });

  it('physical mandate: 40 → 41 → 42 → 43 to the disbursal status', async () => {
    const w = await start();
    const { routes } = await walk(w, 'okycPhysical', { kycType: 'ckyc' });
    expect(routes.slice(-4)).toEqual([`${P}/step41`, `${P}/step42`, `${P}/step43`, FINAL]);
    expect((await callRows(w.leadId, 'idfc.pnachStatus'))[0]?.outcome).toBe('accepted');
  });

  it.each([
    ['step13', 'rejectAt13'],
    ['step17', 'rejectAt17'],
    ['step23', 'rejectAt23'],
  ] as const)('rejects at %s by the sandbox’s loan amount', async (step, scenario) => {
    const w = await start();
    const { routes, last } = await walk(w, 'default', { loanAmount: sandboxAmount(scenario) });
    expect(routes.at(-1)).toBe(FINAL);
    expect(last?.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step, message: REJECTION },
    });
  });

  it('rejects at step12 when the applicant says the KYC details are not theirs', async () => {
    const w = await start();
    const { last } = await walk(w, 'default', { kycDetailsCorrect: '0' });
    expect(last?.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step12', message: REJECTION },
    });
  });

  it('rejects at step39 when the bank declines the e-mandate (signed callback)', async () => {
    const w = await start();
    await walk(w, 'default', { loanAmount: sandboxAmount('rejectAt39') });
    const [enach] = await callRows(w.leadId, 'idfc.enach');
    const res = await bank({ mandateId: enach?.externalRef, status: 'DECLINED' });
    expect(res.statusCode).toBe(200);
    expect(await leadNow(w)).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step39', message: REJECTION },
    });
  });

  it('goes to step11 when the central KYC registry has no record', async () => {
    const w = await start({ pancard: `${CKYC_NOT_FOUND_PREFIX}1234A` });
    const { routes } = await walk(w, 'default', {}, 'step11');
    expect(routes.at(-1)).toBe(`${P}/step11`);
    expect((await callRows(w.leadId, 'ckyc'))[0]?.outcome).toBe('failed');
  });

  it('Aadhaar offline KYC in a browser: step11 reads the uploaded ZIP, keeps four facts', async () => {
    const w = await start();
    const { routes } = await walk(w, 'okycPhysical', {}, 'step11');
    expect(routes.at(-1)).toBe(`${P}/step11`);
    const resident = { ...SANDBOX_RESIDENT, generatedAt: new Date(TODAY.getTime() - 3_600_000) };
    const zip = await sandboxOfflineEkyc(resident);
    // UIDAI's genuine signed XML zipped without a password (issue 20 item 14).
    const unencrypted = await zipOfflineEkyc(
      offlineEkycXml(resident, SANDBOX_SIGNER),
      null,
      resident.generatedAt,
    );
    // A share code that does not open the ZIP, a file that is no ZIP, a ZIP with no password:
    // refused with the reason on the field to put right; the applicant stays on step11.
    const refusals: [Answers, Uint8Array, string, string][] = [
      [{ shareCode: '9999' }, zip, 'shareCode', 'The share code does not open this file'],
      [{}, new TextEncoder().encode('%PDF-1.4'), 'aadhaarXml', 'Please upload the ZIP file'],
      [{}, unencrypted, 'aadhaarXml', 'This file is not protected by a share code'],
    ];
    for (const [overrides, bytes, field, message] of refusals) {
      const refused = await saveCurrent(database, w, 'step11', 'okycPhysical', overrides, {
        store,
        bytes: { aadhaarXml: bytes },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json.fields ?? {})).toEqual([field]);
      expect(String(refused.json.fields?.[field])).toContain(message);
      expect((await leadNow(w)).current).toBe('step11');
    }
    const res = await saveCurrent(
      database,
      w,
      'step11',
      'okycPhysical',
      { shareCode: '1234' },
      {
        store,
        bytes: { aadhaarXml: zip },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe(`${P}/step12`);
    const okyc = (await callRows(w.leadId, 'okyc')).find((r) => r.outcome === 'verified');
    expect(okyc?.outcome).toBe('verified');
    expect(Object.keys(okyc?.facts ?? {}).sort()).toEqual([
      'aadhaarLast4',
      'kycDob',
      'kycGender',
      'kycName',
    ]);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, w.leadId));
    expect(JSON.stringify(row)).not.toContain('<OfflinePaperlessKyc');
  });

  it('calls the partner once when a call step is saved again', async () => {
    const w = await start();
    await walk(w, 'default', {}, 'step12');
    const again = await saveCurrent(database, w, 'step10', 'default', {});
    expect(again.statusCode, again.body).toBe(200);
    expect(await callRows(w.leadId, 'ckyc')).toHaveLength(1);
  });
});
