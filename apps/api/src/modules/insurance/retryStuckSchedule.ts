import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../maintenance/periodicJob.js';
import type { InsuranceDeps } from './deps.js';
import { refundFailedPolicies } from './refundFailedPolicies.js';
import { type RetryCounts, retryStuckIssuances } from './retryStuckIssuances.js';

/**
 * Retries stuck issuances, and refunds failed policies left without a refund (decision 081),
 * with the payments' reconciliation clock (`periodicJob`: runs never
 * overlap in a process, a failure is logged and the next run tries again).
 */
export function scheduleStuckIssuanceRetry(
  app: FastifyInstance,
  deps: InsuranceDeps,
  intervalMinutes: number,
): { run: () => Promise<RetryCounts | null> } {
  return periodicJob(app, 'stuck insurance issuances', intervalMinutes * 60_000, async () => {
    const counts = await retryStuckIssuances(deps);
    if (counts.stale > 0) app.log.info({ counts }, 'stuck insurance issuances retried');
    const refunded = await refundFailedPolicies(deps);
    if (refunded > 0) app.log.info({ refunded }, 'failed policies refunded');
    return counts;
  });
}
