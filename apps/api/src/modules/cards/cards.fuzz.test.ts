import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { weirdString } from '../../test/fuzzBodies.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The card marketplace calls (README "Card marketplace") under generated input: never a 5xx
// (a 502 from the issuer sandbox is the only server-side status allowed, for the PAN that says
// so), and every refusal carries `errors`.

const POSTS = [
  '/api/credit_cards',
  '/api/credit_card/details',
  '/api/credit-cards/bullets',
  '/api/seo/bullets',
  '/api/seo/contents',
  '/api/reviews/get',
  '/api/cards/apply',
  '/api/rule_engine/recommend/credit_cards',
];

/** Percent-encoded, lone surrogate halves first made U+FFFD (encodeURIComponent throws on them). */
const encode = (s: string) => encodeURIComponent(Buffer.from(s).toString());

const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 1, 6, 12, 25, -1, 1e12));
const id = fc.oneof(number, weirdString, fc.constantFrom('6', 'hdfc-millennia', null));
const list = fc.oneof(fc.array(fc.oneof(number, weirdString), { maxLength: 4 }), fc.jsonValue());

const formValue = fc.oneof(
  weirdString,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'Asha',
    'ABCPE1234F',
    'ABCPF1234K',
    'ABCPR1234K',
    '9876543210',
    'a@b.in',
    '400001',
    '022',
    '22661234',
    '12 MG Road, Fort, Near the Clock Tower, Mumbai',
    'salaried',
    'female',
    true,
  ),
);
const FORM_KEYS = [
  'firstname',
  'lastname',
  'pancard',
  'mobile',
  'email',
  'dobDate',
  'dobMonth',
  'dobYear',
  'gender',
  'empType',
  'monthlyIncome',
  'address',
  'pincode',
  'std',
  'phone',
  'officeEmail',
  'officePincode',
  'aadhaar',
  'isAmexDisclaimerChecked',
  'personal',
  'employment',
  'FirstName',
  'PAN',
  'DOB',
];
/** A valid form (the journeys' sample answers) with one or two fields replaced. */
const VALID_FORM: Record<string, unknown> = {
  firstname: 'Asha',
  lastname: 'Verma',
  pancard: 'ABCPE1234F',
  mobile: '9876543210',
  email: 'asha.verma@example.com',
  dobDate: '15',
  dobMonth: '08',
  dobYear: '1990',
  gender: 'female',
  empType: 'salaried',
  monthlyIncome: '85000',
  address: '12 MG Road, Fort, Near the Old Clock Tower, Mumbai',
  pincode: '400001',
  isAmexDisclaimerChecked: true,
};
const nearlyValid = fc
  .dictionary(fc.constantFrom(...FORM_KEYS), formValue, { maxKeys: 2 })
  .map((changes) => ({ ...VALID_FORM, ...changes }));
