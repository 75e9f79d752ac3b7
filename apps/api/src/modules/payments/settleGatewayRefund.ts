import type { GatewayRefund } from '../../partners/razorpay/types.js';
import type { RefundDeps } from './deps.js';
import { noteGatewayRefund, refundOfGateway, settleRefundOnce } from './refundData.js';

/** What a gateway refund's news did here: settled (once), nothing new, or not one of ours. */
export type RefundNews = 'settled' | 'unchanged' | 'unknown';

/**
 * A refund's later progress at the gateway (decision 093), from its webhook or a poll: the
 * gateway's `processed` or `failed` settles our `requested` refund once; a final state is never
 * moved again (a replayed, late or older event changes nothing), and `pending` only records the
 * gateway's id when our call's answer was lost. A refund of someone else's making (support's, at
 * the dashboard) or an auto-refund is not ours: acknowledged and left.
 */
export async function settleGatewayRefund(
  deps: RefundDeps,
  answer: Pick<GatewayRefund, 'id' | 'payment_id' | 'receipt'> & { status: string },
  source: 'webhook' | 'poll',
): Promise<RefundNews> {
  const row = await refundOfGateway(deps.db, {
    id: answer.id,
    paymentId: answer.payment_id,
    receipt: answer.receipt,
  });
  if (!row) {
    deps.log.info({ gatewayRefundId: answer.id, source }, 'refund news: not a refund of ours');
    return 'unknown';
  }
  if (row.gatewayRefundId && row.gatewayRefundId !== answer.id) {
    // Our receipt on a second gateway refund: the double refund decision 081 guards against.
    deps.log.error(
      { refundId: row.id, source },
      'refund news: another gateway refund, same receipt',
    );
    return 'unknown';
  }
  const now = deps.now();
  if (answer.status !== 'processed' && answer.status !== 'failed') {
    const noted = row.gatewayRefundId
      ? null
      : await noteGatewayRefund(deps.db, row.id, answer.id, now);
    return noted ? 'settled' : 'unchanged';
  }
  if (row.status !== 'requested') {
    if (row.status !== answer.status) {
      // A final state is final here: the other one is for support to look at, not to show.
      deps.log.warn(
        { refundId: row.id, status: row.status, told: answer.status, source },
        'refund news: a final refund told otherwise',
      );
    }
    return 'unchanged';
  }
  const settled = await settleRefundOnce(deps.db, row.id, {
    status: answer.status,
    gatewayRefundId: answer.id,
    updatedAt: now,
  });
  if (settled?.status === 'failed') {
    // Support sends the money back (decision 081); the buyer is told so by the refund's text.
    deps.log.warn({ refundId: row.id, source }, 'refund: the gateway failed it');
  }
  return settled ? 'settled' : 'unchanged';
}
