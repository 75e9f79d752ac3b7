import {
  instantApplySample,
  journeys,
  MOBILE_NOT_VERIFIED,
  NOT_ACCEPTED,
  retiredJourneys,
} from '@tara/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardApplications, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import type { IssuerApplication } from '../../partners/issuers/types.js';
import { freshMobile, lastOtp, logIn, makeUser, otherCode } from '../../test/auth.js';
import { APPLY, APPLY_OTP, applyInstant, freshPan, instantOtp } from '../../test/instantApply.js';
import { type TestResponse, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { watchedIssuers } from '../../test/watchedIssuers.js';
import { ANOTHER_APPLICANT } from './instantLead.js';

// Decision 060 (issue 20, item 1): an instant-apply form passes the same gate as a journey's
// lead (accepted, the form's mobile proved by an OTP unless it is the verified user's own),
// counts against the anonymous per-IP limits, and reaches the issuer once per applicant and
// card however often it is sent.

const AMEX_MR = 12;
const BUSY = 'This application is being sent to the bank; please wait a moment';
const INCORRECT = 'Incorrect OTP';
const NOT_VALID = 'This OTP is no longer valid. Please request a new one';
const TOO_MANY = 'Too many requests, please try again later';

const form = (overrides: Record<string, unknown> = {}) => ({
  ...instantApplySample('amex'),
  pancard: freshPan(),
  mobile: freshMobile(),
  ...overrides,
});

describe.each(testDbKinds())('the instant-apply gate on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  /** Every application that reached an issuer adapter's `submit`. */
  const calls: IssuerApplication[] = [];

  beforeAll(async () => {
    database = await open();
    const issuers = watchedIssuers(async (_adapter, application) => {
      calls.push(application);
      // At the bank for a moment, as a real issuer is: copies sent at once overlap it.
      await new Promise((done) => setTimeout(done, 20));
    });
    app = await testApp(database, { journeys: [...journeys, ...retiredJourneys], issuers });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const callsWith = (pancard: string) =>
    calls.filter((c) => c.values.pancard === pancard && c.card.id === AMEX_MR).length;

  it('refuses a form without acceptance, or whose mobile is not proved, and sends nothing', async () => {
    const browser = new Visitor(app);
    const instantApply = form();
    const unaccepted = await browser.post(APPLY, { cardId: AMEX_MR, instantApply });
    expect(unaccepted.statusCode).toBe(422);
    expect(unaccepted.json.errors).toEqual([NOT_ACCEPTED]);
    const bare = await browser.post(APPLY, { cardId: AMEX_MR, accepted: true, instantApply });
    expect(bare.statusCode).toBe(422);
    expect(bare.json.errors).toEqual([MOBILE_NOT_VERIFIED]);
    expect(bare.json.fields).toEqual({ otp: MOBILE_NOT_VERIFIED });
    expect(callsWith(String(instantApply.pancard))).toBe(0);
  });

  it('counts wrong codes, voids the code after the last try, and binds it to card and browser', async () => {
    const browser = new Visitor(app);
    const instantApply = form();
    const body = { cardId: AMEX_MR, accepted: true, instantApply };
    const code = await instantOtp(app, browser, AMEX_MR, String(instantApply.mobile));
    // Another browser cannot use it.
    const elsewhere = await new Visitor(app).post(APPLY, { ...body, otp: code });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json.isInvalidOtp).toBe(true);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.post(APPLY, { ...body, otp: otherCode(code) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json.errors).toEqual([INCORRECT]);
      expect(wrong.json.fields).toEqual({ otp: INCORRECT });
    }
    const late = await browser.post(APPLY, { ...body, otp: code });
    expect(late.statusCode).toBe(422);
    expect(late.json.errors).toEqual([NOT_VALID]);
    expect(callsWith(String(instantApply.pancard))).toBe(0);
  });

  it('sends a form whose mobile the OTP proved, linking the lead to its verified user', async () => {
    const browser = new Visitor(app);
    const instantApply = form();
    const res = await applyInstant(app, browser, { cardId: AMEX_MR, instantApply });
    expect(res.statusCode, res.body).toBe(200);
    expect(callsWith(String(instantApply.pancard))).toBe(1);
    const leadId = res.json.data.results.leadId as unknown as string;
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.verifiedMobile).toBe(instantApply.mobile);
    expect(lead?.userId).not.toBeNull();
    // The key kept is no PAN.
    const [row] = await database.db
      .select()
      .from(cardApplications)
      .where(and(eq(cardApplications.leadId, leadId), eq(cardApplications.cardId, AMEX_MR)));
    expect(row?.applicantKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(String(instantApply.pancard));
  });

  it('needs no OTP for the logged-in verified user’s own mobile (an admin’s own is no proof)', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    const instantApply = form({ mobile });
    const res = await browser.post(APPLY, { cardId: AMEX_MR, accepted: true, instantApply });
    expect(res.statusCode, res.body).toBe(200);
    expect(callsWith(String(instantApply.pancard))).toBe(1);
    // Another mobile on the same form still needs its code.
    const other = await browser.post(APPLY, {
      cardId: AMEX_MR,
      accepted: true,
      instantApply: form(),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json.errors).toEqual([MOBILE_NOT_VERIFIED]);
  });

  it('reaches the issuer once for 20 copies sent at once, and answers a retry with the same reference', async () => {
    const browser = new Visitor(app);
    const instantApply = form();
    const pancard = String(instantApply.pancard);
    const otp = await instantOtp(app, browser, AMEX_MR, String(instantApply.mobile));
    const body = { cardId: AMEX_MR, accepted: true, instantApply, otp };
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.post(APPLY, body)));

    expect(callsWith(pancard)).toBe(1);
    const done = answers.filter((a) => a.statusCode === 200);
    expect(done.length, answers.map((a) => a.body).join('\n')).toBeGreaterThanOrEqual(1);
    const references = new Set(done.map((a) => a.json.data.results.referenceId));
    expect(references.size).toBe(1);
    const [reference] = references;
    expect(reference).toMatch(/^AMEX-/);
    // Copies wait for each other's code check; one that finds the first at the bank is told so.
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(409);
      expect(a.json.errors).toEqual([BUSY]);
    }

    // Later, with no code (the mobile was proved for this application): the same answer.
    const retry = await browser.post(APPLY, { cardId: AMEX_MR, accepted: true, instantApply });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json.data.results.referenceId).toBe(reference);
    expect(callsWith(pancard)).toBe(1);
  });

  it('refuses another person’s application with the same PAN for the same card, telling nothing of it', async () => {
    const first = new Visitor(app);
    const instantApply = form();
    const mine = await applyInstant(app, first, { cardId: AMEX_MR, instantApply });
    expect(mine.statusCode, mine.body).toBe(200);
    const reference = String(mine.json.data.results.referenceId);

    const stranger = new Visitor(app);
    const theirs = await applyInstant(app, stranger, {
      cardId: AMEX_MR,
      instantApply: { ...instantApply, mobile: freshMobile() },
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json.errors).toEqual([ANOTHER_APPLICANT]);
    expect(theirs.body).not.toContain(reference);
    expect(theirs.body).not.toContain(String(mine.json.data.results.leadId));
    expect(callsWith(String(instantApply.pancard))).toBe(1);
    // The same PAN for another card is another application.
    const icici = await applyInstant(app, stranger, {
      cardId: 19,
      instantApply: { ...instantApplySample('icici'), pancard: instantApply.pancard },
    });
    expect(icici.statusCode, icici.body).toBe(200);
  });

  it('refuses the OTP of a card without an instant-apply form, or an unknown card', async () => {
    const browser = new Visitor(app);
    const sbi = await browser.post(APPLY_OTP, { cardId: 1, mobile: freshMobile() });
    expect(sbi.statusCode).toBe(422);
    const unknown = await browser.post(APPLY_OTP, { cardId: 9999, mobile: freshMobile() });
    expect(unknown.statusCode).toBe(404);
    const code = await instantOtp(app, browser, AMEX_MR, freshMobile());
    expect(code).toMatch(/^\d{6}$/);
  });
});

