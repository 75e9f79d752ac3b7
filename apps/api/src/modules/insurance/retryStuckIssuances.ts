import type { InsuranceProduct } from '@tara/core';
import { combosByIds, reclaimStale, staleIssuing } from './comboData.js';
import { type IssueDeps, issueClaimedPolicy } from './issueClaimedPolicy.js';

/**
 * How long a policy may stay 'issuing' before it is deemed stuck: a live process settles its
 * claim within the insurer call's timeout, far below this.
 */
export const STUCK_ISSUANCE_MINUTES = 10;

export interface RetryCounts {
  stale: number;
  retried: number;
}

/**
 * A policy (single or a combo's part) left 'issuing' by a process that died after its claim
 * (decision 048's open end, decision 055): after the stale period it is re-claimed — only the
 * caller that moves the claim time from the one it read wins — and issued once more. The
 * insurer's number is a digest of the lead and plan (its own retry key), so an insurer that had
 * already issued before the crash answers the same policy.
 */
export async function retryStuckIssuances(
  deps: IssueDeps,
  staleMinutes: number = STUCK_ISSUANCE_MINUTES,
): Promise<RetryCounts> {
  const now = deps.now();
  const stale = await staleIssuing(deps.db, new Date(now.getTime() - staleMinutes * 60_000));
  const combos = await combosByIds(deps.db, [
    ...new Set(stale.flatMap((p) => (p.comboId ? [p.comboId] : []))),
  ]);
  let retried = 0;
  for (const policy of stale) {
    const claimed = await reclaimStale(deps.db, policy, now);
    if (!claimed) continue;
    const combo = combos.find((c) => c.id === claimed.comboId);
    await issueClaimedPolicy(deps, claimed, (combo?.combo ?? claimed.product) as InsuranceProduct);
    retried += 1;
  }
  return { stale: stale.length, retried };
}
