import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app.js';
import type { Database } from '../../db/types.js';
import { docsJourney } from '../../test/docsJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// Slow anonymous uploads (issue 20, item 11): the caller and the lead are checked before a
// byte of the body is read, one IP holds only so many uploads at once, and a body that
// trickles is cut long before the upload deadline.

const BOUNDARY = 'gate';

/** An upload's body: one PDF of `size` bytes in the field "file". */
function uploadBody(size = 1_500): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    ),
    Buffer.alloc(size, 32),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A request on its own connection, its body sent when the test says; the answer, as text. */
function rawRequest(port: number, head: string) {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  const answered = new Promise<{ answer: string; at: number }>((done) => {
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (end >= 0 && text.length >= end + 4 + length) done({ answer: text, at: Date.now() });
    });
    socket.on('close', () => done({ answer: text, at: Date.now() }));
  });
  const closed = new Promise<void>((done) => socket.on('close', () => done()));
  socket.on('error', () => {});
  socket.write(head);
  return {
    answered,
    closed,
    /** What came back so far (empty while the server holds the request). */
    sofar: () => text,
    send: (bytes: Buffer) => {
      if (!socket.destroyed) socket.write(bytes);
    },
    end: () => socket.destroy(),
  };
}

const statusOf = (answer: string) => Number(answer.slice(9, 12));
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe.each(testDbKinds())('the upload gate on $kind', ({ open }) => {
  let database: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const listening = async (options: Partial<AppOptions>) => {
    const app = await testApp(database, {
      journeys: [docsJourney],
      documentStore: memoryStore(),
      ...options,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /** The head of an upload by `browser` (cookies; none: an anonymous caller) for a lead. */
    const head = (browser: Visitor | null, leadId: string, length: number, query?: string) => {
      const cookie = browser ? [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
      const target = query ?? `leadId=${leadId}&step=step2&field=bankStatement`;
      return (
        `POST /api/documents?${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: https://app.example.in\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`
      );
    };
    const ownLead = async () => {
      const owner = new Visitor(app);
      const res = await saveStep(owner, 'step1', { firstname: 'Asha' }, undefined, {}, 'test/docs');
      return { owner, leadId: res.json.lead_id as unknown as string };
    };
    return { app, port, head, ownLead };
  };

  it("answers an upload to someone else's lead, or by nobody, before reading its body", async () => {
    const { app, port, head, ownLead } = await listening({ timeouts: { uploadMs: 30_000 } });
    const { leadId } = await ownLead();
    const stranger = new Visitor(app);
    await saveStep(stranger, 'step1', { firstname: 'Ravi' }, undefined, {}, 'test/docs');
    const body = uploadBody();
    for (const [who, browser] of [
      ['a stranger', stranger],
      ['nobody', null],
    ] as const) {
      const started = Date.now();
      // Only the head: the client holds the whole body back.
      const req = rawRequest(port, head(browser, leadId, body.length));
      const { answer, at } = await req.answered;
      expect(statusOf(answer), who).toBe(404);
      expect(bodyOf(answer), who).toEqual({ errors: ['Lead not found'] });
      expect(at - started, who).toBeLessThan(5_000);
      // And the server lets go of the connection rather than wait for the body.
      await req.closed;
    }
    // A target that is not there is refused the same way: a 422 before the body.
    const req = rawRequest(port, head(null, leadId, body.length, `leadId=${leadId}&step=step2`));
    const { answer } = await req.answered;
    expect(statusOf(answer)).toBe(422);
    expect(bodyOf(answer)).toMatchObject({ fields: { field: 'Required' } });
    req.end();
  });

  it('refuses a third upload at once from one IP with a 429 and a clear message', async () => {
    const { port, head, ownLead } = await listening({
      timeouts: { uploadMs: 30_000 },
      // Slow is fine here: only the number at once is tested.
      uploadLimits: { perIpAtOnce: 2, minBytesPerSecond: 1, rateWindowMs: 30_000 },
    });
    const { owner, leadId } = await ownLead();
    const body = uploadBody();
    // Two uploads under way, each holding the rest of its body.
    const hold = () => {
      const req = rawRequest(port, head(owner, leadId, body.length));
      req.send(body.subarray(0, 200));
      return req;
    };
    const held = [hold(), hold()];
    // A third, whole: refused once the two have taken their places. Until then it may pass,
    // and a held one that came in after it may be the one refused: it is sent again.
    let third = '';
    const seen: string[] = []; // what each try got, and when: to tell a failure apart
    const started = Date.now();
    for (const deadline = started + 30_000; Date.now() < deadline; ) {
      for (const [i, req] of held.entries()) {
        if (req.sofar() === '') continue;
        req.end();
        held[i] = hold();
      }
      const req = rawRequest(port, head(owner, leadId, body.length));
      req.send(body);
      third = (await req.answered).answer;
      seen.push(`${statusOf(third)} at ${Date.now() - started} ms`);
      req.end();
      if (statusOf(third) !== 200) break;
    }
    const heldSoFar = held.map((h) => JSON.stringify(h.sofar().slice(0, 200)));
    expect(
      statusOf(third),
      `answers to the third: ${seen.slice(0, 5).join(', ')} … (${seen.length} tries); the two held: ${heldSoFar}`,
    ).toBe(429);
    expect(bodyOf(third)).toEqual({
      errors: [
        'Too many uploads at once from your network. Please wait for one to finish and try again',
      ],
    });
    expect(held.map((h) => h.sofar())).toEqual(['', '']);
    // One finishes; then another may start.
    held[0]?.send(body.subarray(200));
    expect(statusOf((await held[0]?.answered)?.answer ?? '')).toBe(200);
    const next = rawRequest(port, head(owner, leadId, body.length));
    next.send(body);
    expect(statusOf((await next.answered).answer)).toBe(200);
    for (const req of [...held, next]) req.end();
  });

  it('cuts a body that trickles below the minimum rate long before the upload deadline', async () => {
    const { port, head, ownLead } = await listening({
      timeouts: { uploadMs: 60_000 },
      uploadLimits: { minBytesPerSecond: 1_000, rateWindowMs: 500 },
    });
    const { owner, leadId } = await ownLead();
    const body = uploadBody();
    const started = Date.now();
    const req = rawRequest(port, head(owner, leadId, body.length));
    // 10 bytes every 100 ms: 100 bytes a second, a tenth of the minimum.
    let sent = 0;
    const drip = setInterval(() => {
      req.send(body.subarray(sent, sent + 10));
      sent += 10;
    }, 100);
    const { answer, at } = await req.answered;
    clearInterval(drip);
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({
      errors: ['The upload was too slow and was stopped. Please try again on a better connection'],
    });
    expect(at - started).toBeLessThan(5_000);
    await req.closed;
  });

  it('takes an upload sent at a fair rate', async () => {
    const { port, head, ownLead } = await listening({
      timeouts: { uploadMs: 60_000 },
      uploadLimits: { minBytesPerSecond: 1_000, rateWindowMs: 500 },
    });
    const { owner, leadId } = await ownLead();
    const body = uploadBody();
    const req = rawRequest(port, head(owner, leadId, body.length));
    // 200 bytes every 100 ms: 2,000 bytes a second, twice the minimum, for about a second.
    let sent = 0;
    const drip = setInterval(() => {
      req.send(body.subarray(sent, sent + 200));
      sent += 200;
    }, 100);
    const { answer } = await req.answered;
    clearInterval(drip);
    expect(statusOf(answer), answer).toBe(200);
    req.end();
  });
});
