import { httpError } from '../../http/errors.js';
import type { UserRow } from '../users/data.js';
import { recordOfflinePay, userWarrantyWithPurchase } from './data.js';
import type { WarrantyView } from './warrantyView.js';
import { warrantyView } from './warrantyView.js';

export const WARRANTY_NOT_FOUND = 'We could not find this warranty.';
export const NOT_PAID_YET = 'This warranty is not paid for yet.';
export const OTHER_TRANSACTION = 'This payment is not the one that paid for this warranty.';

/**
 * POST /ew/pay/offline (EW-04, decision 044): records the payment that paid an active
 * warranty of the session's user. The body's userId is never used to decide whose warranty
 * it is. Anything that is not a fulfilled ew purchase of this user paid by this transaction
 * is a 400 with errors (the status screen shows them as information, EW-06). Recording the
 * same transaction again changes nothing and answers the same.
 */
export async function recordWarrantyPayment(
  deps: { db: Parameters<typeof recordOfflinePay>[0]; now: () => Date },
  user: UserRow,
  body: { ewId: string; transactionId: string },
): Promise<WarrantyView> {
  const found = await userWarrantyWithPurchase(deps.db, user.id, body.ewId);
  if (!found) throw httpError(400, WARRANTY_NOT_FOUND);
  const { warranty } = found;
  if (warranty.state !== 'active' || found.purchaseState !== 'fulfilled') {
    throw httpError(400, NOT_PAID_YET);
  }
  if (found.paymentId !== body.transactionId) throw httpError(400, OTHER_TRANSACTION);
  if (warranty.offlineTransactionId === null) {
    await recordOfflinePay(deps.db, warranty.id, body.transactionId, deps.now());
  }
  const after = await userWarrantyWithPurchase(deps.db, user.id, body.ewId);
  return warrantyView(after?.warranty ?? warranty, found.paymentId);
}
