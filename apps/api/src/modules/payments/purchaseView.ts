import { type GstSplit, gstSplit, paiseToRupees } from '@tara/core';
import type { PurchaseView } from '@tara/core/contract';
import type { OrderRow, PurchaseRow } from './data.js';
import type { RefundRow } from './refundData.js';
import { refundView } from './refundView.js';

export type { PurchaseView };

/**
 * The purchase as its status screen and receipt read it. `tax` is the GST in its price as its
 * purchasable tells it (an insurance cover's own rate, decision 075); the general 18 % when
 * none is told or it is not of this amount. `refunds`: the money given back for it (decision 081).
 */
export function purchaseView(
  purchase: PurchaseRow,
  order: OrderRow,
  tax?: GstSplit | null,
  refunds: readonly RefundRow[] = [],
): PurchaseView {
  const split =
    tax && tax.totalPaise === purchase.amountPaise ? tax : gstSplit(purchase.amountPaise);
  const failed = purchase.state === 'pending' && order.state === 'attempted';
  return {
    purchase_id: purchase.id,
    state: failed ? 'failed' : purchase.state,
    title: purchase.title,
    object_type: purchase.objectType,
    object_id: purchase.objectId,
    amount_paise: purchase.amountPaise,
    invoice_amount: paiseToRupees(purchase.amountPaise),
    gst: {
      base_paise: split.basePaise,
      gst_paise: split.gstPaise,
      rate_percent: split.ratePercent,
      exempt_paise: split.exemptPaise,
    },
    order_id: order.id,
    payment_id: purchase.paymentId ?? order.paymentId,
    paid_at: purchase.paidAt?.toISOString() ?? null,
    errors:
      purchase.fulfilmentErrors ?? (failed && order.failureReason ? [order.failureReason] : []),
    fulfilment: purchase.fulfilment,
    refunds: refunds.map(refundView),
  };
}
