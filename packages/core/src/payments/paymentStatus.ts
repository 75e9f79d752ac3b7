import { formatPaise } from './paise.js';

// The payment-status screen's rules (spec 03 §2 and §4, inventory PS-01..PS-12), pure so the
// browser and its tests read the same ones.

/** Payment gateways a purchase may name as preferred (`issuanceResp.preferred_pg`). */
export const PREFERRED_PG = {
  /** Razorpay (spec: `pg 1`). */
  razorpay: 1,
  /** Paid with coins: no gateway, so no payment id to check. OPEN in the spec (decision 041). */
  coins: 2,
} as const;

/** A gateway payment id has at least this many characters (Razorpay's `pay_` + 14). */
export const MIN_PAYMENT_ID_LENGTH = 12;

/** The app version from which the home message opens the insurance tab (PS-07, PS-08). */
export const HOME_TAB_FROM_APP_VERSION = 71;

export const PAYMENT_STATUS_TEXT = {
  loading: 'Processing your application...',
  failedHeading: 'Payment Failed',
  failedBody:
    "In case your money is deducted from your bank account/wallet, don't worry we will check back",
  failure: 'We were unable to complete payment',
  tryAgain: 'TRY AGAIN',
  somethingWrong: 'Something went wrong, please try later!',
} as const;

export interface PaymentStatusQuery {
  /** Query `payment`; `fail` means the gateway said so. */
  payment: string | null;
  /** Query `p`: the gateway's payment id. */
  p: string | null;
  /** `issuanceResp.preferred_pg` when the purchase named one. */
  preferredPg?: number | null;
}

export type PaymentStatusCheck =
  /** Go on and ask the server about the payment (`paymentId` null: a coins purchase). */
  | { kind: 'check'; paymentId: string | null }
  /** Show the payment-failed view; `retry` false when there was no payment id at all (PS-05). */
  | { kind: 'failed'; retry: boolean };

/**
 * PS-04..PS-06: `payment=fail`, a missing id or one shorter than 12 characters is a failure; a
 * missing id gives no retry; a coins purchase skips the id check.
 */
export function paymentStatusCheck(query: PaymentStatusQuery): PaymentStatusCheck {
  if (query.payment === 'fail') return { kind: 'failed', retry: true };
  if (query.preferredPg === PREFERRED_PG.coins) return { kind: 'check', paymentId: null };
  const id = query.p?.trim() ?? '';
  if (id === '') return { kind: 'failed', retry: false };
  if (id.length < MIN_PAYMENT_ID_LENGTH) return { kind: 'failed', retry: true };
  return { kind: 'check', paymentId: id };
}

/** PS-10: the retry button's label. */
export function retryPaymentLabel(invoicePaise: number, webView: boolean): string {
  return webView ? `RETRY PAYMENT OF ${formatPaise(invoicePaise)}` : PAYMENT_STATUS_TEXT.tryAgain;
}

/**
 * PS-12 (and PS-09's suffix rule): the web view shows the text alone. The spec's suffix starts
 * with its own full stop (MSG-099): a text that ends a sentence already does not get a second.
 */
export function withSupportSuffix(text: string, webView: boolean, email: string): string {
  if (webView) return text;
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} Please write to us on ${email}`;
}

/** PS-11: the error footer. */
export const supportFooter = (email: string): string =>
  `In case of any queries, write to us on ${email}`;

/** PS-09: a failed lead creation's errors, joined with spaces. */
export const joinedErrors = (errors: readonly string[]): string =>
  errors.length > 0 ? errors.join(' ') : PAYMENT_STATUS_TEXT.somethingWrong;

/** PS-13: the checkout's description. */
export const checkoutDescription = (discountedPaise: number): string =>
  `For ${formatPaise(discountedPaise)}, including GST`;

/**
 * PS-07, PS-08: what the screen posts to the native app to go home. From version 71 the JSON
 * route of the insurance tab (with `hasInstaOpdPaymentCompleted` after an outpatient
 * purchase); below, the plain `/home` an older app opens as is.
 */
export function homeMessage(appVersion: number | null, instaOpdPaid: boolean): string {
  if (appVersion === null || appVersion < HOME_TAB_FROM_APP_VERSION) return '/home';
  return JSON.stringify({
    route: '/home?selectedIndex=6',
    ...(instaOpdPaid ? { hasInstaOpdPaymentCompleted: true } : {}),
  });
}
