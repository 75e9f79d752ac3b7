import { formatDate } from '../format/formatDate.js';

// What a buyer is told of a refund (decision 081): Razorpay's normal refunds reach the account
// paid from in 5 to 7 working days (razorpay.com/docs/payments/refunds, "Normal Refund").

/** Razorpay's stated time for a normal refund to reach the buyer, in working days. */
export const REFUND_WORKING_DAYS = { min: 5, max: 7 } as const;

export type RefundStatus = 'requested' | 'processed' | 'failed';

/**
 * The timeline of a refund started on `startedAt` in its status: when to expect the money, or,
 * when the gateway refused it, that support sends it back by hand.
 */
export function refundTimeline(status: RefundStatus, startedAt: Date | string): string {
  const { min, max } = REFUND_WORKING_DAYS;
  const on = formatDate(startedAt);
  if (status === 'failed') {
    return `We could not start your refund on ${on}. Our support team will send the money back to you.`;
  }
  const when = `${min} to ${max} working days`;
  return status === 'processed'
    ? `Refund started on ${on}. It reaches the account or card you paid from in ${when}.`
    : `Refund requested on ${on}. It reaches the account or card you paid from in ${when} once the payment gateway starts it.`;
}

/** The next step if the money does not arrive, naming the support mailbox. */
export function refundNextStep(supportEmail: string): string {
  return `If it has not reached you after ${REFUND_WORKING_DAYS.max} working days, write to ${supportEmail} with the refund reference.`;
}
