import { journeys, samplePath } from '@tara/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, HOUR, logIn, makeUser, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { verifyLeadMobile } from '../../test/saySo.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { setReviewState } from './data.js';

const SBI = 'credit-cards/sbi';
const SBI_SIMPLYCLICK = 1;
const review = (rating: number, creditCardId = SBI_SIMPLYCLICK) => ({
  creditCardId,
  rating,
  title: 'Good for online shopping',
  body: 'The rewards on online spends add up quickly; the app is easy.',
});

describe.each(testDbKinds())('card reviews on $kind', ({ open }) => {
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

  /** A signed-in user who finished the SBI journey and applied for SimplyCLICK. */
  async function applicant(firstName: string) {
    const mobile = freshMobile();
    await makeUser(database, mobile, { firstName });
    const browser = new Visitor(app);
    clock.advance(HOUR);
    await logIn(app, browser, mobile);
    let leadId: string | undefined;
    for (const [step, values] of samplePath(SBI)) {
      const res = await saveStep(browser, step, values, leadId, {}, SBI);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      leadId ??= res.json.lead_id as unknown as string;
    }
    // The applicant's say-so (decision 028): the mobile verified as by the review's OTP.
    await verifyLeadMobile(database, leadId as string);
    const applied = await browser.post('/api/cards/apply', {
      leadId,
      cardId: SBI_SIMPLYCLICK,
      accepted: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return Object.assign(browser, { mobile });
  }

  const reviewsOf = async (cardId = SBI_SIMPLYCLICK) => {
    const res = await new Visitor(app).post('/api/reviews/get', {
      creditCardId: cardId,
      limit: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json.data;
  };
  const cardRating = async (cardId = SBI_SIMPLYCLICK) => {
    const res = await new Visitor(app).post('/api/credit_card/details', { creditCardId: cardId });
    return res.json.data.results as unknown as { ratings: number; review_count: number };
  };

  it('shows no invented reviews: none until an applicant writes one', async () => {
    const data = await reviewsOf();
    expect(data.metadata).toEqual({ total: 0, average_rating: 0 });
    expect(data.data.results).toEqual([]);
    expect(await database.db.select().from(cardReviews)).toEqual([]);
    expect(await cardRating()).toMatchObject({ ratings: 0, review_count: 0 });
  });

  it('refuses a visitor, a user who did not apply, and a bad review', async () => {
    expect((await new Visitor(app).post('/api/reviews/add', review(5))).statusCode).toBe(401);
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    clock.advance(HOUR);
    await logIn(app, browser, mobile);
    const res = await browser.post('/api/reviews/add', review(5));
    expect(res.statusCode).toBe(403);
    expect(res.json.errors).toEqual(['Only people who applied for this card can review it']);
    expect((await browser.post('/api/reviews/add', review(6))).statusCode).toBe(422);
    expect(
      (await browser.post('/api/reviews/add', { ...review(4), body: 'short' })).statusCode,
    ).toBe(422);
  });

  it('takes one review per applicant, pending until approved; the average is of approved ones only', async () => {
    const asha = await applicant('Asha');
    const res = await asha.post('/api/reviews/add', review(5));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.results.state).toBe('pending');
    const again = await asha.post('/api/reviews/add', review(1));
    expect(again.statusCode).toBe(409);
    // Another card she did not apply for.
    expect((await asha.post('/api/reviews/add', review(4, 2))).statusCode).toBe(403);
    expect((await reviewsOf()).metadata.total).toBe(0);

    const ravi = await applicant('Ravi');
    expect((await ravi.post('/api/reviews/add', review(4))).statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.cardId, SBI_SIMPLYCLICK));
    expect(rows.map((r) => r.state)).toEqual(['pending', 'pending']);
    const byAuthor = new Map(rows.map((r) => [r.author, r.id]));
    expect(
      await setReviewState(database.db, byAuthor.get('Asha') as string, 'approved', clock.now()),
    ).toBe(true);
    expect(
      await setReviewState(database.db, byAuthor.get('Ravi') as string, 'rejected', clock.now()),
    ).toBe(true);

    const data = await reviewsOf();
    expect(data.metadata).toEqual({ total: 1, average_rating: 5 });
    expect(data.data.results).toMatchObject([{ author: 'Asha', rating: 5 }]);
    // No applicant's mobile in what anyone can read (a bare /\d{10}/ also matched UUID digits).
    const shown = JSON.stringify(data);
    expect(shown).not.toContain(asha.mobile.slice(-10));
    expect(shown).not.toContain(ravi.mobile.slice(-10));

    expect(await cardRating()).toMatchObject({ ratings: 5, review_count: 1 });

    await setReviewState(database.db, byAuthor.get('Ravi') as string, 'approved', clock.now());
    expect((await reviewsOf()).metadata).toEqual({ total: 2, average_rating: 4.5 });
    // The card header's rating is the same number (one place: core's reviewAverage).
    expect(await cardRating()).toMatchObject({ ratings: 4.5, review_count: 2 });
  });
});
