import { bookingOfLoan } from '@tara/core/booking';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { weirdString } from '../../test/fuzzBodies.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The booking call under generated input (decision 057): a valid §3.4 payload with some of its
// fields replaced by strange values — never a 5xx, whatever the field.
describe.each(testDbKinds())(
  'POST /api/pl/lead/add under generated input on $kind',
  ({ kind, open }) => {
    let database: Database;
    let app: FastifyInstance;
    let browser: Visitor;
    const numRuns = kind === 'pglite' ? 400 : 150;

    beforeAll(async () => {
      database = await open();
      app = await testApp(database);
      const mobile = freshMobile();
      await makeUser(database, mobile);
      browser = new Visitor(app);
      await logIn(app, browser, mobile);
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it(`never answers 5xx (${numRuns} runs)`, async () => {
      const valid = bookingOfLoan({
        product: 'personal-loan',
        instrumentId: 5021,
        offer: {
          instrumentId: 5021,
          providerId: 502,
          loanAmount: 500000,
          rateBp: 1075,
          processingFee: 5900,
          tenure: 36,
        },
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
        appointment: { date: '2025-06-18', slotId: 2 },
        userId: null,
      });
      const keys = Object.keys(valid);
      const value = fc.oneof(
        weirdString,
        fc.integer(),
        fc.double(),
        fc.constantFrom(null, true, [], {}, -1, 0, 2 ** 53),
      );
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 }),
          async (changes) => {
            const res = await browser.post('/api/pl/lead/add', { ...valid, ...changes });
            seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, res.body).toBeLessThan(500);
          },
        ),
        { numRuns },
      );
      // The generated bodies reach the validation, not only the login check.
      expect(seen.get(422) ?? 0).toBeGreaterThan(0);
    }, 120_000);
  },
);
