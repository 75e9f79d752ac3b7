import { gstSplit, paiseToRupees } from '@tara/core';
import type { PurchaseView } from '@tara/core/contract';
import type { OrderRow, PurchaseRow } from './data.js';

export type { PurchaseView };

export function purchaseView(purchase: PurchaseRow, order: OrderRow): PurchaseView {
  const split = gstSplit(purchase.amountPaise);
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
    },
    order_id: order.id,
    payment_id: purchase.paymentId ?? order.paymentId,
    paid_at: purchase.paidAt?.toISOString() ?? null,
    errors:
      purchase.fulfilmentErrors ?? (failed && order.failureReason ? [order.failureReason] : []),
    fulfilment: purchase.fulfilment,
  };
}
