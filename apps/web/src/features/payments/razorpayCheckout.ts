import type { CheckoutResponse, PayInit } from '../../api/paymentsApi';
import type { CheckoutOutcome } from './checkoutTypes';

// Live mode (decision 039): Razorpay's own checkout.js, loaded from its CDN only when a live
// order is paid (the CSP allows it only in live mode). Never bundled.

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

interface RazorpayFailure {
  error: { description?: string; metadata?: { payment_id?: string } };
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadCheckoutJs(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The payment page could not be loaded. Please try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's checkout with key, amount, order id, handler (the callback), prefill, notes. */
export async function openRazorpayCheckout(init: PayInit): Promise<CheckoutOutcome> {
  await loadCheckoutJs();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment page could not be loaded. Please try again.');
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: init.pg_api_key,
      amount: init.pg_response.amount,
      currency: init.pg_response.currency,
      order_id: init.pg_response.id,
      name: init.checkout.name,
      description: init.checkout.description,
      prefill: init.checkout.prefill,
      notes: init.checkout.notes,
      handler: (response: CheckoutResponse) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (failure) => {
      // Our status screen takes over (its retry opens a new order): close Razorpay's modal.
      checkout.close();
      resolve({
        kind: 'failed',
        paymentId: failure.error.metadata?.payment_id ?? null,
        description: failure.error.description ?? '',
      });
    });
    checkout.open();
  });
}
