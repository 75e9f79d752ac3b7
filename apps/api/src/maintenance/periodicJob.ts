import type { FastifyInstance } from 'fastify';
import { safeError } from '../http/errorHandler.js';

export interface PeriodicJob<T> {
  /** Runs the job now (or joins the run in progress); never throws: null when it failed. */
  run: () => Promise<T | null>;
}

/**
 * Runs `job` once when the app is ready, then every `intervalMs` (the timer is unref'd, so it
 * never keeps the process alive), and stops when the app begins to close, waiting for a run in
 * progress so the database can be closed after. Runs never overlap within a process; a failure is logged
 * (`<name> failed`, type, code, first line; no query parameters), reported as null, and the
 * next run tries again. Register before the app is ready.
 */
export function periodicJob<T>(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<T>,
  onRun?: (result: T | null) => void,
): PeriodicJob<T> {
  let running: Promise<T | null> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const runOnce = async (): Promise<T | null> => {
    try {
      const result = await job();
      onRun?.(result);
      return result;
    } catch (error) {
      app.log.error({ error: safeError(error) }, `${name} failed`);
      onRun?.(null);
      return null;
    }
  };
  const run = (): Promise<T | null> => {
    if (closed) return Promise.resolve(null);
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };

  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  // No new run once closing begins (requests are still draining then); the database is
  // closed after onClose, so a run in progress is waited for there.
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return { run };
}
