// The payment gateway as the payments module sees it (decision 039): Razorpay's protocol,
// spoken by the sandbox (default) and by the live adapter on the official SDK.

export type PaymentsMode = 'sandbox' | 'live';

/** A new order's request (Razorpay's Orders API): amount in paise, receipt ≤ 40, notes ≤ 15. */
export interface OrderRequest {
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

/** The gateway's order, as its API answers. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

/** A payment as the gateway reports it (the subset of Razorpay's payment entity we read). */
export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  error_description: string | null;
}

/** A refund's request (Razorpay's Refunds API): a normal-speed refund of part or all of a payment. */
export interface RefundRequest {
  amountPaise: number;
  /** Our refund's id (≤ 40): how a retried call finds a refund the gateway already made. */
  receipt: string;
  notes: Record<string, string>;
}

/** A refund as the gateway reports it (the subset of Razorpay's refund entity we read). */
export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly mode: PaymentsMode;
  /** The public key the checkout opens with (`pg_api_key`). */
  readonly keyId: string;
  createOrder(request: OrderRequest): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment attempted on an order (reconciliation asks this). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds a captured payment at normal speed (decision 081). */
  refundPayment(paymentId: string, request: RefundRequest): Promise<GatewayRefund>;
  /** Every refund of a payment (a retried refund looks for its receipt here first). */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The checkout's signature over `order_id|payment_id`, checked in constant time. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature over its raw body (the separate webhook secret). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The gateway's keys: the key id is public, the two secrets are not. */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Thrown when the gateway cannot be reached or refuses a request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
