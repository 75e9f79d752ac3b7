import { randomUUID } from 'node:crypto';
import {
  OBJECT_TYPES,
  PERSONAL_LOAN_PREFIX,
  productOfJourney,
  shopInsuranceJourney,
} from '@tara/core';
import { bookingReference } from '@tara/core/booking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanBookings } from '../../db/bookingSchema.js';
import { creditReports } from '../../db/creditReportSchema.js';
import { visitors } from '../../db/identitySchema.js';
import { insurancePolicies } from '../../db/insuranceSchema.js';
import { paymentOrders, purchases } from '../../db/paymentsSchema.js';
import { cardApplications, cards, leads } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { leadReference } from './leadItems.js';
import type { ActivityItem } from './schemas.js';

const at = (minutes: number) => new Date(TODAY.getTime() + minutes * 60_000);

// GET /api/me/activity (issue 22 §4, decision 082): one list of everything a user has done,
// their own only, with documents they can download.
describe.each(testDbKinds())('my activity on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function signedIn() {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    return { browser, user };
  }

  /** A paid, issued shop policy, a loan booking, a card application sent to its bank. */
  async function seed(userId: string) {
    const db = database.db;
    const purchaseId = randomUUID();
    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const orderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    await db.insert(purchases).values({
      id: purchaseId,
      userId,
      objectType: OBJECT_TYPES.insurance,
      objectId: randomUUID(),
      title: 'Shop insurance',
      amountPaise: 299_00,
      state: 'fulfilled',
      paidOrderId: orderId,
      paymentId,
      createdAt: at(1),
      paidAt: at(2),
      fulfilledAt: at(2),
    });
    await db.insert(paymentOrders).values({
      id: orderId,
      purchaseId,
      userId,
      gateway: 'sandbox',
      amountPaise: 299_00,
      currency: 'INR',
      receipt: purchaseId,
      notes: {},
      state: 'paid',
      paymentId,
      createdAt: at(1),
      updatedAt: at(2),
    });
    const policyId = randomUUID();
    const policyNumber = `SBX-KGI-2025-${randomUUID().slice(0, 8)}`;
    await db.insert(insurancePolicies).values({
      id: policyId,
      userId,
      leadId: randomUUID(),
      journey: shopInsuranceJourney.prefix,
      product: 'shop',
      insurer: 'kotakGeneral',
      instrumentId: 1,
      planId: 101,
      sumInsuredPaise: 1_00_000_00,
      premiumPaise: 299_00,
      proposal: {
        proposer: { name: 'Asha Verma', mobile: '9800000000' },
        insured: [],
        nominee: null,
      },
      state: 'issued',
      leadStatus: 263,
      purchaseId,
      policyNumber,
      startDate: '2025-06-16',
      endDate: '2026-06-15',
      createdAt: at(1),
      issuedAt: at(3),
    });
    const bookingId = randomUUID();
    await db.insert(loanBookings).values({
      id: bookingId,
      userId,
      product: 'personal-loan',
      productId: 1,
      instrumentId: 5021,
      providerId: 1,
      lenderName: 'Sample Lender',
      appointmentDate: '2025-06-18',
      slotId: Math.floor(Math.random() * 1_000_000),
      loanAmountPaise: 5_00_000_00,
      interestRateBp: 1100,
      processingFeePaise: 0,
      tenureMonths: 36,
      payload: {} as never,
      createdAt: at(4),
    });
    const visitorId = randomUUID();
    await db.insert(visitors).values({
      id: visitorId,
      tokenHash: randomUUID(),
      createdAt: TODAY,
      lastSeenAt: TODAY,
    });
    const leadId = randomUUID();
    await db.insert(leads).values({
      id: leadId,
      visitorId,
      userId,
      journey: 'credit-cards/sbi',
      version: 1,
      answers: {},
      history: ['step1'],
      current: null,
      lastLoc: 'credit-cards/sbi/step9',
      status: 'complete',
      createdAt: at(5),
      updatedAt: at(6),
    });
    const [card] = await db.select().from(cards).limit(1);
    if (!card) throw new Error('no seeded card');
    const reference = `SBI${randomUUID().slice(0, 6)}`;
    await db.insert(cardApplications).values({
      id: randomUUID(),
      leadId,
      cardId: card.id,
      providerId: 1,
      status: 2,
      referenceId: reference,
      state: 'answered',
      createdAt: at(6),
      updatedAt: at(7),
    });
    return { policyId, policyNumber, paymentId, bookingId, reference, card };
  }

  const listOf = async (browser: Visitor): Promise<ActivityItem[]> => {
    const res = await browser.get('/api/me/activity');
    expect(res.statusCode).toBe(200);
    return res.json?.data?.results as unknown as ActivityItem[];
  };

  it('lists a policy, a booking, a card application and a payment, with working documents', async () => {
    const { browser, user } = await signedIn();
    const seeded = await seed(user.id);
    const items = await listOf(browser);
    const byKind = (kind: ActivityItem['kind']) => items.filter((i) => i.kind === kind);

    expect(items.map((i) => i.kind).sort()).toEqual(
      ['booking', 'card_application', 'payment', 'policy'].sort(),
    );
    const [policy] = byKind('policy');
    expect(policy).toMatchObject({
      id: seeded.policyId,
      product_name: productOfJourney(shopInsuranceJourney.prefix)?.name,
      reference: seeded.policyNumber,
      status: 'issued',
      amount_paise: 299_00,
      status_changed_at: at(3).toISOString(),
    });
    expect(policy?.documents.map((d) => d.kind)).toEqual(['policy', 'receipt']);
    expect(byKind('booking')[0]).toMatchObject({
      reference: bookingReference(seeded.bookingId),
      detail: 'Sample Lender',
      status_text: 'Booked',
    });
    expect(byKind('card_application')[0]).toMatchObject({
      reference: seeded.reference,
      product_name: seeded.card.name,
      status_text: 'In process',
    });
    const [payment] = byKind('payment');
    expect(payment).toMatchObject({
      reference: seeded.paymentId,
      amount_paise: 299_00,
      status: 'fulfilled',
      refund: null,
    });
    // The latest change first.
    expect(items[0]?.kind).toBe('card_application');

    for (const doc of [...(policy?.documents ?? []), ...(payment?.documents ?? [])]) {
      const res = await browser.get(doc.href);
      expect(res.statusCode, doc.href).toBe(200);
    }
  });

  it('shows another user none of them, nor lets them download the documents', async () => {
    const owner = await signedIn();
    await seed(owner.user.id);
    const ownerItems = await listOf(owner.browser);
    const other = await signedIn();
    expect(await listOf(other.browser)).toEqual([]);
    for (const doc of ownerItems.flatMap((i) => i.documents)) {
      expect((await other.browser.get(doc.href)).statusCode, doc.href).toBe(404);
    }
  });

  it('lists a loan application in progress with where to resume it, and the credit report', async () => {
    const { browser, user } = await signedIn();
    const visitorId = randomUUID();
    await database.db
      .insert(visitors)
      .values({ id: visitorId, tokenHash: randomUUID(), createdAt: TODAY, lastSeenAt: TODAY });
    const leadId = randomUUID();
    await database.db.insert(leads).values({
      id: leadId,
      visitorId,
      userId: user.id,
      journey: PERSONAL_LOAN_PREFIX,
      version: 1,
      answers: {},
      history: ['step1'],
      current: 'step2',
      lastLoc: `${PERSONAL_LOAN_PREFIX}/step2`,
      status: 'incomplete',
      createdAt: at(1),
      updatedAt: at(9),
    });
    await database.db.insert(creditReports).values({
      id: randomUUID(),
      userId: user.id,
      bureau: 'sandbox',
      reportRef: 'RPT-1',
      score: 780,
      report: {} as never,
      pulledAt: at(5),
    });
    const items = await listOf(browser);
    expect(items.map((i) => i.kind)).toEqual(['credit_report', 'loan_application']);
    expect(items[1]).toMatchObject({
      product_name: productOfJourney(PERSONAL_LOAN_PREFIX)?.name,
      status_text: 'In progress',
      reference: leadReference(leadId),
      link: `/${PERSONAL_LOAN_PREFIX}/step2`,
      // Saving a step is no change of status.
      status_changed_at: at(1).toISOString(),
    });
    expect(items[0]).toMatchObject({ reference: 'RPT-1', detail: 'sandbox' });
    expect(items[0]?.documents.map((d) => d.href)).toEqual(['/api/credit-report/doc']);
  });

  it('asks for a login', async () => {
    expect((await new Visitor(app).get('/api/me/activity')).statusCode).toBe(401);
  });
});
