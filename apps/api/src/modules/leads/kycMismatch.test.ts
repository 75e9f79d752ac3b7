import {
  type Answers,
  creditLineJourney,
  idfcBusinessLoanJourney,
  type JourneyDef,
  KYC_MISMATCH_CORRECT,
  northernArcJourney,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { CKYC_OTHER_PERSON_PREFIX } from '../../partners/ckyc/sandbox.js';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from '../../partners/uidai/sandboxOfflineEkyc.js';
import { leadAfterStep1, saveCurrent, type Walk } from '../../test/businessLoanWalk.js';
import { fixtureJourney } from '../../test/fixtureJourney.js';
import { walkTo } from '../../test/kycWalk.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { TODAY, testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Issue 20 item 6 (decision 062): Suresh Kumar Patil, male, born 1985, was shown "Asha Verma ·
// 1990-04-12 · F" by the Aadhaar check and went on to approval by answering "Yes". Every KYC
// (central KYC, the Aadhaar ZIP, Karza's OKYC) is compared with the applicant by the server;
// another person's stops the journey on the mismatch step, which "Yes" never passes.
const SURESH: Answers = {
  fullName: 'Suresh Kumar Patil',
  gender: 'male',
  dobDate: '01',
  dobMonth: '06',
  dobYear: '1985',
};
const WEB_VIEW = { 'x-journey-context': 'am=1&androidWebView=1&appVersion=71' };
const BL = idfcBusinessLoanJourney;
const NA = northernArcJourney;
const CL = creditLineJourney;

interface Case {
  source: string;
  j: JourneyDef;
  branch: string;
  from: string;
  /** The step whose call checks the KYC, and the step after it when the KYC is theirs. */
  kyc: string;
  confirm: string;
  mismatch: string;
  call: string;
  step1?: Answers;
  headers?: Record<string, string>;
}

const CASES: Case[] = [
  {
    source: 'the Aadhaar ZIP',
    j: BL,
    branch: 'okycPhysical',
    from: 'step3',
    kyc: 'step11',
    confirm: 'step12',
    mismatch: 'step12.1',
    call: 'okyc',
  },
  {
    source: 'central KYC',
    j: BL,
    branch: 'default',
    from: 'step3',
    kyc: 'step10',
    confirm: 'step12',
    mismatch: 'step12.1',
    call: 'ckyc',
    step1: { pancard: `${CKYC_OTHER_PERSON_PREFIX}1234A` },
  },
  {
    source: 'Karza in the app',
    j: BL,
    branch: 'okycPhysical',
    from: 'step3',
    kyc: 'step9',
    confirm: 'step12',
    mismatch: 'step12.1',
    call: 'karza.okyc',
    headers: WEB_VIEW,
  },
  {
    source: 'the Aadhaar ZIP',
    j: NA,
    branch: 'default',
    from: 'step2',
    kyc: 'step10',
    confirm: 'step11',
    mismatch: 'step11.1',
    call: 'okyc',
  },
  {
    source: 'Karza in the app',
    j: NA,
    branch: 'webViewPhysical',
    from: 'step2',
    kyc: 'step9',
    confirm: 'step11',
    mismatch: 'step11.1',
    call: 'karza.okyc',
    headers: WEB_VIEW,
  },
  {
    source: 'central KYC',
    j: CL,
    branch: 'default',
    from: 'step2',
    kyc: 'step6',
    confirm: 'step9',
    mismatch: 'step9.1',
    call: 'ckyc',
    step1: { pancard: `${CKYC_OTHER_PERSON_PREFIX}1234A` },
  },
  {
    source: 'Karza in the app',
    j: CL,
    branch: 'okycPhysical',
    from: 'step2',
    kyc: 'step7',
    confirm: 'step9',
    mismatch: 'step9.1',
    call: 'karza.okyc',
    headers: WEB_VIEW,
  },
  {
    source: 'the Aadhaar ZIP',
    j: CL,
    branch: 'okycPhysical',
    from: 'step2',
    kyc: 'step8',
    confirm: 'step9',
    mismatch: 'step9.1',
    call: 'okyc',
  },
];

describe.each(testDbKinds())('a KYC that is not the applicant’s on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const store = memoryStore();
  const generatedAt = new Date(TODAY.getTime() - 3_600_000);
  const ashaZip = () => sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt });
  const sureshZip = () =>
    sandboxOfflineEkyc({
      ...SANDBOX_RESIDENT,
      name: 'Patil Suresh K',
      dob: '1985-06-01',
      gender: 'M',
      generatedAt,
    });

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [fixtureJourney, BL, NA, CL],
      documentStore: store,
      authLimits: { resendCooldownSeconds: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function suresh(c: Case): Promise<Walk> {
    const lead = await leadAfterStep1(app, database, { ...SURESH, ...c.step1 }, c.j);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.leadId));
    const w: Walk = { ...lead, answers: { ...row?.answers } };
    await walkTo(database, w, c.j, { ...c, until: c.kyc, overrides: SURESH }, undefined, c.headers);
    return w;
  }

  const kycSave = (w: Walk, c: Case, zip: Uint8Array) =>
    saveCurrent(
      database,
      w,
      c.kyc,
      c.branch,
      SURESH,
      { store, bytes: { aadhaarXml: zip } },
      c.j,
      c.headers,
    );

  it.each(CASES)(
    '$j.prefix, $source ($kyc): stops on $mismatch; the applicant’s "Yes" cannot pass it',
    async (c) => {
      const w = await suresh(c);
      const res = await kycSave(w, c, await ashaZip());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(`${c.j.prefix}/${c.mismatch}`);
      const [row] = await database.db
        .select()
        .from(leadCalls)
        .where(and(eq(leadCalls.leadId, w.leadId), eq(leadCalls.call, c.call)));
      expect(row?.outcome).toBe('mismatch');
      // Suresh and the sandbox Aadhaar holder differ on all three; central KYC's other person is
      // a man too.
      const differ =
        c.call === 'ckyc' ? 'name and date of birth' : 'name, date of birth and gender';
      expect(row?.facts?.kycMismatch).toBe(differ);
      // Only enough of the other person's record to recognise it: the name masked, the year.
      expect(JSON.stringify(row)).not.toMatch(/Asha|ASHA|RAVI KUMAR|1990-04-12|1979-01-01/);

      // "Yes" on the confirmation step is refused: it is not the lead's place.
      const yes = await saveCurrent(
        database,
        w,
        c.confirm,
        c.branch,
        { kycDetailsCorrect: '1' },
        undefined,
        c.j,
        c.headers,
      );
      expect(yes.statusCode, yes.body).toBe(409);
      expect(yes.json.metadata?.last_loc).toBe(`${c.j.prefix}/${c.mismatch}`);
      // The mismatch step says how to correct, and goes nowhere else.
      const stay = await saveCurrent(
        database,
        w,
        c.mismatch,
        c.branch,
        {},
        undefined,
        c.j,
        c.headers,
      );
      expect(stay.statusCode, stay.body).toBe(422);
      expect(stay.json.errors).toEqual([KYC_MISMATCH_CORRECT]);
      const lead = (await w.browser.get(`/api/lead/current?journey=${c.j.prefix}`)).json.data
        .results;
      expect(lead).toMatchObject({ current: c.mismatch, status: 'incomplete' });
      expect(lead.history).not.toContain(c.confirm);
    },
  );

  it.each(CASES.filter((c) => c.call === 'okyc'))(
    '$j.prefix: the applicant’s own Aadhaar ZIP, uploaded again from $mismatch, goes on to $confirm',
    async (c) => {
      const w = await suresh(c);
      expect((await kycSave(w, c, await ashaZip())).json.metadata.last_loc).toBe(
        `${c.j.prefix}/${c.mismatch}`,
      );
      const own = await kycSave(w, c, await sureshZip());
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json.metadata.last_loc).toBe(`${c.j.prefix}/${c.confirm}`);
      expect(own.json.data.results.calls.okyc).toMatchObject({
        outcome: 'verified',
        facts: { kycName: 'Patil Suresh K', kycDob: '1985-06-01', kycGender: 'M' },
      });
    },
  );

  it('business loan: closing the application from step12.1 rejects it, never approves it', async () => {
    const c = CASES[0] as Case;
    const w = await suresh(c);
    await kycSave(w, c, await ashaZip());
    const closed = await saveStep(
      w.browser,
      c.mismatch,
      { closeApplication: true },
      w.leadId,
      {},
      c.j.prefix,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step12.1' },
    });
  });
});
