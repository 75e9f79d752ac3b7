import { formatDate, formatPaise, refundTimeline } from '@tara/core';
import type { RefundView } from '@tara/core/contract';
import type { RefundRow } from './refundData.js';

export type { RefundView };

/** A refund as the buyer sees it (decision 081): reference, amount, status and timeline. */
export function refundView(row: RefundRow): RefundView {
  return {
    refund_id: row.id,
    reference: row.gatewayRefundId,
    status: row.status,
    amount_paise: row.amountPaise,
    amount: formatPaise(row.amountPaise),
    payment_id: row.paymentId,
    purchase_id: row.purchaseId,
    reason: row.reason,
    started_on: formatDate(row.createdAt),
    timeline: refundTimeline(row.status, row.createdAt),
  };
}
