import { instantApplySample, journeys, retiredJourneys, samplePath } from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardApplications } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { STALE_CLAIM_MS } from '../../http/idempotency.js';
import type { IssuerApplication } from '../../partners/issuers/types.js';
import { freshMobile, SECOND, TestClock } from '../../test/auth.js';
import { freshPan, instantOtp } from '../../test/instantApply.js';
import { saveStep } from '../../test/leadSteps.js';
import { verifyLeadMobile } from '../../test/saySo.js';
import { type TestResponse, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { watchedIssuers } from '../../test/watchedIssuers.js';

// Decision 013: at most one submission to the issuer in flight or done per lead and card,
// with or without an Idempotency-Key.

const APPLY = '/api/cards/apply';
const BUSY = 'This application is being sent to the bank; please wait a moment';
const BANK_DOWN = 'The bank could not be reached. Your application is saved; please try again.';
const SBI_SIMPLYCLICK = 1;
const SBI_ELITE = 2;
const AMEX_MR = 12;
const AMEX_FORM = instantApplySample('amex');

/**
 * Holds every bank call until `open()`. It opens by itself when a second call arrives: two
 * submissions in flight at once, which is what the guard must prevent (and the test then sees).
 */
class Gate {
  private release: () => void = () => {};
  private waiting = 0;
  readonly opened = new Promise<'opened'>((resolve) => {
    this.release = () => resolve('opened');
  });
  async pass(): Promise<void> {
    this.waiting += 1;
    if (this.waiting >= 2) this.release();
    await this.opened;
  }
  open(): void {
    this.release();
  }
}

describe.each(testDbKinds())('one submission per lead and card on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();
  /** Every call that reached an issuer adapter's `submit`. */
  const calls: IssuerApplication[] = [];
  let gate: Gate | null = null;
  /** The next bank call dies with an unexpected error (a process lost mid-call). */
  let crashNext = false;

  beforeAll(async () => {
    database = await open();
    const counting = watchedIssuers(async (_adapter, application) => {
      calls.push(application);
      if (crashNext) {
        crashNext = false;
        throw new Error('process lost mid-call');
      }
      if (gate) await gate.pass();
    });
    app = await testApp(database, {
      journeys: [...journeys, ...retiredJourneys],
      issuers: counting,
      now: clock.now,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const callsFor = (leadId: string, cardId: number) =>
    calls.filter((c) => c.leadId === leadId && c.card.id === cardId).length;

  const application = async (leadId: string, cardId: number) => {
    const [row] = await database.db
      .select()
      .from(cardApplications)
      .where(and(eq(cardApplications.leadId, leadId), eq(cardApplications.cardId, cardId)));
    return row;
  };

  /** Walks the SBI card journey to its end; returns the lead id. */
  const finishJourney = async (browser: Visitor, pancard?: string) => {
    let leadId: string | undefined;
    for (const [step, values] of samplePath('credit-cards/sbi')) {
      const v = pancard && 'pancard' in values ? { ...values, pancard } : values;
      const res = await saveStep(browser, step, v, leadId, {}, 'credit-cards/sbi');
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
    }
    await verifyLeadMobile(database, leadId as string);
    return leadId as string;
  };

  /** Sends the requests at once with the bank held; lets the bank go once one has answered. */
  const together = async (requests: (() => Promise<TestResponse>)[]) => {
    const held = new Gate();
    gate = held;
    try {
      const sent = requests.map((send) => send());
      await Promise.race([...sent, held.opened]);
      held.open();
      return await Promise.all(sent);
    } finally {
      gate = null;
    }
  };

  it('sends two simultaneous first applications (no Idempotency-Key) to the bank once', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser);
    const body = { leadId, accepted: true, cardId: SBI_SIMPLYCLICK };
    const answers = await together([
      () => browser.post(APPLY, body),
      () => browser.post(APPLY, body),
    ]);

    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
    const done = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(done.length, answers.map((a) => a.body).join('\n')).toBeGreaterThanOrEqual(1);
    expect(done.length + busy.length).toBe(2);
    for (const a of busy) expect(a.json.errors).toEqual([BUSY]);
    const [outcome] = done;
    for (const a of done) expect(a.json).toEqual(outcome?.json);
    expect(outcome?.json.data.results).toMatchObject({ status: 1, leadId, cardId: 1 });

    // Once it is answered, applying again is the stored answer, with no bank call.
    const again = await browser.post(APPLY, body);
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual(outcome?.json);
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
    expect(await application(leadId, SBI_SIMPLYCLICK)).toMatchObject({
      state: 'answered',
      status: 1,
      attempts: 1,
    });
  });

  it('holds off a twin with another Idempotency-Key too', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser);
    const body = { leadId, accepted: true, cardId: SBI_SIMPLYCLICK };
    const answers = await together([
      () => browser.post(APPLY, body, { 'idempotency-key': 'twin-a' }),
      () => browser.post(APPLY, body, { 'idempotency-key': 'twin-b' }),
    ]);
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // The refused twin's key was not kept: sent again, it gets the stored answer.
    const refused = answers.findIndex((a) => a.statusCode === 409);
    const key = refused === 0 ? 'twin-a' : 'twin-b';
    const retry = await browser.post(APPLY, body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json).toEqual(answers[1 - refused]?.json);
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
  });

  it('gives the claim back on a 502, so a retry without a key reaches the bank again', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser, 'ABCPT1234K');
    const body = { leadId, accepted: true, cardId: SBI_SIMPLYCLICK };
    const first = await browser.post(APPLY, body);
    expect(first.statusCode).toBe(502);
    expect(first.json).toEqual({ errors: [BANK_DOWN], lead_id: leadId });
    expect(await application(leadId, SBI_SIMPLYCLICK)).toMatchObject({
      state: 'unsent',
      status: null,
      lastError: 'timeout',
      attempts: 1,
    });
    const retry = await browser.post(APPLY, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json.data.results).toMatchObject({ status: 1, leadId });
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(2);
    expect(await application(leadId, SBI_SIMPLYCLICK)).toMatchObject({
      state: 'answered',
      status: 1,
      lastError: null,
      attempts: 2,
    });
  });

  it('does not hold off the same lead applying for another card', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser);
    const answers = await together([
      () => browser.post(APPLY, { leadId, accepted: true, cardId: SBI_SIMPLYCLICK }),
      () => browser.post(APPLY, { leadId, accepted: true, cardId: SBI_ELITE }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.data.results.cardId)).toEqual([SBI_SIMPLYCLICK, SBI_ELITE]);
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
    expect(callsFor(leadId, SBI_ELITE)).toBe(1);
  });

  it('keeps a claim its process lost for two minutes, then lets a retry take it over', async () => {
    const browser = new Visitor(app);
    const leadId = await finishJourney(browser);
    const body = { leadId, accepted: true, cardId: SBI_SIMPLYCLICK };
    crashNext = true;
    const lost = await browser.post(APPLY, body);
    expect(lost.statusCode).toBe(500);
    expect(await application(leadId, SBI_SIMPLYCLICK)).toMatchObject({
      state: 'submitting',
      status: null,
      attempts: 1,
    });
    // Whether the bank got it is unknown: no second submission while the claim is fresh.
    clock.advance(STALE_CLAIM_MS - SECOND);
    const early = await browser.post(APPLY, body);
    expect(early.statusCode).toBe(409);
    expect(early.json.errors).toEqual([BUSY]);
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(1);
    clock.advance(2 * SECOND);
    const late = await browser.post(APPLY, body);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json.data.results).toMatchObject({ status: 1, leadId });
    expect(callsFor(leadId, SBI_SIMPLYCLICK)).toBe(2);
    expect(await application(leadId, SBI_SIMPLYCLICK)).toMatchObject({
      state: 'answered',
      attempts: 2,
    });
  });

  it('sends two simultaneous instant-apply forms (no lead, no key) to the bank once', async () => {
    const browser = new Visitor(app);
    // A browser that has been here before (its visitor cookie made by a first save).
    const [step, values] = samplePath('credit-cards/sbi')[0] as [string, Record<string, unknown>];
    expect(
      (await saveStep(browser, step, values, undefined, {}, 'credit-cards/sbi')).statusCode,
    ).toBe(200);
    const before = calls.filter((c) => c.card.id === AMEX_MR).length;
    const instantApply = { ...AMEX_FORM, pancard: freshPan(), mobile: freshMobile() };
    const otp = await instantOtp(app, browser, AMEX_MR, String(instantApply.mobile));
    const body = { cardId: AMEX_MR, accepted: true, instantApply, otp };
    const answers = await together([
      () => browser.post(APPLY, body),
      () => browser.post(APPLY, body),
    ]);

    expect(calls.filter((c) => c.card.id === AMEX_MR).length - before).toBe(1);
    const done = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(done.length, answers.map((a) => a.body).join('\n')).toBeGreaterThanOrEqual(1);
    expect(done.length + busy.length).toBe(2);
    for (const a of busy) expect(a.json.errors).toEqual([BUSY]);
    // One lead: both requests went on the same one.
    const leadIds = new Set(done.map((a) => a.json.data.results.leadId));
    expect(leadIds.size).toBe(1);
  });
});
