import { randomUUID } from 'node:crypto';
import { safeError } from '../../http/errorHandler.js';
import { GatewayError, type GatewayRefund } from '../../partners/razorpay/types.js';
import { findPurchase } from './data.js';
import type { RefundDeps } from './deps.js';
import { claimRefund, findRefund, type RefundRow, settleRefund } from './refundData.js';

/** What to give back, and why. */
export interface RefundAsk {
  purchaseId: string;
  /** What the money is given back for (`purchase`, `policy:<id>`): one refund per payment and subject. */
  subject: string;
  /** Shown to the buyer (the insurer's refusal, …). */
  reason: string;
  /** Default: the whole purchase. */
  amountPaise?: number;
  /** Another payment than the one that paid the purchase (a second payment), and its order. */
  payment?: { id: string; orderId: string; amountPaise: number };
  leadId?: string | null;
}

const STATUS: Record<GatewayRefund['status'], RefundRow['status']> = {
  pending: 'requested',
  processed: 'processed',
  failed: 'failed',
};

/**
 * Starts a refund exactly once (decision 081): the row is claimed first (its payment and subject
 * are unique), and only the caller that inserted it asks the gateway; a retried or concurrent
 * trigger answers the refund already there. A gateway that cannot be reached (or any error)
 * lets the claim go for reconciliation (`retryRefunds`); a refusal (400) marks it failed.
 */
export async function refundOnce(deps: RefundDeps, ask: RefundAsk): Promise<RefundRow | null> {
  const purchase = await findPurchase(deps.db, ask.purchaseId);
  const payment =
    ask.payment ??
    (purchase?.paymentId && purchase.paidOrderId
      ? { id: purchase.paymentId, orderId: purchase.paidOrderId, amountPaise: purchase.amountPaise }
      : null);
  if (!purchase || !payment) {
    deps.log.warn({ purchaseId: ask.purchaseId }, 'refund: no captured payment to refund');
    return null;
  }
  const now = deps.now();
  const claimed = await claimRefund(deps.db, {
    id: randomUUID(),
    userId: purchase.userId,
    purchaseId: purchase.id,
    orderId: payment.orderId,
    paymentId: payment.id,
    leadId: ask.leadId ?? null,
    subject: ask.subject,
    gateway: deps.gateway.mode,
    amountPaise: Math.min(ask.amountPaise ?? payment.amountPaise, payment.amountPaise),
    currency: purchase.currency,
    reason: ask.reason.slice(0, 300),
    status: 'requested',
    attemptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!claimed) return findRefund(deps.db, payment.id, ask.subject);
  return callGateway(deps, claimed, false);
}

/**
 * Asks the gateway for a claimed refund. `lookFirst` (a retry): a refund the gateway already
 * made with our receipt (an answer lost on the way back) is taken instead of asking again.
 */
export async function callGateway(
  deps: RefundDeps,
  row: RefundRow,
  lookFirst: boolean,
): Promise<RefundRow | null> {
  try {
    const made = lookFirst
      ? (await deps.gateway.fetchRefunds(row.paymentId)).find((r) => r.receipt === row.id)
      : undefined;
    const answer =
      made ??
      (await deps.gateway.refundPayment(row.paymentId, {
        amountPaise: row.amountPaise,
        receipt: row.id,
        notes: { purchase_id: row.purchaseId, refund_id: row.id },
      }));
    return settleRefund(deps.db, row.id, {
      status: STATUS[answer.status],
      gatewayRefundId: answer.id,
      failure: null,
      attemptedAt: null,
      updatedAt: deps.now(),
    });
  } catch (error) {
    const refused = error instanceof GatewayError && error.status === 400;
    deps.log.warn({ refundId: row.id, error: safeError(error), refused }, 'refund: gateway call');
    return settleRefund(deps.db, row.id, {
      ...(refused ? { status: 'failed' as const } : {}),
      failure: error instanceof Error ? error.message.slice(0, 300) : 'refund failed',
      attemptedAt: null,
      updatedAt: deps.now(),
    });
  }
}
