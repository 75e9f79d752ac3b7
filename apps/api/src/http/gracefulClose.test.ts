import { Agent, request } from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { periodicJob } from '../maintenance/periodicJob.js';
import { registerGracefulClose } from './gracefulClose.js';
import { loggerOptions } from './logging.js';
import { DEFAULT_TIMEOUTS, serverLimits } from './serverLimits.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {});
});

/** An app as buildApp makes one, with a route that takes `ms` and says when it finished. */
async function slowApp(
  graceMs: number,
  lines: string[] = [],
  setup: (app: FastifyInstance) => void = () => {},
) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions({ level: 'warn', stream }),
    ...serverLimits(DEFAULT_TIMEOUTS),
  });
  registerGracefulClose(app, { graceMs });
  const finished: string[] = [];
  app.post<{ Querystring: { ms: string; id: string } }>('/slow', async (req) => {
    await new Promise((done) => setTimeout(done, Number(req.query.ms)));
    finished.push(req.query.id);
    return { id: req.query.id };
  });
  setup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, finished, lines };
}

/** A POST that resolves with its status and Connection header, or null when none came. */
function post(
  port: number,
  path: string,
  options: { agent?: Agent; abortAfterMs?: number } = {},
): Promise<{ status: number; connection: string | undefined } | null> {
  return new Promise((done) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path, agent: options.agent ?? false },
      (res) => {
        res.resume();
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', () => done(null));
    req.end();
    if (options.abortAfterMs !== undefined) setTimeout(() => req.destroy(), options.abortAfterMs);
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('registerGracefulClose', () => {
  it('waits for a handler whose client went away before closing (the database is closed after)', async () => {
    const { app, port, finished } = await slowApp(5_000);
    const gone = post(port, '/slow?ms=400&id=abandoned', { abortAfterMs: 50 });
    await sleep(150);
    expect(await gone).toBeNull();
    await app.close();
    // Only now may the caller close the database: the handler is done with it.
    expect(finished).toEqual(['abandoned']);
  });

  it('serves a request that arrives on a kept-alive connection while closing, and closes that connection', async () => {
    const { app, port } = await slowApp(5_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await post(port, '/slow?ms=1&id=warm', { agent })).toMatchObject({ status: 200 });
    const inFlight = post(port, '/slow?ms=300&id=first', { agent });
    await sleep(50);
    const closed = app.close();
    const next = post(port, '/slow?ms=1&id=next', { agent });
    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    const after = await next;
    // Either it was sent on the old connection and served, or it found the server gone.
    if (after) expect(after.status).toBe(200);
    await closed;
    agent.destroy();
  });

  it('cuts whatever is left when the grace period is over, and says so', async () => {
    const lines: string[] = [];
    const { app, port, finished } = await slowApp(300, lines);
    const stuck = post(port, '/slow?ms=3000&id=stuck');
    await sleep(50);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBeNull();
    expect(finished).toEqual([]);
    expect(lines.join('')).toContain('shutdown grace period over: 1 request(s) still running');
  });

  it('starts no periodic run once closing has begun, while it drains', async () => {
    let runs = 0;
    const { app, port } = await slowApp(5_000, [], (a) => {
      periodicJob(a, 'test job', 40, async () => {
        runs += 1;
        return runs;
      });
    });
    const inFlight = post(port, '/slow?ms=400&id=draining');
    await sleep(50);
    const closing = app.close();
    const atClose = runs;
    expect(await inFlight).toMatchObject({ status: 200 });
    await closing;
    expect(runs).toBe(atClose);
  });
});
