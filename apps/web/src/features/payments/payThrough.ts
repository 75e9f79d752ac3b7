import { PAYMENT_STATUS_TEXT, PREFERRED_PG } from '@tara/core/payments';
import { ApiError } from '../../api/ApiError';
import type { ClientErrorReport } from '../../api/clientErrorsApi';
import { type PayInit, verifyPayment } from '../../api/paymentsApi';
import type { Navigate } from '../../app/router';
import type { CheckoutOutcome } from './checkoutTypes';
import { writePaymentSession } from './paymentSession';

/** What is being bought, as the status screen's retry needs it again. */
export interface Purchase {
  objectType: number;
  objectId: string;
  title: string;
  /** Rupees as shown ('999'). */
  invoiceAmount: string;
  discountedPrice: string;
}

/** The status screen's address for a payment: success with its id, or failure (PS-01). */
export const statusPath = (outcome: 'success' | 'fail', paymentId: string | null): string => {
  const query = new URLSearchParams();
  if (outcome === 'fail') query.set('payment', 'fail');
  if (paymentId) query.set('p', paymentId);
  return `/payment/${outcome}?${query}`;
};

/**
 * Pays an opened order: keeps the purchase for a retry (PAY-08), opens the checkout, sends
 * its answer to the server's callback and goes to the status screen. A closed checkout
 * resolves 'dismissed' and leaves the user where they are.
 */
export async function payThrough(
  init: PayInit,
  purchase: Purchase,
  open: (init: PayInit) => Promise<CheckoutOutcome>,
  navigate: Navigate,
  options: { afterSuccess?: string } = {},
): Promise<'dismissed' | 'done'> {
  writePaymentSession({
    issuance: {
      object_id: purchase.objectId,
      object_type: purchase.objectType,
      preferred_pg: PREFERRED_PG.razorpay,
      is_prefill_allowed: true,
    },
    voucher: {
      pretty_name: purchase.title,
      preferred_pg_text: 'Razorpay',
      title: purchase.title,
      discounted_price: purchase.discountedPrice,
      invoice_amount: purchase.invoiceAmount,
    },
    pObj: { razorPayKey: init.pg_api_key, orderId: init.pg_response.id },
  });
  const outcome = await open(init);
  if (outcome.kind === 'dismissed') return 'dismissed';
  if (outcome.kind === 'failed') {
    reportFailure(paymentFailureReport(init, purchase, window.location.pathname));
    navigate(statusPath('fail', outcome.paymentId));
    return 'done';
  }
  const paymentId = outcome.response.razorpay_payment_id;
  try {
    await verifyPayment(outcome.response);
    // A journey that waits on the payment goes on by itself (its step moves when it is paid).
    navigate(options.afterSuccess ?? statusPath('success', paymentId));
  } catch (error) {
    // A network failure: the status screen asks again by the payment id (and the server
    // reconciles); a refusal is a failed payment.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (refused) {
      const report = paymentFailureReport(init, purchase, window.location.pathname);
      reportFailure({ ...report, status: error.status });
    }
    navigate(refused ? statusPath('fail', paymentId) : statusPath('success', paymentId));
  }
  return 'done';
}

/**
 * PS-16 / PAY-12: a failed payment's message with the form's values for the error-reporting
 * service (decision 038's POST /client-errors, which keeps the values' shapes only).
 */
export function paymentFailureReport(
  init: PayInit,
  purchase: Purchase,
  path: string,
): ClientErrorReport {
  return {
    source: 'payment',
    message: PAYMENT_STATUS_TEXT.failure,
    path,
    values: {
      objectType: purchase.objectType,
      objectId: purchase.objectId,
      title: purchase.title,
      invoiceAmount: purchase.invoiceAmount,
      orderId: init.pg_response.id,
    },
  };
}

/** Loaded only when a payment fails, like the self-pull's report (decision 038). */
function reportFailure(report: ClientErrorReport): void {
  void import('../../api/clientErrorsApi').then((m) => m.reportClientError(report));
}