describe.each(testDbKinds())('instant-apply limits per IP on $kind', ({ open }) => {
  let database: Database;
  afterAll(async () => {
    await database.close();
  });
  beforeAll(async () => {
    database = await open();
  });

  /** Anonymous forms from one address, each a new visitor, applicant and mobile, until refused. */
  const flood = async (app: FastifyInstance, ip: string, tries: number) => {
    const statuses: number[] = [];
    let refused: TestResponse | null = null;
    for (let i = 0; i < tries && !refused; i++) {
      const browser = new Visitor(app, ip);
      const instantApply = form();
      const sent = await browser.post(APPLY_OTP, { cardId: AMEX_MR, mobile: instantApply.mobile });
      if (sent.statusCode !== 200) {
        refused = sent;
        break;
      }
      const otp = await lastOtp(app, String(instantApply.mobile));
      const res = await browser.post(APPLY, { cardId: AMEX_MR, accepted: true, instantApply, otp });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    return { statuses, refused };
  };

  it('refuses anonymous instant applies from one IP at the default limits', async () => {
    const calls: IssuerApplication[] = [];
    const issuers = watchedIssuers((_a, application) => {
      calls.push(application);
    });
    const app = await testApp(database, { journeys, issuers });
    try {
      const { statuses, refused } = await flood(app, '203.0.113.7', 40);
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json.errors).toEqual([TOO_MANY]);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
      expect(calls.length).toBe(statuses.filter((s) => s === 200).length);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('counts the lead an anonymous form makes against the anonymous-lead limit', async () => {
    const calls: IssuerApplication[] = [];
    const issuers = watchedIssuers((_a, application) => {
      calls.push(application);
    });
    const app = await testApp(database, {
      journeys,
      issuers,
      authLimits: { anonymousLeadsPerIp: { limit: 2, windowSeconds: 3600 } },
    });
    try {
      const { statuses, refused } = await flood(app, '203.0.113.8', 5);
      expect(statuses).toEqual([200, 200, 429]);
      expect(refused?.json.errors).toEqual([TOO_MANY]);
      expect(calls.length).toBe(2);
    } finally {
      await app.close();
    }
  }, 60_000);
});
