import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { VISITOR_COOKIE } from '../../http/cookies.js';
import { insertTestLead } from '../../modules/calls/testLead.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { PartnerUnavailable } from '../partnerCall.js';
import { businessDocumentOf, karzaBusinessDocumentCall, karzaPanNameCall } from './karzaCalls.js';
import { SANDBOX_ADDRESS, sandboxKarza } from './sandbox.js';

// The Karza sandbox's documented tables (sandbox.ts, decision 021), the calls on it, and the
// routes at the spec's paths (02 §7).

const karza = sandboxKarza({ lateMs: 5 });
const PAN_DOWN = 'Something went wrong. Please try again in some time.';

describe('the Karza sandbox', () => {
  it('matches the name the register holds, whatever its case and spacing', async () => {
    expect(await karza.panName({ pan: 'ABCDE1234F', name: 'asha  verma' }, 1)).toEqual({
      outcome: 'matched',
      name: 'ASHA  VERMA',
    });
    expect(await karza.panName({ pan: 'ABCDM1234F', name: 'Ravi Kumar' }, 1)).toMatchObject({
      outcome: 'matched',
    });
  });

  it('holds RAVI KUMAR for a PAN whose 5th letter is M', async () => {
    expect(await karza.panName({ pan: 'ABCDM1234F', name: 'Asha Verma' }, 1)).toEqual({
      outcome: 'mismatch',
      name: 'RAVI KUMAR',
    });
  });

  it("answers 5xx for a last digit 9, with the spec's text (typo kept)", async () => {
    const failure = await karza.panName({ pan: 'ABCDE1239F', name: 'A B' }, 2).catch((e) => e);
    expect(failure).toBeInstanceOf(PartnerUnavailable);
    expect((failure as PartnerUnavailable).userMessage).toBe(PAN_DOWN);
  });

  it('decides a business document by its last character', async () => {
    const verified = { outcome: 'verified', address: SANDBOX_ADDRESS };
    expect(await karza.gstin('27ABCDE1234F1Z5', 1)).toMatchObject(verified);
    expect(await karza.fssai('10012345678900', 1)).toEqual({ outcome: 'rejected' });
    await expect(karza.udyam('UDYAM-MH-01-0000009', 3)).rejects.toBeInstanceOf(PartnerUnavailable);
    await expect(karza.shopEstablishment('SE/2024/18', 1)).rejects.toBeInstanceOf(
      PartnerUnavailable,
    );
    expect(await karza.shopEstablishment('SE/2024/18', 2)).toMatchObject(verified);
    expect(await karza.gstin('27ABCDE1234F1Z7', 1)).toMatchObject(verified);
  });
});

describe('the Karza calls', () => {
  const question = (answers: Record<string, string>) => ({
    leadId: 'lead',
    stepId: 'step15',
    answers,
    context: {},
    facts: {},
    userId: null,
  });

  it('checks the one business document given, in step15 order', () => {
    expect(businessDocumentOf({ gstin: '27abcde1234f1z5' })).toEqual({
      kind: 'gstin',
      id: '27ABCDE1234F1Z5',
    });
    expect(businessDocumentOf({ gstinId: '27ABCDE1234F1Z5', regNo: 'SE-1' })).toMatchObject({
      kind: 'shopEstablishment',
    });
    expect(() => businessDocumentOf({})).toThrow('needs one business document');
  });

  it('answers the business name and address of a verified document', async () => {
    const call = karzaBusinessDocumentCall(karza);
    const result = await call.run({ ...question({ fssaiId: '10012345678901' }), attempt: 1 });
    expect(result).toMatchObject({
      outcome: 'verified',
      facts: {
        documentKind: 'fssai',
        businessName: 'SANDBOX TRADERS (fssai)',
        businessAddress: SANDBOX_ADDRESS,
      },
    });
  });

  it('keeps the register name of a mismatch masked', async () => {
    const call = karzaPanNameCall(karza);
    const answers = { pancard: 'ABCDM1234F', fullName: 'Asha Verma' };
    const result = await call.run({ ...question(answers), attempt: 1 });
    expect(result).toMatchObject({ outcome: 'mismatch', facts: { nameOnPan: 'R*** K****' } });
    expect(JSON.stringify(result)).not.toContain('ABCDM1234F');
  });
});

describe.each(testDbKinds())('the Karza routes on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { partnerClients: { karza: sandboxKarza({ lateMs: 0 }) } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A browser with a visitor cookie (as after its first lead save). */
  const visitor = async () => {
    const { visitorToken } = await insertTestLead(database.db, TODAY);
    const browser = new Visitor(app);
    browser.cookies.set(VISITOR_COOKIE, visitorToken);
    return browser;
  };

  it('matches a PAN and name', async () => {
    const res = await (await visitor()).post('/api/karza/validate/pan-and-name', {
      pan: 'abcde1234f',
      name: 'Asha Verma',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ data: { results: { matched: true, name: 'ASHA VERMA' } } });
  });

  it("answers a mismatch with the spec's sentence", async () => {
    const res = await (await visitor()).post('/api/karza/validate/pan-and-name', {
      pan: 'ABCDM1234F',
      name: 'Asha Verma',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json).toEqual({ errors: ['The name associated with entered PAN is RAVI KUMAR'] });
  });

  it('answers 503 with the typo kept when Karza fails, and refuses a bad PAN', async () => {
    const browser = await visitor();
    const down = await browser.post('/api/karza/validate/pan-and-name', {
      pan: 'ABCDE1239F',
      name: 'Asha Verma',
    });
    expect(down.statusCode).toBe(503);
    expect(down.json).toEqual({ errors: [PAN_DOWN] });
    const bad = await browser.post('/api/karza/validate/pan-and-name', { pan: '123', name: 'A' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json.fields).toEqual({ pan: 'Please enter a valid PAN' });
  });

  it('checks each business document at its path', async () => {
    const browser = await visitor();
    const cases = [
      ['gstin', { gstinId: '27ABCDE1234F1Z5' }, true],
      ['fssai', { fssaiId: '10012345678900' }, false],
      ['shop-establishment', { regNo: 'SE/2024/11' }, true],
      ['udyam', { udyamRegNo: 'UDYAM-MH-01-0000001' }, true],
    ] as const;
    for (const [path, body, verified] of cases) {
      const res = await browser.post(`/api/karza/auth/${path}`, body);
      expect(res.statusCode, path).toBe(200);
      expect(res.json.data.results.verified, path).toBe(verified);
    }
    const missing = await browser.post('/api/karza/auth/gstin', { regNo: 'x' });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a browser without a visitor cookie, and counts each visitor', async () => {
    const stranger = new Visitor(app);
    const refused = await stranger.post('/api/karza/auth/gstin', { gstinId: '27ABCDE1234F1Z5' });
    expect(refused.statusCode).toBe(403);

    const browser = await visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await browser.post('/api/karza/auth/udyam', { udyamRegNo: `U-${i}1` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
