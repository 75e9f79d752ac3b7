import {
  type Answers,
  type InstantApplyKind,
  instantApplyForm,
  instantApplySample,
  journeys,
  validateStep,
} from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxIssuers } from '../../partners/issuers/index.js';
import { freshMobile } from '../../test/auth.js';
import { applyInstant, freshPan } from '../../test/instantApply.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { NO_INSTANT_APPLY } from './instantForm.js';

// The server refuses an instant-apply form exactly where the browser's form (core's
// definitions) refuses it: same fields, same messages.

const APPLY = '/api/cards/apply';
const CARDS: Record<InstantApplyKind, number> = { amex: 12, rbl: 9, icici: 19 };
const SBI_SIMPLYCLICK = 1;

const FULL: Record<InstantApplyKind, Answers> = {
  icici: instantApplySample('icici'),
  rbl: instantApplySample('rbl'),
  amex: instantApplySample('amex'),
};

/** Changes a browser would refuse (and some it would take), for every form. */
const CHANGES: Answers[] = [
  { monthlyIncome: '9,999' },
  { monthlyIncome: '10,000' },
  { company: '' },
  { company: 'x'.repeat(73) },
  { address: `12 MG Road, ${'x'.repeat(62)}` },
  { address: 'MG Road' },
  { firstname: '' },
  { middlename: 'x'.repeat(33) },
  { pancard: 'ABCCE1234F' },
  { dobYear: '2010' },
  { dobYear: '1960' },
  { haveBankCard: '' },
  { aadhaar: '' },
  { officeEmail: '' },
  { qualification: '' },
  { promocode: 'x'.repeat(21) },
  { std: '22', phone: '22661234' },
];

describe.each(testDbKinds())('instant-apply rules on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys, issuers: sandboxIssuers });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  for (const kind of ['amex', 'rbl', 'icici'] as const) {
    it(`refuses the ${kind} form where the browser's form does, with its messages`, async () => {
      const browser = new Visitor(app);
      let refused = 0;
      for (const change of CHANGES) {
        // Each change for an applicant of its own (one submission per applicant and card).
        const values = { ...FULL[kind], pancard: freshPan(), mobile: freshMobile(), ...change };
        const expected = validateStep(instantApplyForm(kind), values, {}, {}, { today: TODAY });
        const valid = Object.keys(expected.errors).length === 0;
        const body = { cardId: CARDS[kind], accepted: true, instantApply: values };
        // A form the rules refuse is refused before its mobile's OTP is asked.
        const res = valid
          ? await applyInstant(app, browser, body)
          : await browser.post(APPLY, body);
        const label = `${kind} ${JSON.stringify(change)}: ${res.body}`;
        if (valid) {
          expect(res.statusCode, label).toBe(200);
        } else {
          refused += 1;
          expect(res.statusCode, label).toBe(422);
          expect(res.json.fields, label).toEqual(expected.errors);
        }
      }
      // The changes exercise the rules: most of them are refused on every form.
      expect(refused).toBeGreaterThan(CHANGES.length / 2);
    });
  }

  it('refuses an instant-apply form for a card whose issuer has none', async () => {
    const res = await new Visitor(app).post(APPLY, {
      cardId: SBI_SIMPLYCLICK,
      accepted: true,
      instantApply: FULL.icici,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.fields).toEqual({ cardId: NO_INSTANT_APPLY });
  });
});
