import { formatDate } from '../format/formatDate.js';

// What a buyer is told of a refund (decisions 081, 093), in one place for the payment pages,
// the account list and the API: Razorpay's normal refunds reach the account paid from in 5 to 7
// working days (razorpay.com/docs/payments/refunds, "Normal Refund").

/** Razorpay's stated time for a normal refund to reach the buyer, in working days. */
export const REFUND_WORKING_DAYS = { min: 5, max: 7 } as const;

export type RefundStatus = 'requested' | 'processed' | 'failed';

const WHEN = `${REFUND_WORKING_DAYS.min} to ${REFUND_WORKING_DAYS.max} working days`;
const REACHES = `it reaches the account or card you paid from in ${WHEN}`;
/** What happens after a refund the gateway refused or failed: support acts (decision 081). */
const SUPPORT_ACTS = 'our support team will contact you to send the money back';
const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/** A refund's status in words: `label` heads it, `summary` follows its amount in a list. */
export interface RefundStatusWords {
  label: string;
  summary: string;
}

const WORDS: Record<RefundStatus, RefundStatusWords> = {
  requested: { label: 'Refund requested', summary: 'requested' },
  processed: { label: 'Refund started', summary: `started: ${REACHES}` },
  failed: { label: 'Refund failed', summary: `failed: ${SUPPORT_ACTS}` },
};

const isRefundStatus = (status: string): status is RefundStatus => Object.hasOwn(WORDS, status);

/** A refund's status (as the API gives it) in the buyer's words; an unknown one as it is. */
export function refundStatusText(status: string): RefundStatusWords {
  return isRefundStatus(status) ? WORDS[status] : { label: status, summary: status };
}

/**
 * The timeline of a refund started on `startedAt` in its status: when to expect the money, or,
 * when the gateway refused or failed it, that support sends it back.
 */
export function refundTimeline(status: RefundStatus, startedAt: Date | string): string {
  const on = formatDate(startedAt);
  if (status === 'failed') {
    return `We could not complete your refund requested on ${on}. ${sentence(SUPPORT_ACTS)}`;
  }
  return status === 'processed'
    ? `Refund started on ${on}. It reaches the account or card you paid from in ${WHEN}.`
    : `Refund requested on ${on}. It reaches the account or card you paid from in ${WHEN} once the payment gateway starts it.`;
}

/** The next step if the money does not arrive, naming the support mailbox. */
export function refundNextStep(supportEmail: string): string {
  return `If it has not reached you after ${REFUND_WORKING_DAYS.max} working days, write to ${supportEmail} with the refund reference.`;
}
