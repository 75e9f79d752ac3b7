import type { ComboProduct } from '@tara/core';
import { claimPart, comboOfPurchase, partsOfCombo } from './comboData.js';
import type { InsuranceDeps } from './deps.js';
import { issueClaimedPolicy } from './issueClaimedPolicy.js';

/**
 * After a combo's verified payment (callback, webhook or reconciliation, each telling
 * `onFulfilled`): each part is claimed paid → issuing on its own row, so each insurer is asked
 * once however many tellings arrive, and issued or failed as a single policy is (decision
 * 055). A purchase that is not a combo's finds nothing.
 */
export async function issuePaidCombo(deps: InsuranceDeps, purchaseId: string): Promise<void> {
  const combo = await comboOfPurchase(deps.db, purchaseId);
  if (combo?.state !== 'paid') return;
  for (const part of await partsOfCombo(deps.db, combo)) {
    const claimed = await claimPart(deps.db, part.id, deps.now());
    if (claimed) await issueClaimedPolicy(deps, claimed, combo.combo as ComboProduct);
  }
}
