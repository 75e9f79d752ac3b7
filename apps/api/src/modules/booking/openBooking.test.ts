import { bookingOfLoan } from '@tara/core/booking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanBookings } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { freshMobile, HOUR, logIn, makeUser, TestClock } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const RACERS = 20;
const TERMS = 'amount=500000&tenure=36&employment=salaried&creditLevel=excellent';
const ANSWERS = { mobile: '9876543210', empType: 'salaried', monthlyIncome: '85000' };
const ADDRESS = {
  address1: '12 MG Road, Fort, Mumbai 400001',
  address2: '' as const,
  address3: '' as const,
  pincode: '400001',
  isCurrentPermanentAddressSame: 1 as const,
  permanentAddress1: null,
  permanentPincode: null,
};

type Day = { date: string; slots: { slot_id: number; available: boolean }[] };
type Slot = { date: string; slotId: number };

const at = (slots: Slot[], i: number): Slot => {
  const slot = slots[i];
  if (!slot) throw new Error(`no free slot ${i}`);
  return slot;
};

// One open booking per user and product (decision 066): a user cannot hold every free slot.
describe.each(testDbKinds())('one open loan booking per user and product on $kind', ({ open }) => {
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

  async function loggedIn() {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    return { browser, mobile, userId: user.id };
  }

  async function freeSlots(): Promise<Slot[]> {
    const res = await new Visitor(app).get('/api/lead/slots?productId=2');
    return (res.json.data.results as unknown as Day[]).flatMap((d) =>
      d.slots.filter((s) => s.available).map((s) => ({ date: d.date, slotId: s.slot_id })),
    );
  }

  async function payload(slot: Slot) {
    const offer = await new Visitor(app).get(
      `/api/booking/offer?product=personal-loan&instrumentId=5021&${TERMS}`,
    );
    return bookingOfLoan({
      product: 'personal-loan',
      instrumentId: 5021,
      offer: offer.json.data.results as never,
      answers: ANSWERS,
      address: ADDRESS,
      appointment: slot,
      userId: null,
    });
  }

  it('20 concurrent bookings of different slots by one user: one booked, the rest 409 saying how to change it', async () => {
    const { browser, userId } = await loggedIn();
    const before = await freeSlots();
    const slots = before.slice(0, RACERS);
    expect(slots).toHaveLength(RACERS);
    const bodies = await Promise.all(slots.map(payload));
    const answers = await Promise.all(bodies.map((b) => browser.post('/api/pl/lead/add', b)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
    const booked = answers.find((a) => a.statusCode === 200)?.json.data.results;
    const [dd, mm, yyyy] = [
      String(booked?.appointment_date).slice(8, 10),
      String(booked?.appointment_date).slice(5, 7),
      String(booked?.appointment_date).slice(0, 4),
    ];
    const message =
      `You already have an appointment for your personal loan with Axis Bank on ` +
      `${dd}/${mm}/${yyyy}, ${String(booked?.time)}. To change it, write to us from the support ` +
      'page in your profile; you can book another once it has passed.';
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json.errors).toEqual([message]);
    }
    const rows = await database.db
      .select()
      .from(loanBookings)
      .where(eq(loanBookings.userId, userId));
    expect(rows).toHaveLength(1);
    // The 19 other slots are still free for everybody else.
    expect(await freeSlots()).toHaveLength(before.length - 1);

    // A second user still books, one of the slots the first could not hoard (any of the 20 may
    // have won the race, so the slot is one of theirs that is still free).
    const stillFree = await freeSlots();
    const hoarded = slots.filter((s) =>
      stillFree.some((f) => f.date === s.date && f.slotId === s.slotId),
    );
    expect(hoarded).toHaveLength(RACERS - 1);
    const second = await loggedIn();
    const theirs = await second.browser.post('/api/pl/lead/add', await payload(at(hoarded, 0)));
    expect(theirs.statusCode).toBe(200);
  });

  it('books again once the open booking has passed', async () => {
    const { browser, mobile } = await loggedIn();
    const free = await freeSlots();
    expect((await browser.post('/api/pl/lead/add', await payload(at(free, 0)))).statusCode).toBe(
      200,
    );
    const refused = await browser.post('/api/pl/lead/add', await payload(at(free, 1)));
    expect(refused.statusCode).toBe(409);
    clock.advance(8 * 24 * HOUR);
    await logIn(app, browser, mobile); // the idle session ended meanwhile
    const again = await browser.post('/api/pl/lead/add', await payload(at(await freeSlots(), 0)));
    expect(again.statusCode).toBe(200);
    expect((await browser.get('/api/bookings')).json.data.results).toHaveLength(2);
  });
});
