import { journeys, samplePath } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, HOUR, logIn, makeUser, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { type JsonBody, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const SBI = 'credit-cards/sbi';

interface Offer {
  id: number;
  issuer_bank_id: number;
  eligible: boolean;
  score: number | null;
  annual_fee: number;
  discounted_fee: number;
  reasons: string[];
  why: { heading: string; items: string[] };
}
interface Meta {
  lead_id: string;
  journey: string;
  sort: string;
  issuer_bank_ids: number[];
  shortlist: number[];
}
const offersOf = (json: JsonBody) => json.data.results as unknown as Offer[];
const metaOf = (json: JsonBody) => json.data.metadata as unknown as Meta;

/** The same cookies in a fresh client: a new tab, or the browser reopened. */
const sameCookies = (app: FastifyInstance, from: Visitor) => {
  const tab = new Visitor(app);
  for (const [k, v] of from.cookies) tab.cookies.set(k, v);
  return tab;
};

/** Saves the first `steps` steps of the SBI sample path (all by default); the lead id. */
async function walk(browser: Visitor, steps = Number.POSITIVE_INFINITY) {
  let leadId: string | undefined;
  for (const [step, values] of samplePath(SBI).slice(0, steps)) {
    const res = await saveStep(browser, step, values, leadId, {}, SBI);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    leadId ??= res.json.lead_id as unknown as string;
  }
  return leadId as string;
}

describe.each(testDbKinds())('offers and resume from the server on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has no offers before a card journey is finished', async () => {
    const browser = new Visitor(app);
    expect((await browser.get('/api/cards/offers')).statusCode).toBe(404);
    await walk(browser, 2);
    const res = await browser.get('/api/cards/offers');
    expect(res.statusCode).toBe(404);
    expect(res.json.errors).toEqual(['No finished card journey yet']);
  });

  it("serves a finished journey's offers to a new tab: the issuer's cards first, a short list, reasons that read right", async () => {
    const browser = new Visitor(app);
    const leadId = await walk(browser);
    const res = await sameCookies(app, browser).get('/api/cards/offers');
    expect(res.statusCode, res.body).toBe(200);
    const byId = await browser.get(`/api/cards/offers?lead=${leadId}`);
    expect(metaOf(byId.json).lead_id).toBe(leadId);
    const notTheirs = await new Visitor(app).get(`/api/cards/offers?lead=${leadId}`);
    expect(notTheirs.statusCode).toBe(404);
    const offers = offersOf(res.json);
    const meta = metaOf(res.json);
    expect(meta).toMatchObject({ lead_id: leadId, journey: SBI, sort: 'fit' });
    expect(meta.issuer_bank_ids.length).toBeGreaterThan(0);
    // Eligible before ineligible; among the eligible, the journey issuer's cards first.
    const eligible = offers.filter((o) => o.eligible);
    expect(offers.slice(0, eligible.length).every((o) => o.eligible)).toBe(true);
    const own = eligible.map((o) => meta.issuer_bank_ids.includes(o.issuer_bank_id));
    expect(own[0]).toBe(true);
    expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
    // Not A→Z: the order is the fit order.
    const ownScores = eligible.filter((_, i) => own[i]).map((o) => o.score ?? 0);
    expect(ownScores).toEqual([...ownScores].sort((a, b) => b - a));
    expect(meta.shortlist).toEqual(eligible.slice(0, 3).map((o) => o.id));
    for (const o of eligible) {
      expect(o.why.heading).toBe('Why it fits you');
      for (const item of o.why.items) expect(item).not.toMatch(/not given|is below|not accepted/);
    }
    for (const o of offers.filter((x) => !x.eligible)) {
      expect(o.why.heading).toBe('Why you may not be eligible');
      expect(o.why.items.length).toBeGreaterThan(0);
      for (const item of o.why.items) expect(item).not.toMatch(/ meets | is within | is accepted/);
    }
  });

  it('sorts by fees and by rewards, eligible cards still first', async () => {
    const browser = new Visitor(app);
    await walk(browser);
    const res = await browser.get('/api/cards/offers?sort=fees');
    expect(res.statusCode, res.body).toBe(200);
    const eligible = offersOf(res.json).filter((o) => o.eligible);
    const fees = eligible.map((o) => o.annual_fee + o.discounted_fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect(metaOf(res.json).sort).toBe('fees');
    expect((await browser.get('/api/cards/offers?sort=rewards')).statusCode).toBe(200);
    expect((await browser.get('/api/cards/offers?sort=name')).statusCode).toBe(422);
  });

  it('resumes a half-done journey at its step for the same cookies, not for another visitor', async () => {
    const browser = new Visitor(app);
    const leadId = await walk(browser, 3);
    const res = await sameCookies(app, browser).get(`/api/lead/current?journey=${SBI}`);
    expect(res.statusCode, res.body).toBe(200);
    const lead = res.json.data.results as unknown as {
      lead_id: string;
      status: string;
      last_loc: string;
    };
    expect(lead).toMatchObject({ lead_id: leadId, status: 'incomplete' });
    expect(lead.last_loc).toBe(`${SBI}/${samplePath(SBI)[3]?.[0]}`);
    expect((await new Visitor(app).get(`/api/lead/current?journey=${SBI}`)).statusCode).toBe(404);
  });

  it("after login on another device, the user's journey and offers are there", async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const deviceA = new Visitor(app);
    await logIn(app, deviceA, mobile);
    const leadId = await walk(deviceA);
    const deviceB = new Visitor(app);
    expect((await deviceB.get('/api/cards/offers')).statusCode).toBe(404);
    clock.advance(HOUR);
    await logIn(app, deviceB, mobile);
    const current = await deviceB.get(`/api/lead/current?journey=${SBI}`);
    expect(current.json.data.results.lead_id).toBe(leadId);
    const offers = await deviceB.get('/api/cards/offers');
    expect(offers.statusCode, offers.body).toBe(200);
    expect(metaOf(offers.json).lead_id).toBe(leadId);
  });
});
