import type { CheckoutResponse } from '../../api/paymentsApi';

/** How a checkout ended: paid (the handler's three values), failed, or closed by the user. */
export type CheckoutOutcome =
  | { kind: 'paid'; response: CheckoutResponse }
  | { kind: 'failed'; paymentId: string | null; description: string }
  | { kind: 'dismissed' };
