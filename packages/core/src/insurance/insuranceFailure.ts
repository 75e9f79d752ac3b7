import { joinedErrors, PAYMENT_STATUS_TEXT, withSupportSuffix } from '../payments/paymentStatus.js';

// Where a failed insurance lead or payment goes, and what it says (spec 03 §2 "Insurance
// error page", §4, §8; INS-COM-04, INS-COM-19, INS-COM-37..39, X-26). The texts reuse the
// payment-status screen's rules (decision 041): errors joined by spaces, the mailbox suffix
// only outside the web view.

export const INSURANCE_ERROR_PATH = '/insurance/step6';

/** The stores' and the hospital list's fallbacks (X-26: two spellings, both kept). */
export const INSURANCE_STORE_ERROR = 'something went wrong';
export const HOSPITAL_LIST_ERROR = 'something went wrong.';

export interface FailureRouteOptions {
  /** A payment that never got an id: the spec's paths "that add p=0" (decision 045). */
  noPayment?: boolean;
}

/** `/insurance/step6?e=1&d={message}` (and `&p=0`), the message URL-encoded. */
export function insuranceFailureRoute(message: string, options: FailureRouteOptions = {}): string {
  const p = options.noPayment ? '&p=0' : '';
  return `${INSURANCE_ERROR_PATH}?e=1&d=${encodeURIComponent(message)}${p}`;
}

/** What the error page shows: `d` when `e=1`, else null (not an error visit). */
export function insuranceFailureMessage(query: {
  get(name: string): string | null;
}): string | null {
  if (query.get('e') !== '1') return null;
  const message = query.get('d')?.trim() ?? '';
  return message === '' ? PAYMENT_STATUS_TEXT.somethingWrong : message;
}

/** A failed lead creation: the errors joined by spaces (or the default), suffixed off the web view. */
export const leadFailureText = (
  errors: readonly string[],
  webView: boolean,
  email: string,
): string => withSupportSuffix(joinedErrors(errors), webView, email);

/** A failed payment: 'We were unable to complete payment', suffixed off the web view. */
export const paymentFailureText = (webView: boolean, email: string): string =>
  withSupportSuffix(PAYMENT_STATUS_TEXT.failure, webView, email);

/** The insurance and OPD stores: the first error, else 'something went wrong'. */
export const insuranceStoreError = (errors: readonly string[] | undefined): string =>
  errors?.[0] ?? INSURANCE_STORE_ERROR;

/** The hospital list: the errors joined, else 'something went wrong.'. */
export const hospitalListError = (errors: readonly string[] | undefined): string =>
  errors && errors.length > 0 ? errors.join(' ') : HOSPITAL_LIST_ERROR;
