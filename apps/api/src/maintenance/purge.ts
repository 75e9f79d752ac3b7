import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DbOrTx } from '../db/types.js';
import type { AuthLimits } from '../modules/auth/policy.js';
import type { DocumentStore } from '../storage/documentStore.js';
import {
  abandonedLeadDocuments,
  deleteAbandonedAnonymousLeads,
  deleteDeadOtps,
  deleteDocumentRows,
  deleteEndedRateWindows,
  deleteEndedSessions,
  deleteOldCreditReports,
  deleteOldIdempotencyKeys,
  deleteOldSandboxSms,
} from './data.js';
import { DEFAULT_BATCH_SIZE, DEFAULT_MAX_BATCHES, retentionCutoffs } from './policy.js';

/** Rows deleted by one run, per table. */
// A type, not an interface: the metrics read it as rows by table (a record).
export type PurgeCounts = {
  otps: number;
  sessions: number;
  rateLimits: number;
  idempotencyKeys: number;
  smsOutbox: number;
  anonymousLeads: number;
  creditReports: number;
  /** Uploaded documents of purged leads (bytes and rows); only when a store is given. */
  documents?: number;
};

export interface PurgeOptions {
  /** The auth limits the app runs with (session idle time, rate windows); defaults. */
  limits?: AuthLimits;
  /** Rows per delete statement (500). */
  batchSize?: number;
  /** Delete statements per table per run (200); what is left waits for the next run. */
  maxBatches?: number;
  /**
   * Where uploaded documents live: the documents of leads being purged are deleted from it,
   * then their rows. Without it, leads that have documents are kept.
   */
  documentStore?: DocumentStore | undefined;
}

/**
 * Deletes every row past retention at `now` (decision 012): dead OTPs and sessions 24 h after
 * they stopped working, rate-limit rows whose window ended, idempotency keys past their
 * lifetime, sandbox SMS older than 24 h, and anonymous leads that never reached a contact step
 * 30 days after their last save (decision 018), with their uploaded documents (decision 023),
 * and credit reports 90 days after the pull (decision 035). Each table is emptied in bounded batches, each its
 * own short statement, so no long lock is held, and the event loop is let go between batches
 * (requests go on during a long run, on PGlite too); a run of another process at the same time
 * deletes other rows or nothing. Returns how many rows this run deleted per table.
 */
export async function purgeExpired(
  db: DbOrTx,
  now: Date,
  options: PurgeOptions = {},
): Promise<PurgeCounts> {
  const cut = retentionCutoffs(now, options.limits);
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const max = options.maxBatches ?? DEFAULT_MAX_BATCHES;
  const drain = async (deleteBatch: (limit: number) => Promise<number>): Promise<number> => {
    let total = 0;
    for (let i = 0; i < max; i++) {
      const deleted = await deleteBatch(size);
      total += deleted;
      if (deleted < size) break;
      // PGlite answers without leaving the microtask queue: let requests in between batches.
      await yieldToEventLoop();
    }
    return total;
  };
  const store = options.documentStore;
  // Bytes first, then rows: a run that fails half-way leaves rows pointing at nothing (deleted
  // again next run), never bytes of a purged lead that no row names.
  const documents = store
    ? await drain(async (n) => {
        const found = await abandonedLeadDocuments(db, cut.anonymousLeadSavedBefore, n);
        for (const d of found) await store.delete(d.storageKey);
        await deleteDocumentRows(
          db,
          found.map((d) => d.id),
        );
        return found.length;
      })
    : undefined;
  return {
    otps: await drain((n) => deleteDeadOtps(db, cut.otpDeadBefore, n)),
    sessions: await drain((n) =>
      deleteEndedSessions(
        db,
        { endedBefore: cut.sessionEndedBefore, idleBefore: cut.sessionIdleBefore },
        n,
      ),
    ),
    rateLimits: await drain((n) => deleteEndedRateWindows(db, cut.rateWindowStartedBefore, n)),
    idempotencyKeys: await drain((n) =>
      deleteOldIdempotencyKeys(db, cut.idempotencyCreatedBefore, n),
    ),
    smsOutbox: await drain((n) => deleteOldSandboxSms(db, cut.smsCreatedBefore, n)),
    anonymousLeads: await drain((n) =>
      deleteAbandonedAnonymousLeads(db, cut.anonymousLeadSavedBefore, n),
    ),
    creditReports: await drain((n) => deleteOldCreditReports(db, cut.creditReportPulledBefore, n)),
    ...(documents === undefined ? {} : { documents }),
  };
}
