import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/types.js';
import { periodicJob } from './periodicJob.js';
import { type PurgeCounts, type PurgeOptions, purgeExpired } from './purge.js';

/** Minutes between purges unless PURGE_INTERVAL_MINUTES says otherwise. */
export const DEFAULT_PURGE_INTERVAL_MINUTES = 15;

export interface PurgeScheduleOptions extends PurgeOptions {
  /** Minutes between runs (15). */
  intervalMinutes?: number | undefined;
  /** The clock (the real one unless a test pins it). */
  now?: () => Date;
  /** Told the counts of every run (null: it failed), e.g. for /metrics. */
  onPurged?: (counts: PurgeCounts | null) => void;
}

export interface PurgeSchedule {
  /** Runs a purge now (or joins the one running); never throws: null when it failed. */
  run: () => Promise<PurgeCounts | null>;
}

/**
 * Purges once when the app is ready, then every `intervalMinutes` (the timer is unref'd, so it
 * never keeps the process alive), and stops when the app closes (waiting for a run in
 * progress, so the database can be closed after). Runs never overlap within a process; a
 * failure is logged (type, code, first line; no query parameters) and the next run tries again.
 * Only the counts are logged. Register before the app is ready (main.ts).
 */
export function schedulePurge(
  app: FastifyInstance,
  db: DbOrTx,
  options: PurgeScheduleOptions = {},
): PurgeSchedule {
  const { intervalMinutes, now = () => new Date(), onPurged, ...purgeOptions } = options;
  const intervalMs = (intervalMinutes ?? DEFAULT_PURGE_INTERVAL_MINUTES) * 60_000;
  return periodicJob(
    app,
    'retention purge',
    intervalMs,
    async () => {
      const purged = await purgeExpired(db, now(), purgeOptions);
      app.log.info({ purged }, 'retention purge');
      return purged;
    },
    onPurged,
  );
}
