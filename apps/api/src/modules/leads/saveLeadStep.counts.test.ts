import { idfcBusinessLoanJourney, type JourneyDef, sampleAnswers } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, lastOtp } from '../../test/auth.js';
import { callJourney, FAKE_CALL_USES, fakeCalls } from '../../test/callJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// How many times one save runs the step's entry check, its validation and the server's lookups.
// Core's own functions are wrapped where the API reaches them (`@tara/core`): `submitStep` runs
// an entry check and a validation of its own, so each of its calls counts one of each; calls
// inside core (a replayed later step) are core's and not counted.
const runs = vi.hoisted(() => ({ entry: 0, validation: 0, lookups: 0 }));

vi.mock('@tara/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@tara/core')>();
  return {
    ...core,
    canEnterStep: (...args: Parameters<typeof core.canEnterStep>) => {
      runs.entry++;
      return core.canEnterStep(...args);
    },
    validateStep: (...args: Parameters<typeof core.validateStep>) => {
      runs.validation++;
      return core.validateStep(...args);
    },
    submitStep: (...args: Parameters<typeof core.submitStep>) => {
      runs.entry++;
      runs.validation++;
      return core.submitStep(...args);
    },
  };
});

vi.mock('../catalog/service.js', async (importOriginal) => {
  const catalog = await importOriginal<typeof import('../catalog/service.js')>();
  return {
    ...catalog,
    resolvePincodeCity: (...args: Parameters<typeof catalog.resolvePincodeCity>) => {
      runs.lookups++;
      return catalog.resolvePincodeCity(...args);
    },
  };
});

const JOURNEY = 'test/counted';

/** The call fixture with a pincode (a server lookup) on the step that calls the partner. */
const countedJourney: JourneyDef = {
  ...callJourney,
  prefix: JOURNEY,
  steps: callJourney.steps.map((step) =>
    step.id === 'step2'
      ? {
          ...step,
          fields: [
            ...step.fields,
            { name: 'pincode', kind: 'pincode', label: 'Pincode', lookup: 'pincodeCity' },
          ],
        }
      : step,
  ),
};

describe.each(testDbKinds())('one step save, its stages counted, on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const fake = fakeCalls();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [countedJourney, idfcBusinessLoanJourney],
      moreCalls: fake.calls,
      moreCallUses: FAKE_CALL_USES,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    runs.entry = 0;
    runs.validation = 0;
    runs.lookups = 0;
  });

  const save = (browser: Visitor, step: string, values: Record<string, unknown>, id?: string) =>
    saveStep(browser, step, values, id, {}, JOURNEY);

  it('checks entry, validates and looks up once on a save that calls a partner', async () => {
    const browser = new Visitor(app);
    const first = await save(browser, 'step1', { firstname: 'Asha' });
    expect(first.statusCode, first.body).toBe(200);
    const leadId = first.json.lead_id as unknown as string;
    runs.entry = 0;
    runs.validation = 0;
    runs.lookups = 0;
    const res = await save(browser, 'step2', { pancard: 'ABCPE1234A', pincode: '400001' }, leadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe(`${JOURNEY}/step3`);
    expect(fake.asked.filter((a) => a.pan === 'ABCPE1234A')).toHaveLength(1);
    expect(runs).toEqual({ entry: 1, validation: 1, lookups: 1 });
  });

  it('checks entry and validates once on a save without a call', async () => {
    const browser = new Visitor(app);
    const first = await save(browser, 'step1', { firstname: 'Asha' });
    expect(first.statusCode, first.body).toBe(200);
    expect(runs).toEqual({ entry: 1, validation: 1, lookups: 0 });
  });

  it('checks a first step with an OTP, a mobile and a partner call: the OTP before the save', async () => {
    // The business loan's step1 makes its lead, proves the mobile and checks the PAN with the
    // bank. The OTP is checked before the save (a wrong try counts even when the save is
    // refused): its own entry check and a read of the mobile and code; and the mobile being
    // saved is read once more to decide the context. The step itself is checked once.
    const P = idfcBusinessLoanJourney.prefix;
    const browser = new Visitor(app);
    const mobile = freshMobile();
    await browser.post('/api/user/otp', { mobile, type: 'lead', journey: P });
    const code = await lastOtp(app, mobile);
    const { otp: _sample, ...sample } = sampleAnswers(P, 'step1');
    runs.entry = 0;
    runs.validation = 0;
    runs.lookups = 0;
    const res = await saveStep(
      browser,
      'step1',
      { ...sample, mobile, otp: code },
      undefined,
      {},
      P,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe(`${P}/step3`);
    expect(runs).toEqual({ entry: 2, validation: 3, lookups: 0 });
  });
});
