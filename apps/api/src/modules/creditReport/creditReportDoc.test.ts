import type { FastifyInstance, InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxBureau } from '../../partners/bureau/sandbox.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// POST (and GET) /credit-report/doc: the user's own latest report as a PDF (decision 038).

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('the credit report as a PDF on $kind', ({ open }) => {
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

  /** The raw answer (the PDF's bytes), with the browser's cookies. */
  const raw = (browser: Visitor, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        ...options.headers,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });

  async function signedIn(options: { admin?: boolean; firstName?: string } = {}) {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile, options);
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    return { browser, mobile, user };
  }

  it("prints the user's own report: score, factors, accounts last-four only, no PAN or mobile", async () => {
    const { browser, mobile } = await signedIn({ firstName: 'Meera' });
    const pan = 'ABCDE1233F';
    const pulled = await browser.post('/api/credit-report/self-pull', {
      firstName: 'Meera',
      lastName: 'Verma',
      mobile,
      pan,
      consent: true,
    });
    expect(pulled.statusCode).toBe(200);
    const report = pulled.json.results.report_json as unknown as {
      score: number;
      reportId: string;
      accounts: { accountLast4: string; lender: string }[];
    };
    const res = await raw(browser, {
      method: 'POST',
      url: '/api/credit-report/doc',
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="credit-report-2025-06-15.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Name Meera Verma');
    expect(text).toContain(`Report number ${report.reportId}`);
    expect(text).toContain('Report date 15/06/2025');
    expect(text).toContain(`${report.score} out of 900`);
    expect(text).toContain('What moves your score');
    expect(text).toContain('Payment history');
    const first = report.accounts[0];
    expect(first).toBeDefined();
    expect(text).toContain(`ending ${first?.accountLast4}`);
    expect(text).toMatch(/₹\d{1,2}(,\d\d)*,\d{3}/);
    expect(text).not.toContain(pan);
    expect(text).not.toContain(mobile);

    // The GET link gives the same document.
    const linked = await raw(browser, { method: 'GET', url: '/api/credit-report/doc' });
    expect(linked.statusCode).toBe(200);
    expect(await pdfText(linked.rawPayload)).toBe(text);
  });

  it('is for its user alone (and staff); without a report it points to the self-pull', async () => {
    const owner = await signedIn();
    await owner.browser.post('/api/credit-report/self-pull', {
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: owner.mobile,
      pan: 'ABCDE1234F',
      consent: true,
    });
    expect((await new Visitor(app).post('/api/credit-report/doc', {})).statusCode).toBe(401);
    const other = await signedIn();
    const theirs = await other.browser.post('/api/credit-report/doc', { userId: owner.user.id });
    expect(theirs.statusCode).toBe(403);
    const byLink = await other.browser.get(`/api/credit-report/doc?userId=${owner.user.id}`);
    expect(byLink.statusCode).toBe(403);
    const none = await other.browser.post('/api/credit-report/doc', {});
    expect(none.statusCode).toBe(404);
    expect(none.json.metadata).toEqual({ next_action: 8, next_path: '/credit-report/self-pull' });
    const staff = await signedIn({ admin: true });
    const read = await raw(staff.browser, {
      method: 'POST',
      url: '/api/credit-report/doc',
      payload: { userId: owner.user.id },
    });
    expect(read.statusCode).toBe(200);
    expect(await pdfText(read.rawPayload)).toContain('Name Asha Verma');
  });
});
