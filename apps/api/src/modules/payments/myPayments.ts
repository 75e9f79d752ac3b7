import { formatPaise } from '@tara/core';
import type { MyPayment } from '@tara/core/contract';
import type { PaymentsDeps } from './deps.js';
import { paidPurchasesOf, refundsOfPurchases } from './refundData.js';
import { refundView } from './refundView.js';

/** At most this many payments are listed (newest first). */
export const MY_PAYMENTS_LIMIT = 100;

/**
 * The user's payments for the account page (decision 081): every purchase that took money,
 * with its receipt and the refunds of it. Only the user's own.
 */
export async function myPayments(deps: PaymentsDeps, userId: string): Promise<MyPayment[]> {
  const paid = await paidPurchasesOf(deps.db, userId, MY_PAYMENTS_LIMIT);
  const refunds = await refundsOfPurchases(
    deps.db,
    paid.map((p) => p.id),
  );
  return paid.map((p) => ({
    purchase_id: p.id,
    title: p.title,
    object_type: p.objectType,
    object_id: p.objectId,
    state: p.state === 'fulfilled' ? 'fulfilled' : 'paid',
    amount_paise: p.amountPaise,
    amount: formatPaise(p.amountPaise),
    order_id: p.paidOrderId,
    payment_id: p.paymentId,
    paid_at: p.paidAt?.toISOString() ?? null,
    receipt_path: p.paymentId ? `/api/payments/${p.paymentId}/receipt` : null,
    refunds: refunds.filter((r) => r.purchaseId === p.id && r.userId === userId).map(refundView),
  }));
}
