import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { DEFAULT_BODY_LIMIT } from './serverLimits.js';

/**
 * A slow client: sends `head` then one byte of `drip` every `everyMs`; resolves with how long
 * the server let it hold the connection and what it answered (bounded by `giveUpMs`).
 */
function slowClient(
  port: number,
  head: string,
  drip: string,
  everyMs: number,
  giveUpMs: number,
): Promise<{ heldMs: number; answer: string; closed: boolean }> {
  return new Promise((done) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      done({ heldMs: Date.now() - started, answer, closed });
    };
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] as string);
    }, everyMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
  });
}

describe.each(testDbKinds())('server limits on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      timeouts: { headersMs: 800, requestMs: 1_500, keepAliveMs: 500, checkIntervalMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('cuts off a client that drips its headers', async () => {
    const res = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\n',
      'X-Slow: 1234567890',
      150,
      8_000,
    );
    expect(res.closed).toBe(true);
    expect(res.heldMs).toBeLessThan(3_000);
    expect(res.answer).not.toContain('200 OK');
  });

  it('cuts off a client that drips its body (408)', async () => {
    const head =
      'POST /api/lead/add/unverified HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{';
    const res = await slowClient(port, head, '"journey":"test/api"'.repeat(20), 150, 8_000);
    expect(res.closed).toBe(true);
    expect(res.heldMs).toBeLessThan(4_000);
    expect(res.answer === '' || res.answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes an idle keep-alive connection', async () => {
    const res = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      '',
      1_000,
      8_000,
    );
    expect(res.answer).toContain('HTTP/1.1 200 OK');
    expect(res.closed).toBe(true);
    expect(res.heldMs).toBeLessThan(3_000);
  });

  it('refuses a JSON body over the limit with 413 and a clear message', async () => {
    const big = { journey: 'test/api', step: 'step1', firstname: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    const res = await new Visitor(app).post('/api/user/get', big);
    expect(res.statusCode).toBe(413);
    expect(res.json).toEqual({ errors: ['Request body is too large'] });
  });
});
