import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../maintenance/periodicJob.js';
import type { SettleDeps } from './deps.js';
import { type ReconcileCounts, reconcilePayments } from './reconcile.js';

/** Minutes between reconciliation runs unless PAYMENTS_RECONCILE_MINUTES says otherwise. */
export const DEFAULT_RECONCILE_MINUTES = 5;

/**
 * Runs reconciliation when the app is ready and every `intervalMinutes` (`periodicJob`), like
 * the retention purge (maintenance/schedule.ts): runs never overlap in a process, a failure is
 * logged and the next run tries again, and closing the app waits for a run in progress.
 */
export function scheduleReconciliation(
  app: FastifyInstance,
  deps: SettleDeps,
  intervalMinutes: number = DEFAULT_RECONCILE_MINUTES,
): { run: () => Promise<ReconcileCounts | null> } {
  return periodicJob(app, 'payments reconciliation', intervalMinutes * 60_000, async () => {
    const counts = await reconcilePayments(deps);
    if (
      counts.asked > 0 ||
      counts.fulfilled > 0 ||
      counts.refundsRetried > 0 ||
      counts.refundsPolled > 0
    )
      app.log.info({ counts }, 'payments reconciled');
    return counts;
  });
}
