import { journeys, retiredJourneys } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { docsJourney } from '../../test/docsJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { documentOfLead } from './data.js';
import { largestFileBytes } from './routes.js';

const ORIGIN = 'https://app.example.in';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 7), Buffer.from('%%EOF')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

/** A multipart body as a browser's FormData sends it. */
function form(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; bytes: Buffer }[],
) {
  const boundary = '----tara-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDbKinds())('documents on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const store = memoryStore();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [docsJourney], documentStore: store });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newLead = async (browser: Visitor): Promise<string> => {
    const res = await saveStep(browser, 'step1', { firstname: 'Asha' }, undefined, {}, 'test/docs');
    expect(res.statusCode, res.body).toBe(200);
    return res.json.lead_id as unknown as string;
  };

  /** The upload's URL: where it goes is in the query string (checked before the body). */
  const uploadUrl = (target: Record<string, string>) =>
    `/api/documents?${new URLSearchParams(target)}`;

  const upload = (
    browser: Visitor,
    target: Record<string, string>,
    file: { filename: string; type: string; bytes: Buffer } | null,
    headers: Record<string, string> = { origin: ORIGIN },
  ) => {
    const body = form({}, file ? [{ name: 'file', ...file }] : []);
    return browser.request({
      method: 'POST',
      url: uploadUrl(target),
      payload: body.payload,
      headers: { 'content-type': body.type, ...headers },
    });
  };

  /** A GET with the browser's cookies, read as bytes. */
  const rawGet = (browser: Visitor, url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  const pdf = { filename: 'statement.pdf', type: 'application/pdf', bytes: PDF };

  it('keeps a PDF for a PDF field, and its owner reads it back byte for byte', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const res = await upload(owner, { leadId, step: 'step2', field: 'bankStatement' }, pdf);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json.data.results;
    expect(results).toMatchObject({ mime: 'application/pdf', size: PDF.length, documentType: 12 });
    const id = results.id as unknown as string;

    const read = await rawGet(owner, `/api/documents/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toMatch(
      /^attachment; filename="document-.*\.pdf"$/,
    );
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(read.rawPayload)).toEqual(PDF);

    expect(await documentOfLead(database.db, leadId, id, 12)).not.toBeNull();
    expect(await documentOfLead(database.db, leadId, id, 23)).toBeNull();
    const otherLead = await newLead(new Visitor(app));
    expect(await documentOfLead(database.db, otherLead, id, 12)).toBeNull();
  });

  it('lets a step save only its own lead’s upload of the field’s type as the answer', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const up = await upload(owner, { leadId, step: 'step2', field: 'bankStatement' }, pdf);
    const id = up.json.data.results.id as unknown as string;
    const stranger = new Visitor(app);
    const theirLead = await newLead(stranger);
    const theirs = await upload(
      stranger,
      { leadId: theirLead, step: 'step2', field: 'bankStatement' },
      pdf,
    );
    const theirId = theirs.json.data.results.id as unknown as string;

    const save = (documentId: string) =>
      saveStep(owner, 'step2', { bankStatement: documentId }, leadId, {}, 'test/docs');
    for (const wrong of [theirId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await save(wrong);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json.fields).toEqual({ bankStatement: 'Please upload the document again' });
    }
    const saved = await save(id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json.data.results.answers.bankStatement).toBe(id);
  });

  it('refuses a PNG renamed .pdf and declared application/pdf for a PDF-only field', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const before = store.size();
    const res = await upload(
      owner,
      { leadId, step: 'step2', field: 'bankStatement' },
      { filename: 'statement.pdf', type: 'application/pdf', bytes: PNG },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual(['Please upload a PDF file']);
    expect(store.size()).toBe(before);
  });

  it('takes a PNG for a JPEG-or-PNG field, and says so when given a PDF', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const fields = { leadId, step: 'step3', field: 'shopPic' };
    const ok = await upload(owner, fields, {
      filename: 'a.bin',
      type: 'application/octet-stream',
      bytes: PNG,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json.data.results).toMatchObject({ mime: 'image/png', documentType: 23 });
    const bad = await upload(owner, fields, { ...pdf, type: 'image/png' });
    expect(bad.json.errors).toEqual(['Please upload a JPG or PNG file']);
  });

  it("refuses a file over the field's maxBytes with 413 and a clear message", async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2100, 1)]);
    const res = await upload(
      owner,
      { leadId, step: 'step2', field: 'bankStatement' },
      {
        ...pdf,
        bytes: big,
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json.errors).toEqual(['This file is too large. Please upload a file of up to 2 KB']);
  });

  it('refuses a second file, a missing file, an unknown field and a JSON body', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const fields = { leadId, step: 'step2', field: 'bankStatement' };
    const two = form({}, [
      { name: 'file', ...pdf },
      { name: 'file', ...pdf },
    ]);
    const res = await owner.request({
      method: 'POST',
      url: uploadUrl(fields),
      payload: two.payload,
      headers: { 'content-type': two.type, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual(['Send one file, in the field "file"']);
    expect((await upload(owner, fields, null)).json.errors).toEqual(['file: Required']);
    const wrongField = await upload(owner, { ...fields, field: 'firstname' }, pdf);
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json.errors).toEqual(['This step has no such file field']);
    const json = await owner.post(uploadUrl(fields), fields, { origin: ORIGIN });
    expect(json.statusCode).toBe(415);
  });

  it('takes where the upload goes from the query string only, not from the form', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const fields = { leadId, step: 'step2', field: 'bankStatement' };
    const inForm = form(fields, [{ name: 'file', ...pdf }]);
    const res = await owner.request({
      method: 'POST',
      url: uploadUrl(fields),
      payload: inForm.payload,
      headers: { 'content-type': inForm.type, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual([
      'Send only the file; leadId, step and field go in the query string',
    ]);
    const noTarget = await owner.request({
      method: 'POST',
      url: '/api/documents',
      payload: inForm.payload,
      headers: { 'content-type': inForm.type, origin: ORIGIN },
    });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json.fields).toEqual({
      leadId: 'Required',
      step: 'Required',
      field: 'Required',
    });
  });

  it('needs an allowed Origin for a multipart upload', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const fields = { leadId, step: 'step2', field: 'bankStatement' };
    const none = await upload(owner, fields, pdf, {});
    expect(none.statusCode).toBe(403);
    expect(none.json.errors).toEqual(['Origin required']);
    const foreign = await upload(owner, fields, pdf, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // Elsewhere multipart is still refused, as any body that is not JSON.
    const body = form({ journey: 'test/docs' }, []);
    const lead = await owner.request({
      method: 'POST',
      url: '/api/lead/add/unverified',
      payload: body.payload,
      headers: { 'content-type': body.type, origin: ORIGIN },
    });
    expect(lead.statusCode).toBe(415);
  });

  it('answers malformed forms with a 4xx, never a 500', async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const target = { leadId, step: 'step2', field: 'bankStatement' };
    const good = form({}, [{ name: 'file', ...pdf }]);
    const cases: [string, Buffer][] = [
      ['multipart/form-data', good.payload], // no boundary
      [good.type, good.payload.subarray(0, good.payload.length - 40)], // cut short
      [good.type, Buffer.from('garbage without any boundary')],
      ['multipart/form-data; boundary=other', good.payload],
      [good.type, Buffer.alloc(0)],
    ];
    for (const [type, payload] of cases) {
      const res = await owner.request({
        method: 'POST',
        url: uploadUrl(target),
        payload,
        headers: { 'content-type': type, origin: ORIGIN },
      });
      expect(res.statusCode, `${type} ${payload.length}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload.length}: ${res.body}`).toBeLessThan(500);
    }
  });

  it("answers 404 to someone else's lead and document, and lets staff read", async () => {
    const owner = new Visitor(app);
    const leadId = await newLead(owner);
    const res = await upload(owner, { leadId, step: 'step2', field: 'bankStatement' }, pdf);
    const id = res.json.data.results.id as unknown as string;

    const stranger = new Visitor(app);
    await newLead(stranger);
    const read = await stranger.get(`/api/documents/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json.errors).toEqual(['Document not found']);
    expect((await stranger.get('/api/documents/not-a-uuid')).statusCode).toBe(404);
    const theirs = await upload(stranger, { leadId, step: 'step2', field: 'bankStatement' }, pdf);
    expect(theirs.statusCode).toBe(404);

    const loggedIn = new Visitor(app);
    const mobile = freshMobile();
    await makeUser(database, mobile);
    await logIn(app, loggedIn, mobile);
    expect((await loggedIn.get(`/api/documents/${id}`)).statusCode).toBe(404);

    const staff = new Visitor(app);
    const staffMobile = freshMobile();
    await makeUser(database, staffMobile, { admin: true });
    await logIn(app, staff, staffMobile);
    const staffRead = await rawGet(staff, `/api/documents/${id}`);
    expect(staffRead.statusCode).toBe(200);
    expect(Buffer.from(staffRead.rawPayload)).toEqual(PDF);
  });
});

describe('largestFileBytes', () => {
  it("is the upload limit: the business loan's bank statement, 10 MB, among today's journeys", () => {
    expect(largestFileBytes([...journeys, ...retiredJourneys])).toBe(10 * 1024 * 1024);
    expect(largestFileBytes([docsJourney])).toBe(2048);
  });
});
