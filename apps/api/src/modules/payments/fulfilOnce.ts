import { safeError } from '../../http/errorHandler.js';
import { claimFulfilment, PURCHASE_REFUND, saveFulfilment, saveFulfilmentErrors } from './data.js';
import type { SettleDeps } from './deps.js';
import { FulfilmentRefused } from './purchasable.js';
import { refundOnce } from './refundOnce.js';

export type FulfilResult = 'fulfilled' | 'already' | 'refused' | 'failed';

/**
 * Fulfils a paid purchase exactly once (decision 041): one transaction claims it (paid →
 * fulfilled, under the row's lock) and runs its type's handler; a second caller finds it no
 * longer paid and does nothing. A handler that throws rolls the claim back: the purchase stays
 * paid and reconciliation tries again (a refusal's messages are kept for the status screen).
 */
export async function fulfilOnce(deps: SettleDeps, purchaseId: string): Promise<FulfilResult> {
  try {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const purchase = await claimFulfilment(tx, purchaseId, now);
      if (!purchase) return false;
      const handler = deps.purchasables.get(purchase.objectType);
      if (!handler) throw new FulfilmentRefused(['This purchase cannot be delivered yet.'], false);
      await saveFulfilment(tx, purchase.id, await handler.fulfil(tx, purchase, now));
      return true;
    });
    const result = done ? 'fulfilled' : 'already';
    await tellFulfilled(deps, purchaseId);
    return result;
  } catch (error) {
    if (error instanceof FulfilmentRefused) {
      await saveFulfilmentErrors(deps.db, purchaseId, error.errors);
      if (error.final) await refundRefused(deps, purchaseId, error.errors);
      return 'refused';
    }
    deps.log.error({ purchaseId, error: safeError(error) }, 'fulfilment failed');
    return 'failed';
  }
}

/** The onFulfilled hook; its failure is logged, never the payment's (the next settle retries). */
async function tellFulfilled(deps: SettleDeps, purchaseId: string): Promise<void> {
  if (!deps.onFulfilled) return;
  try {
    await deps.onFulfilled(purchaseId);
  } catch (error) {
    deps.log.error({ purchaseId, error: safeError(error) }, 'after-fulfilment hook failed');
  }
}

/** A refused purchase's payment goes back (decision 081); its failure is logged, retried later. */
async function refundRefused(deps: SettleDeps, purchaseId: string, errors: string[]) {
  try {
    await refundOnce(deps, {
      purchaseId,
      subject: PURCHASE_REFUND,
      reason: errors.join(' ') || 'This purchase could not be delivered.',
    });
  } catch (error) {
    deps.log.error({ purchaseId, error: safeError(error) }, 'refund of a refused purchase');
  }
}
