import { termAccidentJourney, termInsuranceJourney } from '@tara/core';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePolicies } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxRazorpay } from '../../partners/razorpay/sandbox.js';
import { MINUTE, TestClock } from '../../test/auth.js';
import { countingInsurer, insuranceKit } from '../../test/insurance.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { COMBO_LEAD_ADD_PATH } from './comboCurrent.js';
import { retryStuckIssuances, STUCK_ISSUANCE_MINUTES } from './retryStuckIssuances.js';

// A policy left 'issuing' by a process that died after its claim (decision 055): retried after
// the stale period, by one caller only, and issued once (a single policy and a combo's parts).
describe.each(testDbKinds())('the stuck issuance retry on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  const insurer = countingInsurer();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      now: clock.now,
      journeys: [termInsuranceJourney, termAccidentJourney],
      insurer,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const { policiesOfLead, paid, walked } = insuranceKit(
    () => app,
    () => database,
  );
  const deps = () => ({
    db: database.db,
    now: clock.now,
    insurer,
    gateway: sandboxRazorpay(database.db),
    log: app.log,
  });

  /** Puts issued policies back as a dead process leaves them: claimed, never answered. */
  async function stuck(ids: string[], since: Date | null) {
    await database.db
      .update(insurancePolicies)
      .set({
        state: 'issuing',
        policyNumber: null,
        startDate: null,
        endDate: null,
        issuingSince: since,
      })
      .where(inArray(insurancePolicies.id, ids));
  }

  it('re-claims a stale claim once, however many retries run, and issues it once', async () => {
    const single = await paid(termInsuranceJourney);
    const [policy] = await policiesOfLead(single.leadId);
    if (!policy?.policyNumber) throw new Error('not issued');
    const number = policy.policyNumber;
    await stuck([policy.id], clock.now());

    // A fresh claim belongs to a live process: left alone.
    const before = insurer.issued;
    expect(await retryStuckIssuances(deps())).toEqual({ stale: 0, retried: 0 });
    clock.advance((STUCK_ISSUANCE_MINUTES - 1) * MINUTE);
    expect((await retryStuckIssuances(deps())).retried).toBe(0);
    expect(insurer.issued).toBe(before);

    // Stale: two retries at once (two processes), one insurer call.
    clock.advance(2 * MINUTE);
    const runs = await Promise.all([retryStuckIssuances(deps()), retryStuckIssuances(deps())]);
    expect(runs.reduce((n, r) => n + r.retried, 0)).toBe(1);
    expect(insurer.issued - before).toBe(1);
    const [after] = await policiesOfLead(single.leadId);
    expect(after).toMatchObject({ state: 'issued', policyNumber: number });
    expect(await retryStuckIssuances(deps())).toEqual({ stale: 0, retried: 0 });
  });

  it("retries a combo's stuck parts as the combo (its ages), and a claim with no time", async () => {
    const w = await walked(termAccidentJourney);
    const validated = await w.browser.post(COMBO_LEAD_ADD_PATH, {
      leadId: w.leadId,
      validateOnly: 1,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const parts = await policiesOfLead(w.leadId);
    // Parts a dead process claimed (the payment before is the combo test's): one with its claim
    // time, one from before the time was kept (0012 rows).
    const [first, second] = parts;
    if (!first || !second) throw new Error('two parts expected');
    await stuck([first.id], new Date(clock.now().getTime() - 60 * MINUTE));
    await stuck([second.id], null);
    const before = insurer.issued;
    const run = await retryStuckIssuances(deps());
    expect(run).toEqual({ stale: 2, retried: 2 });
    expect(insurer.issued - before).toBe(2);
    const settled = await database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.leadId, w.leadId));
    expect(settled.map((p) => p.state)).toEqual(['issued', 'issued']);
  });
});
