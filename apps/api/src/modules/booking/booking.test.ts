import { bookingOfLoan, SLOT_FULL, SLOT_PAST } from '@tara/core/booking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanBookings } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The clock is testApp's: 15/06/2025 15:30 India time.
const ANSWERS = {
  mobile: '9876543210',
  pancard: 'ABCPE1234F',
  empType: 'salaried',
  monthlyIncome: '85000',
  company: { id: 1, name: 'Tata Consultancy Services' },
  motherName: 'Sunita Verma',
  residentialStatus: '3',
};
const ADDRESS = {
  address1: '12 MG Road, Fort, Mumbai 400001',
  address2: '' as const,
  address3: '' as const,
  pincode: '400001',
  isCurrentPermanentAddressSame: 1 as const,
  permanentAddress1: null,
  permanentPincode: null,
};
const TERMS = 'amount=500000&tenure=36&employment=salaried&creditLevel=excellent';

// Loan bookings (02 §2.5, §3.4, §7; decision 057) through the API on both databases.
describe.each(testDbKinds())('loan bookings on $kind', ({ open }) => {
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

  async function loggedIn(): Promise<{ browser: Visitor; userId: string }> {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    return { browser, userId: user.id };
  }

  async function offer(instrumentId = 5021, product = 'personal-loan') {
    const res = await new Visitor(app).get(
      `/api/booking/offer?product=${product}&instrumentId=${instrumentId}&${TERMS}`,
    );
    return res;
  }

  async function payload(date: string, slotId: number, userId: string | null = null) {
    const res = await offer();
    expect(res.statusCode).toBe(200);
    const o = res.json.data.results as unknown as Parameters<typeof bookingOfLoan>[0]['offer'];
    return bookingOfLoan({
      product: 'personal-loan',
      instrumentId: 5021,
      offer: o,
      answers: ANSWERS,
      address: ADDRESS,
      appointment: { date, slotId },
      userId,
    });
  }

  it('lists seven days of slots, none started, the sandbox’s full ones not available', async () => {
    const res = await new Visitor(app).get('/api/lead/slots?productId=2');
    expect(res.statusCode).toBe(200);
    const days = res.json.data.results as unknown as {
      date: string;
      slots: { slot_id: number; available: boolean }[];
    }[];
    expect(days.map((d) => d.date)).toEqual([
      '2025-06-15',
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
      '2025-06-19',
      '2025-06-20',
      '2025-06-21',
    ]);
    // 15:30 in India: today's 10:00, 12:00 and 14:00 slots have started.
    expect(days[0]?.slots.map((s) => s.slot_id)).toEqual([4, 5]);
    // 16 + 4 = 20: full in the sandbox.
    expect(days[1]?.slots.find((s) => s.slot_id === 4)?.available).toBe(false);
    expect(days[1]?.slots.find((s) => s.slot_id === 1)?.available).toBe(true);
    expect((await new Visitor(app).get('/api/lead/slots?productId=7')).statusCode).toBe(422);
  });

  it('prices the offer to book as its KFS, and names an unknown pl', async () => {
    const res = await offer();
    expect(res.json.data.results).toMatchObject({
      instrumentId: 5021,
      providerId: 502,
      lenderName: 'Axis Bank',
      productId: '2',
      loanAmount: 500000,
      tenure: 36,
    });
    const unknown = await offer(9999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.errors).toEqual(['Cannot find pl with id: 9999']);
    // A personal loan is not a home loan's offer.
    expect((await offer(5021, 'home-loan')).json.errors).toEqual(['Cannot find pl with id: 5021']);
  });

  it('books a slot once for its user, who alone sees it', async () => {
    const { browser, userId } = await loggedIn();
    const res = await browser.post('/api/pl/lead/add', await payload('2025-06-16', 1, userId));
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata.redirect).toBe('booking-done/personal-loan');
    expect(res.json.data.results).toMatchObject({
      product: 'personal-loan',
      lender_name: 'Axis Bank',
      appointment_date: '2025-06-16',
      slot_id: 1,
      time: '10:00 – 12:00',
      loan_amount_paise: 50_000_000,
      tenure_months: 36,
    });
    const id = res.json.data.results.booking_id as unknown as string;
    // Its reference (decision 077): the id's, and the same when the booking is read again.
    const reference = res.json.data.results.reference as unknown as string;
    expect(reference).toBe(`BK-${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`);
    const [row] = await database.db.select().from(loanBookings).where(eq(loanBookings.id, id));
    expect(row?.userId).toBe(userId);
    expect(JSON.stringify(row?.payload)).not.toContain('ABCPE1234F');

    // The slot is now full for everyone: listed so, and a second booking refused.
    const slots = await browser.get('/api/lead/slots?productId=2');
    const day = (
      slots.json.data.results as unknown as {
        date: string;
        slots: { slot_id: number; available: boolean }[];
      }[]
    )[1];
    expect(day?.slots.find((s) => s.slot_id === 1)?.available).toBe(false);
    const other = await loggedIn();
    const again = await other.browser.post('/api/pl/lead/add', await payload('2025-06-16', 1));
    expect(again.statusCode).toBe(409);
    expect(again.json.errors).toEqual([SLOT_FULL]);

    // Mine, and not another user's.
    const mine = await browser.get('/api/bookings?product=personal-loan');
    expect(mine.json.data.results).toMatchObject([{ booking_id: id, reference }]);
    const read = await browser.get(`/api/bookings/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json.data.results).toMatchObject({ booking_id: id, reference });
    const theirs = await other.browser.get(`/api/bookings/${id}`);
    expect(theirs.statusCode).toBe(404);
    const theirList = await other.browser.get('/api/bookings');
    expect(theirList.json.data.results).toEqual([]);
  });

  it('refuses a past slot, a full slot, another user’s id, an unknown pl and missing data', async () => {
    const { browser } = await loggedIn();
    const past = await browser.post('/api/pl/lead/add', await payload('2025-06-15', 2));
    expect(past.statusCode).toBe(422);
    expect(past.json.errors).toEqual([SLOT_PAST]);
    const full = await browser.post('/api/pl/lead/add', await payload('2025-06-16', 4));
    expect(full.statusCode).toBe(409);
    expect(full.json.errors).toEqual([SLOT_FULL]);
    const someone = await loggedIn();
    const forOther = await browser.post(
      '/api/pl/lead/add',
      await payload('2025-06-17', 1, someone.userId),
    );
    expect(forOther.statusCode).toBe(403);
    const unknown = await browser.post('/api/pl/lead/add', {
      ...(await payload('2025-06-17', 1)),
      instrumentId: 9999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.errors).toEqual(['Cannot find pl with id: 9999']);
    // A home loan's call for a personal loan: no such home loan.
    const wrongCall = await browser.post('/api/lead', {
      ...(await payload('2025-06-17', 1)),
      productId: '1',
    });
    expect(wrongCall.json.errors).toEqual(['Cannot find pl with id: 5021']);
    const otherLender = await browser.post('/api/pl/lead/add', {
      ...(await payload('2025-06-17', 1)),
      providerId: 3,
    });
    expect(otherLender.statusCode).toBe(422);
    expect(otherLender.json.errors).toEqual(['Cannot prepare data to send']);
    const { address1: _a, appointmentDate: _d, ...missing } = await payload('2025-06-17', 1);
    const incomplete = await browser.post('/api/pl/lead/add', missing);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json.fields).toMatchObject({ address1: expect.any(String) });
    const badAddress = await browser.post('/api/pl/lead/add', {
      ...(await payload('2025-06-17', 1)),
      address1: 'Fort',
    });
    expect(badAddress.statusCode).toBe(422);
    expect(String(badAddress.json.fields?.address1)).toMatch(/^This address doesn't look complete/);
    // Nothing of these was booked.
    const mine = await browser.get('/api/bookings');
    expect(mine.json.data.results).toEqual([]);
  });

  it('refuses a visitor who is not logged in', async () => {
    const visitor = new Visitor(app);
    const res = await visitor.post('/api/pl/lead/add', await payload('2025-06-18', 1));
    expect(res.statusCode).toBe(401);
    expect((await visitor.get('/api/bookings')).statusCode).toBe(401);
  });

  it('books a slot once when many ask at the same moment', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => loggedIn()));
    const body = await payload('2025-06-19', 2);
    const answers = await Promise.all(users.map((u) => u.browser.post('/api/pl/lead/add', body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await database.db
      .select()
      .from(loanBookings)
      .where(eq(loanBookings.appointmentDate, '2025-06-19'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slotId).toBe(2);
  });
});
