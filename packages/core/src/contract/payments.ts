// A purchase as the payment-status screen reads it: POST /api/pay/verify, GET
// /api/pay/orders/:orderId and GET /api/payments/:paymentId (decisions 039–041).

export interface PurchaseView {
  purchase_id: string;
  /** `failed`: still unpaid and its latest attempt failed. */
  state: 'pending' | 'paid' | 'fulfilled' | 'failed';
  title: string;
  object_type: number;
  object_id: string;
  amount_paise: number;
  /** The amount in rupees as text ('1,179'), for the retry label. */
  invoice_amount: string;
  /** `exempt_paise`: the part of the amount exempt from GST (decision 075), inside `base_paise`. */
  gst: { base_paise: number; gst_paise: number; rate_percent: number; exempt_paise: number };
  order_id: string;
  payment_id: string | null;
  /** ISO time of the capture, when paid. */
  paid_at: string | null;
  errors: string[];
  fulfilment: Record<string, string | number | null> | null;
  /** Money given back for it (decision 081): the insurer refused after payment, … */
  refunds: RefundView[];
}

/** A refund as the buyer sees it (decision 081). */
export interface RefundView {
  refund_id: string;
  /** The gateway's refund id (rfnd_…), the buyer's reference; null until the gateway answered. */
  reference: string | null;
  status: 'requested' | 'processed' | 'failed';
  amount_paise: number;
  /** '₹1,23,456' */
  amount: string;
  /** The payment it gives back (pay_…). */
  payment_id: string;
  purchase_id: string;
  reason: string;
  /** DD/MM/YYYY */
  started_on: string;
  /** When to expect it (5 to 7 working days for a normal refund), or what happens instead. */
  timeline: string;
}

/** A payment in the user's account (GET /api/payments/mine). */
export interface MyPayment {
  purchase_id: string;
  title: string;
  object_type: number;
  object_id: string;
  state: 'paid' | 'fulfilled';
  amount_paise: number;
  amount: string;
  order_id: string | null;
  payment_id: string | null;
  paid_at: string | null;
  /** The receipt's path (GET), when there is a payment. */
  receipt_path: string | null;
  refunds: RefundView[];
}

/** GET /api/payments/mine: the session's user's payments, newest first, with their refunds. */
export interface MyPaymentsResponse {
  data: { results: { payments: MyPayment[] } };
}

/** GET /api/pay/orders/:orderId, GET /api/payments/:paymentId and POST /api/pay/verify. */
export interface PurchaseResponse {
  data: { results: PurchaseView };
}

/** The checkout's options besides the order: what the payment page shows and prefills. */
export interface CheckoutOptions {
  name: string;
  description: string;
  prefill: { name: string; contact: string; email: string };
  notes: Record<string, string>;
}

/** /pay/init's answer (PAY-03): the order (`pg_response.id`), the key and the checkout. */
export interface PayInit {
  pg_response: {
    id: string;
    /** Paise. */
    amount: number;
    currency: string;
    receipt: string;
    status: 'created';
  };
  pg_api_key: string;
  /** sandbox: our own checkout plays the gateway; live: Razorpay's checkout.js. */
  pg_mode: 'sandbox' | 'live';
  purchase_id: string;
  checkout: CheckoutOptions;
}

/** POST /pay/init, /membership/pay/initiate and /membership/benefits/pg-purchase. */
export interface PayInitResponse {
  data: { results: PayInit };
}

/** What Razorpay's checkout (and our sandbox's) hands its handler: POST /pay/verify's body. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The sandbox gateway's payment (POST /api/sandbox/razorpay/pay, sandbox mode only). */
export type SandboxPayResult =
  | { status: 'captured'; response: CheckoutResponse }
  | {
      status: 'failed';
      error: {
        code: string;
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

export interface SandboxPayResponse {
  data: { results: SandboxPayResult };
}

/** POST /api/callbacks/razorpay: the event received (a repeat is answered 200 too). */
export interface PaymentWebhookResponse {
  data: { results: { received: true; duplicate: boolean } };
}
