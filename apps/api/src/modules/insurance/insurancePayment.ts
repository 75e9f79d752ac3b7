import type { DbOrTx } from '../../db/types.js';
import { findPurchase } from '../payments/data.js';
import { refundsOfPurchases } from '../payments/refundData.js';
import { type RefundView, refundView } from '../payments/refundView.js';

/**
 * The payment of a policy's or combo's purchase and the refunds of it (decision 081), for the
 * page that says the payment is safe: its reference and the refund's.
 */
export async function insurancePayment(
  db: DbOrTx,
  purchaseId: string | null | undefined,
): Promise<{ payment_id: string | null; refunds: RefundView[] }> {
  if (!purchaseId) return { payment_id: null, refunds: [] };
  const purchase = await findPurchase(db, purchaseId);
  const refunds = await refundsOfPurchases(db, [purchaseId]);
  return { payment_id: purchase?.paymentId ?? null, refunds: refunds.map(refundView) };
}
