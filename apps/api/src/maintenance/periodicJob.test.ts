import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logging.js';
import { periodicJob } from './periodicJob.js';

function quietApp(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return Fastify({ logger: loggerOptions({ level: 'info', stream }) });
}

describe('periodicJob', () => {
  it('joins a run in progress instead of starting a second, and reports each result', async () => {
    const lines: string[] = [];
    const app = quietApp(lines);
    let starts = 0;
    let release: () => void = () => {};
    const seen: (number | null)[] = [];
    const job = periodicJob(
      app,
      'test job',
      60_000,
      async () => {
        starts += 1;
        await new Promise<void>((done) => {
          release = done;
        });
        return starts;
      },
      (result) => seen.push(result),
    );
    const first = job.run();
    const second = job.run();
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(starts).toBe(1);
    expect(seen).toEqual([1]);
    await app.close();
  });

  it('logs a failure under its name, answers null, and runs nothing once the app is closed', async () => {
    const lines: string[] = [];
    const app = quietApp(lines);
    let calls = 0;
    const job = periodicJob(app, 'test job', 60_000, async () => {
      calls += 1;
      throw new Error('boom');
    });
    expect(await job.run()).toBeNull();
    expect(lines.join('')).toContain('test job failed');
    await app.close();
    expect(await job.run()).toBeNull();
    expect(calls).toBe(1);
  });
});
