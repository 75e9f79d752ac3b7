import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxBureau } from '../../partners/bureau/sandbox.js';
import { freshMobile, lastOtp, logIn, makeUser, otherCode } from '../../test/auth.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { CardCatalog } from '../cards/catalog.js';

// The credit-report calls (decision 035) against the sandbox bureau (its PAN table: 034).

const person = { firstName: 'Asha', lastName: 'Verma', consent: true };

describe.each(testDbKinds())('credit report self-pull on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      partnerClients: { bureau: sandboxBureau({ now: () => TODAY }) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A logged-in browser of a new user. */
  async function signedIn(options: { admin?: boolean } = {}) {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile, options);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    const pull = (body: object) =>
      browser.post('/api/credit-report/self-pull', { ...person, mobile, ...body });
    return { browser, mobile, user, pull };
  }

  it('needs a session', async () => {
    const res = await new Visitor(app).post('/api/credit-report/self-pull', {
      ...person,
      mobile: freshMobile(),
      pan: 'ABCDE1234F',
    });
    expect(res.statusCode).toBe(401);
    expect((await new Visitor(app).post('/api/credit-report/fetch', {})).statusCode).toBe(401);
  });

  it('refuses without consent, without a PAN, and with a malformed PAN', async () => {
    const { pull } = await signedIn();
    const noConsent = await pull({ consent: false, pan: 'ABCDE1234F' });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json.fields).toHaveProperty('consent');
    const noPan = await pull({});
    expect(noPan.statusCode).toBe(400);
    expect(noPan.json.errors).toEqual(['pancard not found from formData']);
    const badPan = await pull({ pan: 'ABCDE12345' });
    expect(badPan.statusCode).toBe(422);
    expect(badPan.json.fields).toHaveProperty('pan');
  });

  it("pulls the user's report and keeps it for /credit-report/fetch, for that user alone", async () => {
    const owner = await signedIn();
    const res = await owner.pull({ pan: 'abcde1234f' });
    expect(res.statusCode).toBe(200);
    expect(res.json.metadata).toEqual({ next_action: 1 });
    expect(res.json.results.message).toBe('We have successfully pulled your credit report');
    const report = res.json.results.report_json;
    expect(report.score).toBeGreaterThanOrEqual(750);
    expect(report.generatedOn).toBe('2025-06-15');
    expect(JSON.stringify(report)).not.toContain('ABCDE1234F');
    const fetched = await owner.browser.post('/api/credit-report/fetch', { maskedDelivery: true });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json.results.report_json).toEqual(report);

    const other = await signedIn();
    const theirs = await other.browser.post('/api/credit-report/fetch', {});
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json.metadata).toEqual({ next_action: 8, next_path: '/credit-report/self-pull' });
    const byId = await other.browser.post('/api/credit-report', { userId: owner.user.id });
    expect(byId.statusCode).toBe(403);
    const staff = await signedIn({ admin: true });
    const read = await staff.browser.post('/api/credit-report', { userId: owner.user.id });
    expect(read.statusCode).toBe(200);
    expect(read.json.results.report_json).toEqual(report);
  });

  it('asks for step-3 details when the bureau finds no file, then for every field', async () => {
    const { pull } = await signedIn();
    const first = await pull({ pan: 'NOCRP1234A' });
    expect(first.statusCode).toBe(404);
    expect(first.json.errors).toEqual(['We were unable to pull your credit report']);
    expect(first.json.metadata).toMatchObject({ next_action: 8, next_path: '/self-pull/step-3' });
    expect(first.json.metadata.stgOneHitId).toMatch(/^STG1-/);
    const withDetails = await pull({ pan: 'NOCRP1234A', pincode: '400001', dob: '1990-05-15' });
    expect(withDetails.json.metadata).toMatchObject({ next_action: 9 });
  });

  it('walks the masked-mobile path: edit the mobile, verify it by OTP, pull', async () => {
    const { browser, pull } = await signedIn();
    const pan = 'ABCDE1236F';
    const mismatch = await pull({ pan });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json.metadata).toMatchObject({
      next_action: 5,
      masked_mobiles_message: 'Your credit report is linked to XXXXXX5521',
    });
    expect(mismatch.json.errors).toEqual(['Your credit report is linked to XXXXXX5521']);
    const onFile = '9812365521';
    const unverified = await pull({ pan, mobile: onFile });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json.metadata).toEqual({ next_action: 3 });
    const sent = await browser.post('/api/user/otp', { mobile: onFile, type: 5 });
    expect(sent.statusCode).toBe(200);
    const code = await lastOtp(app, onFile);
    const verify = '/api/user/profile/credit-reports/self-pull/verify';
    const wrong = await browser.post(verify, { mobile: onFile, otp: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect((await pull({ pan, mobile: onFile })).statusCode).toBe(403);
    const right = await browser.post(verify, { mobile: onFile, otp: code });
    expect(right.statusCode).toBe(200);
    expect((await pull({ pan, mobile: onFile })).statusCode).toBe(200);
  });

  it('asks to fix the name or PAN, with mobile and e-mail locked, when the file is in another name (4)', async () => {
    const { pull } = await signedIn();
    const res = await pull({ pan: 'ABCDE1231F' });
    expect(res.statusCode).toBe(409);
    expect(res.json.errors).toEqual([
      'The name or PAN you entered does not match your credit file. Please check them and try again',
    ]);
    expect(res.json.metadata).toEqual({
      next_action: 4,
      stgOneHitId: expect.stringMatching(/^STG1-/),
    });
    expect((await pull({ pan: 'ABCDE1234F' })).statusCode).toBe(200);
  });

  it('asks for the e-mail on file (6), then pulls with it', async () => {
    const { pull } = await signedIn();
    const pan = 'ABCDE1237F';
    const other = await pull({ pan, email: 'asha@example.com' });
    expect(other.statusCode).toBe(409);
    expect(other.json.errors).toEqual(['Your credit report is linked to bu*********@example.com']);
    expect(other.json.metadata).toEqual({
      next_action: 6,
      stgOneHitId: expect.stringMatching(/^STG1-/),
    });
    expect((await pull({ pan, email: 'bureau.1237@example.com' })).statusCode).toBe(200);
  });

  it('asks for both the mobile and the e-mail on file (7); the new mobile needs its OTP', async () => {
    const { browser, pull } = await signedIn();
    const pan = 'ABCDE1238F';
    const email = 'bureau.1238@example.com';
    const both = await pull({ pan, email });
    expect(both.statusCode).toBe(409);
    const text = 'Your credit report is linked to XXXXXX5521 and bu*********@example.com';
    expect(both.json.metadata).toMatchObject({ next_action: 7, masked_mobiles_message: text });
    const onFile = '9812385521';
    expect((await pull({ pan, email, mobile: onFile })).json.metadata).toEqual({ next_action: 3 });
    await browser.post('/api/user/otp', { mobile: onFile, type: 5 });
    const verify = '/api/user/profile/credit-reports/self-pull/verify';
    await browser.post(verify, { mobile: onFile, otp: await lastOtp(app, onFile) });
    expect((await pull({ pan, email, mobile: onFile })).statusCode).toBe(200);
  });

  it("binds the mobile's code to the user who asked for it", async () => {
    const asker = await signedIn();
    const mobile = freshMobile();
    await asker.browser.post('/api/user/otp', { mobile, type: 5 });
    const code = await lastOtp(app, mobile);
    const thief = await signedIn();
    const stolen = await thief.browser.post('/api/user/profile/credit-reports/self-pull/verify', {
      mobile,
      otp: code,
    });
    expect(stolen.statusCode).toBe(422);
    expect((await new Visitor(app).post('/api/user/otp', { mobile, type: 5 })).statusCode).toBe(
      401,
    );
  });

  it('confirms a stage-two pull with both stage ids', async () => {
    const { browser, pull } = await signedIn();
    const first = await pull({ pan: 'ABCDE1235F' });
    expect(first.statusCode).toBe(409);
    const { stgOneHitId, stgTwoHitId, next_action } = first.json.metadata;
    expect(next_action).toBe(2);
    const auth = '/api/credit-report/experian/masked/auth';
    const missing = await browser.post(auth, { stageOneId: stgOneHitId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors).toEqual(['Credit report state missing']);
    const done = await browser.post(auth, { stageOneId: stgOneHitId, stageTwoId: stgTwoHitId });
    expect(done.statusCode).toBe(200);
    expect(done.json.results.report_json.score).toBeGreaterThan(300);
  });

  it("says something went wrong when the bureau can't answer", async () => {
    const { pull } = await signedIn();
    const res = await pull({ pan: 'ABCDE1239F' });
    expect(res.statusCode).toBe(502);
    expect(res.json.errors).toEqual(['Something went wrong. Please try again later!']);
  });

  it("caps a user's pulls a day, and not another user's", async () => {
    const { pull } = await signedIn();
    for (let i = 0; i < 3; i++) expect((await pull({ pan: 'ABCDE1234F' })).statusCode).toBe(200);
    const fourth = await pull({ pan: 'ABCDE1234F' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json.errors).toEqual([
      'You can fetch your credit report 3 times a day. Please try again tomorrow',
    ]);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signedIn();
    expect((await other.pull({ pan: 'ABCDE1234F' })).statusCode).toBe(200);
  });

  it("recommends cards for the score of the user's latest report", async () => {
    const { browser, pull } = await signedIn();
    const before = await browser.post('/api/user/profile/recommended', {});
    expect(before.statusCode).toBe(200);
    expect(before.json.data).toEqual({
      results: [],
      metadata: { score: null, credit_history: null },
    });
    await pull({ pan: 'ABCDE1234F' });
    const good = await browser.post('/api/user/profile/recommended', {});
    expect(good.json.data.metadata.credit_history).toBe('outstanding');
    const cards = good.json.data.results as unknown as { url: string; name: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    for (const card of cards) expect(card.url).toMatch(/^\/credit-card\//);
    const poor = await signedIn();
    await poor.pull({ pan: 'ABCDE1233F' });
    const few = await poor.browser.post('/api/user/profile/recommended', {});
    const level = few.json.data.metadata.credit_history as unknown as string;
    expect(['average', 'excellent']).toContain(level);
    // Every card named takes this level: none asks for a better history than the report's.
    const catalog = await new CardCatalog(database.db).get();
    const order = ['noCredit', 'average', 'excellent', 'outstanding'];
    for (const card of few.json.data.results as unknown as { id: number }[]) {
      const min = catalog.byId.get(card.id)?.view.eligibility.minCreditHistory ?? 'noCredit';
      expect(order.indexOf(min), `card ${card.id}`).toBeLessThanOrEqual(order.indexOf(level));
    }
  });

  it('records the consent, lets it serve later pulls, and a withdrawal stops pulls and erases the reports', async () => {
    const { browser, pull } = await signedIn();
    expect((await pull({ pan: 'ABCDE1234F' })).statusCode).toBe(200);
    const listed = await browser.get('/api/user/consents');
    const consent = (listed.json.data.results as unknown as Record<string, unknown>[]).find(
      (c) => c.purpose === 'credit-report',
    );
    expect(consent).toMatchObject({ lead_id: null, version: '2026-11-24', withdrawn_at: null });
    // Given once, it serves the next pull without the box.
    const again = await pull({ pan: 'ABCDE1234F', consent: undefined });
    expect(again.statusCode, again.body).toBe(200);
    const withdrawn = await browser.post(`/api/user/consents/${consent?.id}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect((await browser.post('/api/credit-report/fetch', {})).statusCode).toBe(404);
    const refused = await pull({ pan: 'ABCDE1234F', consent: undefined });
    expect(refused.statusCode).toBe(422);
    expect(refused.json.fields).toHaveProperty('consent');
  });

  it('stops a stage-two confirmation when the consent was withdrawn after stage one', async () => {
    const { browser, pull } = await signedIn();
    const first = await pull({ pan: 'ABCDE1235F' });
    const { stgOneHitId, stgTwoHitId } = first.json.metadata;
    const listed = await browser.get('/api/user/consents');
    const [consent] = listed.json.data.results as unknown as { id: string }[];
    await browser.post(`/api/user/consents/${consent?.id}/withdraw`, {});
    const auth = await browser.post('/api/credit-report/experian/masked/auth', {
      stageOneId: stgOneHitId,
      stageTwoId: stgTwoHitId,
    });
    expect(auth.statusCode).toBe(422);
  });
});
