import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxBureau } from '../../partners/bureau/sandbox.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// POST /leads/credit-report/self-pull (CR-31; decision 038): the pull from an application,
// with the details its answers hold.

const URL = '/api/leads/credit-report/self-pull';

describe.each(testDbKinds())('the credit-report pull from an application on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      partnerClients: { bureau: sandboxBureau({ now: () => TODAY }) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A logged-in user with an application whose answers are `answers`. */
  async function withApplication(answers: Record<string, unknown>) {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    const saved = await saveStep(browser, 'step1', { firstname: 'Asha' });
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = saved.json.lead_id as unknown as string;
    await database.db
      .update(leads)
      .set({ answers: { firstname: 'Asha', lastname: 'Verma', mobile, ...answers } })
      .where(eq(leads.id, leadId));
    return { browser, leadId, mobile, user };
  }

  it("pulls with the application's own details and answers the cards likely, the chosen issuer's first", async () => {
    const { browser, leadId } = await withApplication({ pancard: 'ABCDE1234F' });
    const plain = await browser.post('/api/user/profile/recommended', {});
    expect(plain.json.data.results).toEqual([]);
    const res = await browser.post(URL, { leadId, consent: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata).toEqual({ next_action: 1 });
    expect(res.json.results.message).toBe('We have successfully pulled your credit report');
    expect(res.json.results).not.toHaveProperty('recommendations');
    const cards = (await browser.post('/api/user/profile/recommended', {})).json.data
      .results as unknown as { issuer_bank_id: number }[];
    expect(cards.length).toBeGreaterThan(1);
    // Choose the issuer of the engine's last card: with recommendations its cards lead.
    const chosen = (cards.at(-1) as { issuer_bank_id: number }).issuer_bank_id;
    expect(cards[0]?.issuer_bank_id, 'the plain order starts with another issuer').not.toBe(chosen);
    const withCards = await browser.post(URL, {
      leadId,
      recommendations: true,
      providerId: chosen,
    });
    expect(withCards.statusCode).toBe(200);
    const listed = withCards.json.results.recommendations as unknown as {
      issuer_bank_id: number;
    }[];
    expect(listed.map((c) => c.issuer_bank_id).sort()).toEqual(
      cards.map((c) => c.issuer_bank_id).sort(),
    );
    expect(listed[0]?.issuer_bank_id).toBe(chosen);
    const firstOther = listed.findIndex((c) => c.issuer_bank_id !== chosen);
    if (firstOther >= 0) {
      expect(listed.slice(firstOther).every((c) => c.issuer_bank_id !== chosen)).toBe(true);
    }
  });

  it("refuses without the application's PAN, with the self-pull's next actions, and for another's application", async () => {
    const noPan = await withApplication({});
    const missing = await noPan.browser.post(URL, { leadId: noPan.leadId, consent: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors).toEqual(['pancard not found from formData']);

    const masked = await withApplication({ pancard: 'ABCDE1236F' });
    const mismatch = await masked.browser.post(URL, { leadId: masked.leadId, consent: true });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json.metadata).toMatchObject({
      next_action: 5,
      masked_mobiles_message: 'Your credit report is linked to XXXXXX5521',
    });

    const stranger = await withApplication({ pancard: 'ABCDE1234F' });
    const theirs = await stranger.browser.post(URL, { leadId: masked.leadId, consent: true });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json.errors).toEqual(['Lead not found']);
    const noConsent = await stranger.browser.post(URL, { leadId: stranger.leadId });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json.fields).toHaveProperty('consent');
    expect((await new Visitor(app).post(URL, { leadId: stranger.leadId })).statusCode).toBe(401);
  });
});
