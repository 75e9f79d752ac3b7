import { bookingOfLoan, SLOT_FULL } from '@tara/core/booking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { openPostgresTwins } from '../../test/testDb.js';

const url = process.env.DATABASE_URL;

// Two API processes on one PostgreSQL (decision 057): a slot asked for by many users on both
// at once is booked once; the database's unique index decides, not either process.
describe.skipIf(!url)('a slot booked from two API processes', () => {
  let first: Database;
  let second: Database;
  let apps: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    [first, second] = (await openPostgresTwins(url as string, 2)) as [Database, Database];
    apps = [await testApp(first), await testApp(second)];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await first.close();
  });

  it('is booked once', async () => {
    const offer = await new Visitor(apps[0]).get(
      '/api/booking/offer?product=personal-loan&instrumentId=5021&amount=500000&tenure=36&employment=salaried&creditLevel=excellent',
    );
    const body = bookingOfLoan({
      product: 'personal-loan',
      instrumentId: 5021,
      offer: offer.json.data.results as never,
      answers: { mobile: '9876543210', empType: 'salaried', monthlyIncome: '85000' },
      address: {
        address1: '12 MG Road, Fort, Mumbai 400001',
        address2: '',
        address3: '',
        pincode: '400001',
        isCurrentPermanentAddressSame: 1,
        permanentAddress1: null,
        permanentPincode: null,
      },
      // testApp's clock: 15/06/2025 15:30 India; the 17th's 12:00 slot is free in the sandbox.
      appointment: { date: '2025-06-17', slotId: 2 },
      userId: null,
    });
    const browsers = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map(async (i) => {
        const mobile = freshMobile();
        await makeUser(first, mobile);
        const app = apps[i % 2] as FastifyInstance;
        const browser = new Visitor(app);
        await logIn(app, browser, mobile);
        return browser;
      }),
    );
    const answers = await Promise.all(browsers.map((b) => b.post('/api/pl/lead/add', body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json.errors).toEqual([SLOT_FULL]);
  });
});
