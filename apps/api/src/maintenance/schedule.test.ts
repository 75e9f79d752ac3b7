import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { smsOutbox } from '../db/schema.js';
import type { Database, Db } from '../db/types.js';
import { loggerOptions } from '../http/logging.js';
import { freshMobile, HOUR } from '../test/auth.js';
import { TODAY } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import type { PurgeCounts } from './purge.js';
import { schedulePurge } from './schedule.js';

const NOW = TODAY;
type LogLine = { level: number; msg: string; [key: string]: unknown };

/** A bare app whose log lines are kept, with the API's logger settings (redaction). */
function appWithLog(): { app: FastifyInstance; lines: LogLine[]; raw: string[] } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ level: 'info', stream }) });
  app.get('/ping', async () => ({ ok: true }));
  return { app, lines, raw };
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 10));
  }
}

const purgeLines = (lines: LogLine[]) => lines.filter((l) => l.msg === 'retention purge');

describe.each(testDbKinds())('purge schedule on $kind', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('purges once as soon as the app is ready, logging only the counts', async () => {
    const mobile = freshMobile();
    await database.db.insert(smsOutbox).values({
      mobile,
      text: '481516 is your OTP',
      createdAt: new Date(NOW.getTime() - 48 * HOUR),
    });
    const { app, lines, raw } = appWithLog();
    schedulePurge(app, database.db, { now: () => NOW }); // every 15 min: only the start-up run
    await app.ready();
    await until(() => purgeLines(lines).length >= 1);
    expect(purgeLines(lines)).toHaveLength(1);
    const [line] = purgeLines(lines);
    expect(line?.purged).toEqual({
      otps: 0,
      sessions: 0,
      rateLimits: 0,
      idempotencyKeys: 0,
      smsOutbox: 1,
      anonymousLeads: 0,
      creditReports: 0,
    });
    const keys = Object.keys(line ?? {}).filter(
      (k) => !['level', 'time', 'pid', 'hostname'].includes(k),
    );
    expect(keys).toEqual(['purged', 'msg']);
    expect(raw.join('')).not.toContain(mobile);
    expect(raw.join('')).not.toContain('481516');
    await app.close();
  });

  it('then purges on an unref’d interval, which close clears', async () => {
    const { app, lines } = appWithLog();
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    // 0.002 min = 120 ms (the environment only allows whole minutes).
    schedulePurge(app, database.db, { now: () => NOW, intervalMinutes: 0.002 });
    await app.ready();
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy.mock.calls[0]?.[1]).toBe(120);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await until(() => purgeLines(lines).length >= 3);
    await app.close();
    expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
    const runs = purgeLines(lines).length;
    await new Promise((done) => setTimeout(done, 400));
    expect(purgeLines(lines).length).toBe(runs);
  });

  it('logs a failed run without its query parameters, never throws, and the next run works', async () => {
    let failures = 1;
    const flaky = new Proxy(database.db, {
      get(target, property) {
        if (property === 'delete' && failures > 0) {
          failures -= 1;
          return () => {
            throw new Error('Failed query: delete from "otps"\nparams: 9876543210');
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Db;
    const { app, lines, raw } = appWithLog();
    const told: (PurgeCounts | null)[] = [];
    const schedule = schedulePurge(app, flaky, { now: () => NOW, onPurged: (c) => told.push(c) });
    await app.ready();
    await until(() => lines.some((l) => l.msg === 'retention purge failed'));
    const failed = lines.find((l) => l.msg === 'retention purge failed');
    expect(failed?.level).toBe(50);
    expect(failed?.error).toMatchObject({
      type: 'Error',
      message: 'Failed query: delete from "otps"',
    });
    expect(raw.join('')).not.toContain('9876543210');
    // The request path is untouched.
    expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    // A run called directly resolves null rather than throwing; the next run works again.
    failures = 1;
    expect(await schedule.run()).toBeNull();
    expect(purgeLines(lines)).toEqual([]);
    expect(await schedule.run()).toMatchObject({ otps: 0 });
    expect(purgeLines(lines)).toHaveLength(1);
    // Every run is told to onPurged (/metrics): the two failures as null, then the counts.
    expect(told).toEqual([null, null, expect.objectContaining({ otps: 0 })]);
    await app.close();
  });

  it('waits on close for a run in progress, and runs no more after', async () => {
    const { app, lines } = appWithLog();
    // One row per statement: a run of 150 statements is still going when close is called.
    const schedule = schedulePurge(app, database.db, { now: () => NOW, batchSize: 1 });
    await app.ready();
    await until(() => purgeLines(lines).length === 1); // the start-up run is over
    const texts = Array.from({ length: 150 }, (_, i) => `slow:${i}`);
    const sentAt = new Date(NOW.getTime() - 48 * HOUR);
    await database.db
      .insert(smsOutbox)
      .values(texts.map((text) => ({ mobile: freshMobile(), text, createdAt: sentAt })));
    let purged: PurgeCounts | null = null;
    void schedule.run().then((counts) => {
      purged = counts;
    });
    await app.close();
    expect(purged).toMatchObject({ smsOutbox: 150 });
    expect(await schedule.run()).toBeNull();
  });
});

describe('PURGE_INTERVAL_MINUTES', () => {
  it('is read as whole minutes from 1 to 1440; unset leaves the schedule its default', () => {
    expect(loadConfig({}).purgeIntervalMinutes).toBeUndefined();
    expect(loadConfig({ PURGE_INTERVAL_MINUTES: '5' }).purgeIntervalMinutes).toBe(5);
    for (const bad of ['0', '-1', '1.5', 'soon', '1441']) {
      expect(() => loadConfig({ PURGE_INTERVAL_MINUTES: bad })).toThrow(/PURGE_INTERVAL_MINUTES/);
    }
  });
});