const instantApply = fc.oneof(
  nearlyValid,
  fc.dictionary(fc.constantFrom(...FORM_KEYS), formValue, { maxKeys: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);

describe.each(testDbKinds())(
  'card marketplace under generated input on $kind',
  ({ kind, open }) => {
    let database: Database;
    let app: FastifyInstance;
    let browser: Visitor;
    let leadId: string;
    const numRuns = kind === 'pglite' ? 400 : 120;
    const dist = mkdtempSync(join(tmpdir(), 'tara-fuzz-'));

    beforeAll(async () => {
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html lang="en-IN"><head><title>Tara</title></head><body></body></html>',
      );
      database = await open();
      app = await testApp(database, { webDist: dist });
      browser = new Visitor(app);
      const saved = await saveStep(browser, 'step1', { firstname: 'Asha' });
      leadId = saved.json.lead_id as unknown as string;
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('JSON calls never answer 5xx', async () => {
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.record(
          {
            creditCardId: id,
            searchCard: fc.oneof(weirdString, fc.constantFrom('sbi-card/sbi-elite', '/', '//')),
            path: fc.oneof(weirdString, fc.constantFrom('/credit-cards', '/credit-card/a/b', '/%')),
            limit: number,
            offset: number,
            bankIds: list,
            cardTypes: list,
            cardUsages: list,
            categoryIds: list,
            maxJoiningFee: fc.oneof(number, weirdString, fc.constant(null)),
            sortKey: fc.oneof(weirdString, fc.constantFrom('name', 'ratings', 'joining_fee')),
            sortDirection: fc.oneof(number, fc.constantFrom(1, -1)),
            cardId: fc.oneof(id, fc.constantFrom(1, 9, 12, 19)),
            leadId: fc.oneof(fc.uuid(), weirdString, fc.constant('LEAD')),
            instantApply,
            lastLocation: fc.oneof(weirdString, fc.constant('credit-card/offers')),
            utm: fc.jsonValue({ maxDepth: 2 }),
            empType: fc.constantFrom(1, 2, '1'),
          },
          { requiredKeys: [] },
        ),
      );
      const seen = new Map<string, number>();
      const key = fc.option(fc.oneof(fc.constantFrom('k1', 'k2'), weirdString), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...POSTS), body, key, async (url, payload, idem) => {
          const withLead =
            payload &&
            typeof payload === 'object' &&
            (payload as { leadId?: unknown }).leadId === 'LEAD'
              ? { ...(payload as object), leadId }
              : payload;
          const headers: Record<string, string> =
            idem === undefined ? {} : { 'idempotency-key': idem };
          const res = await browser.post(url, JSON.stringify(withLead) ?? 'null', headers);
          const seenKey = `${url} ${res.statusCode}`;
          seen.set(seenKey, (seen.get(seenKey) ?? 0) + 1);
          const bankDown =
            url === '/api/cards/apply' &&
            res.statusCode === 502 &&
            String(res.json.errors?.[0]) ===
              'The bank could not be reached. Your application is saved; please try again.';
          if (!bankDown) {
            expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          }
          if (res.statusCode >= 400) expect(Array.isArray(res.json?.errors), res.body).toBe(true);
        }),
        { numRuns },
      );
    }, 300_000);

    it('the lead status call never answers 5xx, by POST or PATCH', async () => {
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record(
          {
            lead_id: fc.oneof(fc.constant('SAME'), fc.uuid(), weirdString, number),
            lead_admin_status: fc.oneof(weirdString, number, fc.jsonValue()),
            utm: fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: [] },
        ),
      );
      const target = fc.oneof(fc.constant('SAME'), fc.uuid(), weirdString);
      await fc.assert(
        fc.asyncProperty(
          target,
          body,
          fc.constantFrom('POST', 'PATCH'),
          fc.oneof(fc.constant(undefined), fc.constantFrom('PATCH', 'GET', 'x')),
          async (id, payload, method, override) => {
            const path = id === 'SAME' ? leadId : id;
            const json = JSON.stringify(payload)?.replaceAll('"SAME"', `"${leadId}"`) ?? 'null';
            const res = await browser.request({
              method,
              url: `/api/lead/${encode(path)}/update-status`,
              payload: json,
              headers: {
                'content-type': 'application/json',
                ...(override ? { 'x-http-method-override': override } : {}),
              },
            });
            expect(res.statusCode, `${method} ${path} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { numRuns },
      );
    }, 300_000);

    it('card queries, pictures and SEO pages never answer 5xx', async () => {
      const segment = fc.oneof(
        weirdString.map(encode),
        fc.constantFrom('hdfc-millennia', 'amex-gold-charge.svg', '%E0%A4', '..', '%00'),
      );
      const request = fc.oneof(
        fc
          .dictionary(fc.constantFrom('slug', 'creditCardId'), weirdString, { maxKeys: 2 })
          .map((q) => `/api/amex?${new URLSearchParams(q).toString()}`),
        fc.constant('/api/instrument'),
        segment.map((s) => `/api/cards/image/${s}`),
        fc.tuple(segment, segment).map(([a, b]) => `/credit-card/${a}/${b}`),
        segment.map((s) => `/credit-cards/${s}`),
      );
      await fc.assert(
        fc.asyncProperty(request, async (url) => {
          const res = await browser.get(url);
          expect(res.statusCode, `${url.slice(0, 200)} ${res.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
        }),
        { numRuns },
      );
    }, 300_000);
  },
);
