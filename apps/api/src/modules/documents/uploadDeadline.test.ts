import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { docsJourney } from '../../test/docsJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { memoryStore } from '../../test/memoryStore.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

/** Sends `head` then `body` in `pieces` chunks `everyMs` apart; what came back, and when. */
function dripRequest(
  port: number,
  head: string,
  body: Buffer,
  pieces: number,
  everyMs: number,
): Promise<{ answer: string; heldMs: number }> {
  return new Promise((done) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const size = Math.ceil(body.length / pieces);
    const timer = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body.subarray(sent, sent + size));
      sent += size;
    }, everyMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (/\r\n\r\n/.test(answer)) socket.end();
    });
    socket.on('close', () => {
      clearInterval(timer);
      done({ answer, heldMs: Date.now() - started });
    });
    socket.on('error', () => {});
  });
}

describe.each(testDbKinds())('upload deadline on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [docsJourney],
      documentStore: memoryStore(),
      timeouts: { headersMs: 800, requestMs: 1_000, uploadMs: 4_000, checkIntervalMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const uploadHead = async () => {
    const owner = new Visitor(app);
    const res = await saveStep(owner, 'step1', { firstname: 'Asha' }, undefined, {}, 'test/docs');
    const leadId = res.json.lead_id as unknown as string;
    const boundary = 'drip';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      Buffer.alloc(1500, 32),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const head =
      `POST /api/documents?leadId=${leadId}&step=step2&field=bankStatement HTTP/1.1\r\n` +
      `Host: 127.0.0.1:${port}\r\nOrigin: https://app.example.in\r\n` +
      `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    return { head, body };
  };

  it('lets an upload take longer than other requests may (a 2G link)', async () => {
    const { head, body } = await uploadHead();
    const res = await dripRequest(port, head, body, 10, 250); // about 2.5 s
    expect(res.answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(res.heldMs).toBeGreaterThan(2_000);
  });

  it('still cuts off any other request that drips its body past requestMs', async () => {
    const body = Buffer.from(
      JSON.stringify({ journey: 'test/docs', step: 'step1', firstname: 'A'.repeat(200) }),
    );
    const head =
      'POST /api/lead/add/unverified HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const res = await dripRequest(port, head, body, 10, 250);
    expect(res.answer === '' || res.answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(res.heldMs).toBeLessThan(2_000);
  });

  it('cuts off an upload past uploadMs', async () => {
    const { head, body } = await uploadHead();
    const res = await dripRequest(port, head, body, 25, 250); // about 6 s
    expect(res.answer).not.toMatch(/^HTTP\/1\.1 200/);
    expect(res.heldMs).toBeLessThan(5_500);
  });
});
