import { BENEFIT_MESSAGES, BENEFIT_OBJECT_TYPE, OBJECT_TYPES } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { TestClock } from '../../test/auth.js';
import { buyer, orderIdOf, sandboxPay } from '../../test/payments.js';
import { testApp, type Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { NOT_FOR_SALE } from '../payments/startPurchase.js';
import { DISCOUNT_MISMATCH, ISSUANCE_NOT_FOUND } from './issueBenefit.js';

const GOLD = { id: 1, rupees: 999, coins: 500 };
const PLATINUM = { id: 2, rupees: 1999, coins: 1200 };
const REPORT_REFRESH = 1; // 100 coins, every plan
const SHOP_VOUCHER = 2; // 200 coins, Shop Plus only
const HEALTH_CHECK = 3; // ₹299 at the member price, Platinum only

describe.each(testDbKinds())('member benefits on $kind (decision 046)', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A signed-in user who bought `plan` through the sandbox (fulfilled by its webhook). */
  async function member(plan = GOLD) {
    const { browser, user } = await buyer(app, database);
    const init = await browser.post('/api/pay/init', {
      userId: user.id,
      deviceType: 1,
      amount: plan.rupees,
      pg: 1,
      objectType: OBJECT_TYPES.membership,
      objectId: plan.id,
    });
    expect((await sandboxPay(app, orderIdOf(init))).statusCode).toBe(200);
    const mine = await browser.get('/api/membership/mine');
    expect(mine.json.data.results.coins).toBe(plan.coins);
    return { browser, user };
  }

  const issue = (browser: Visitor, userId: string, over: Record<string, unknown> = {}) =>
    browser.post('/api/membership/benefits/issue', {
      membershipBenefitId: REPORT_REFRESH,
      planId: GOLD.id,
      userId,
      ...over,
    });

  it('issues a benefit for its coins once per call; a replay answers the same issuance', async () => {
    const { browser, user } = await member();
    const first = await issue(browser, user.id);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json.data.results;
    expect(results).toMatchObject({
      object_type: BENEFIT_OBJECT_TYPE,
      coins_spent: 100,
      coins: 400,
    });

    const replay = await issue(browser, user.id, { issuanceId: results.issuance_id });
    expect(replay.json.data.results).toMatchObject({
      issuance_id: results.issuance_id,
      coins_spent: 0,
      coins: 400,
    });
    const mine = (await browser.get('/api/membership/mine')).json.data.results;
    expect(mine.coins).toBe(400);
    expect(mine.benefits).toMatchObject([
      { issuance_id: results.issuance_id, benefit_id: REPORT_REFRESH, coins: 100, amount_paise: 0 },
    ]);
    // The membership id the call may carry is the member's own.
    const withMembership = await issue(browser, user.id, { membershipId: mine.memberships[0].id });
    expect(withMembership.statusCode).toBe(200);
  });

  it('never spends more coins than the member has, even when asked all at once', async () => {
    const { browser, user } = await member();
    const answers = await Promise.all(Array.from({ length: 7 }, () => issue(browser, user.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json.errors[0]).toBe(BENEFIT_MESSAGES['not-enough-coins']);
    expect((await browser.get('/api/membership/mine')).json.data.results.coins).toBe(0);
  });

  it('refuses non-members, other plans’ benefits, paid benefits for coins and others’ calls', async () => {
    const { browser, user } = await buyer(app, database);
    const notMember = await issue(browser, user.id);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json.errors[0]).toBe(BENEFIT_MESSAGES['not-a-member']);

    const gold = await member();
    const other = await issue(gold.browser, gold.user.id, { membershipBenefitId: SHOP_VOUCHER });
    expect([other.statusCode, other.json.errors[0]]).toEqual([
      400,
      BENEFIT_MESSAGES['not-in-plan'],
    ]);
    const paid = await issue(gold.browser, gold.user.id, {
      membershipBenefitId: HEALTH_CHECK,
      planId: PLATINUM.id,
    });
    expect(paid.statusCode).toBe(403);
    expect((await issue(gold.browser, user.id)).statusCode).toBe(403);
    expect((await issue(gold.browser, gold.user.id, { discountId: 1 })).json.errors[0]).toBe(
      DISCOUNT_MISMATCH,
    );
    // Another member's issuance is not found for this one.
    const mine = await issue(gold.browser, gold.user.id);
    const stranger = await member();
    const replay = await issue(stranger.browser, stranger.user.id, {
      issuanceId: mine.json.data.results.issuance_id,
    });
    expect([replay.statusCode, replay.json.errors[0]]).toEqual([404, ISSUANCE_NOT_FOUND]);
    expect((await issue(gold.browser, gold.user.id, { membershipBenefitId: 'x' })).statusCode).toBe(
      422,
    );
  });

  it('sells a paid benefit at the member price to members only, fulfilled as an issuance', async () => {
    const body = (userId: string) => ({
      userId,
      membershipBenefitId: HEALTH_CHECK,
      planId: PLATINUM.id,
      discountId: 1,
    });
    const gold = await member();
    const refused = await gold.browser.post(
      '/api/membership/benefits/pg-purchase',
      body(gold.user.id),
    );
    expect([refused.statusCode, refused.json.errors[0]]).toEqual([
      403,
      BENEFIT_MESSAGES['not-a-member'],
    ]);
    // Nor through /pay/init, which has only the purchasable's quote to go by.
    const around = await gold.browser.post('/api/pay/init', {
      userId: gold.user.id,
      deviceType: 1,
      amount: 299,
      pg: 1,
      objectType: BENEFIT_OBJECT_TYPE,
      objectId: `${PLATINUM.id}-${HEALTH_CHECK}`,
    });
    expect([around.statusCode, around.json.errors[0]]).toEqual([404, NOT_FOR_SALE]);

    const platinum = await member(PLATINUM);
    const coinsOnly = await platinum.browser.post('/api/membership/benefits/pg-purchase', {
      ...body(platinum.user.id),
      membershipBenefitId: REPORT_REFRESH,
      discountId: null,
    });
    expect([coinsOnly.statusCode, coinsOnly.json.errors[0]]).toEqual([
      400,
      BENEFIT_MESSAGES['coin-benefit'],
    ]);
    const started = await platinum.browser.post(
      '/api/membership/benefits/pg-purchase',
      body(platinum.user.id),
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json.data.results.pg_response.amount).toBe(299_00);
    expect((await sandboxPay(app, orderIdOf(started))).statusCode).toBe(200);
    const mine = (await platinum.browser.get('/api/membership/mine')).json.data.results;
    expect(mine.benefits).toMatchObject([
      { benefit_id: HEALTH_CHECK, coins: 0, amount_paise: 299_00 },
    ]);
    expect(mine.coins).toBe(PLATINUM.coins);
  });
});
