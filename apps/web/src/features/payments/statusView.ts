import { type Action, catalogue, type ProductEntry } from '@tara/core/productList';
import type { PurchaseStatus } from '../../api/paymentsApi';

/** The payment-status screen's four states (PS-02); success may carry information (EW-06). */
export type StatusView =
  | { kind: 'loading' }
  | { kind: 'success'; status: PurchaseStatus | null; info?: string[] }
  | { kind: 'error'; errors: string[]; refunds?: PurchaseStatus['refunds'] }
  | { kind: 'failed'; retry: boolean };

/** How many times the screen asks before giving up on a payment still being processed. */
export const MAX_STATUS_POLLS = 12;

/**
 * What the server's word on a payment shows: fulfilled is success; paid with the handler's
 * errors, the error view (PS-09); failed, the payment-failed view; paid or pending without
 * an answer yet, ask again (null) until the polls run out, then the error view (paid: the
 * money is safe, reconciliation finishes it) or the failed view (never paid).
 */
export function statusViewOf(status: PurchaseStatus, poll: number): StatusView | null {
  if (status.state === 'fulfilled') return { kind: 'success', status };
  if (status.state === 'failed') return { kind: 'failed', retry: true };
  if (status.state === 'paid' && status.errors.length > 0) {
    // A refused purchase is refunded (decision 081): its refund is shown with the errors.
    return {
      kind: 'error',
      errors: status.errors,
      ...(status.refunds.length > 0 ? { refunds: status.refunds } : {}),
    };
  }
  if (poll + 1 < MAX_STATUS_POLLS) return null;
  return status.state === 'paid' ? { kind: 'error', errors: [] } : { kind: 'failed', retry: true };
}

/** The success view's button when the purchase is unknown (PS-03): explore the plans. */
const EXPLORE: Action = { label: 'Explore more', path: '/membership' };

/**
 * The success view's first button (PS-03, its labels OPEN): the bought product's own, from the
 * catalogue (`sells.afterPayment`: an extended warranty back to its journey, an insurance
 * policy to the congratulations page), else explore the plans.
 */
export function successAction(
  status: PurchaseStatus | null,
  products: readonly ProductEntry[] = catalogue.products,
): Action {
  const bought = products.find((p) => p.sells && p.sells.objectType === status?.object_type);
  return bought?.sells?.afterPayment ?? EXPLORE;
}

/** Where an insurance buyer sees the policy after paying. */
export const INSURANCE_CONGRATES_PATH = '/insurance/congrates';
