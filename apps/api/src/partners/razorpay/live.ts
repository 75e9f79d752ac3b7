import Razorpay from 'razorpay';
import { paymentSignature, sameHex, webhookSignature } from './signatures.js';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RazorpayKeys,
} from './types.js';

/** The part of the SDK's client the live gateway uses (tests hand a fake). */
export interface RazorpayClient {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<{
      id: string;
      amount: number | string;
      currency: string;
      receipt?: string;
      status: string;
    }>;
    fetchPayments(orderId: string): Promise<{ items: SdkPayment[] }>;
  };
  payments: {
    fetch(paymentId: string): Promise<SdkPayment>;
    refund(
      paymentId: string,
      params: {
        amount: number;
        speed: 'normal';
        receipt: string;
        notes: Record<string, string>;
      },
    ): Promise<SdkRefund>;
    fetchMultipleRefund(
      paymentId: string,
      params?: { count?: number; skip?: number },
    ): Promise<{ items: SdkRefund[] }>;
  };
}

interface SdkRefund {
  id: string;
  payment_id: string;
  amount?: number | string;
  receipt?: string | null;
  status: GatewayRefund['status'];
}

const asRefund = (r: SdkRefund): GatewayRefund => ({
  id: r.id,
  payment_id: r.payment_id,
  amount: Number(r.amount ?? 0),
  receipt: r.receipt ?? null,
  status: r.status,
});

interface SdkPayment {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: GatewayPayment['status'];
  method: string;
  error_description?: string | null;
}

const asPayment = (p: SdkPayment): GatewayPayment => ({
  id: p.id,
  order_id: p.order_id,
  amount: Number(p.amount),
  currency: p.currency,
  status: p.status,
  method: p.method,
  error_description: p.error_description ?? null,
});

/** The SDK's rejection ({ statusCode, error: { description } }) as a GatewayError. */
const gatewayError = (error: unknown): GatewayError => {
  const e = error as { statusCode?: number | string; error?: { description?: string } };
  const status = Number(e?.statusCode) || undefined;
  return new GatewayError(`Razorpay: ${e?.error?.description ?? 'unreachable'}`, status);
};

/**
 * Razorpay itself, through the official SDK (decision 039), for the API only: the SDK never
 * reaches the web bundle. Payments are auto-captured (the account's capture setting), so a
 * paid order's payment reads `captured`.
 */
export function liveRazorpay(
  keys: RazorpayKeys,
  client: RazorpayClient = new Razorpay({
    key_id: keys.keyId,
    key_secret: keys.keySecret,
  }) as unknown as RazorpayClient,
): PaymentGateway {
  return {
    mode: 'live',
    keyId: keys.keyId,
    createOrder: async (request) => {
      try {
        const order = await client.orders.create({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.receipt,
          notes: request.notes,
        });
        return {
          id: order.id,
          amount: Number(order.amount),
          currency: order.currency,
          receipt: order.receipt ?? request.receipt,
          status: 'created',
        };
      } catch (error) {
        throw gatewayError(error);
      }
    },
    fetchPayment: async (paymentId) => {
      try {
        return asPayment(await client.payments.fetch(paymentId));
      } catch (error) {
        const e = gatewayError(error);
        // An id Razorpay does not know: 400 BAD_REQUEST_ERROR (or 404).
        if (e.status === 400 || e.status === 404) return null;
        throw e;
      }
    },
    fetchOrderPayments: async (orderId) => {
      try {
        return (await client.orders.fetchPayments(orderId)).items.map(asPayment);
      } catch (error) {
        throw gatewayError(error);
      }
    },
    // A normal refund (decision 081): the receipt is our refund's id, found again by a retry.
    refundPayment: async (paymentId, request) => {
      try {
        return asRefund(
          await client.payments.refund(paymentId, {
            amount: request.amountPaise,
            speed: 'normal',
            receipt: request.receipt,
            notes: request.notes,
          }),
        );
      } catch (error) {
        throw gatewayError(error);
      }
    },
    fetchRefunds: async (paymentId) => {
      try {
        // At most 100 a page (Razorpay's maximum); a payment of ours has one or a few.
        return (await client.payments.fetchMultipleRefund(paymentId, { count: 100 })).items.map(
          asRefund,
        );
      } catch (error) {
        throw gatewayError(error);
      }
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(paymentSignature(keys.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      sameHex(webhookSignature(keys.webhookSecret, rawBody), signature),
  };
}
