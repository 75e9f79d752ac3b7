import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { liveRazorpay, type RazorpayClient } from './live.js';
import { orderRequestProblems } from './orderRules.js';
import { paymentSignature, webhookSignature } from './signatures.js';
import { GatewayError } from './types.js';

const KEYS = {
  keyId: 'rzp_live_AbCdEf0123456789',
  keySecret: 'live-key-secret',
  webhookSecret: 'live-webhook-secret',
};

/** The SDK's client, answering as Razorpay does (amounts sometimes as text). */
const fakeClient = (calls: unknown[]): RazorpayClient => ({
  orders: {
    create: async (params) => {
      calls.push(params);
      return {
        id: 'order_Live0000000001',
        amount: String(params.amount),
        currency: 'INR',
        status: 'created',
      };
    },
    fetchPayments: async () => ({
      items: [
        {
          id: 'pay_Live0000000001',
          order_id: 'order_Live0000000001',
          amount: '99900',
          currency: 'INR',
          status: 'captured',
          method: 'upi',
        },
      ],
    }),
  },
  payments: {
    fetch: async (id) => {
      if (id === 'pay_Down0000000001') throw { statusCode: 502, error: { description: 'down' } };
      throw { statusCode: 400, error: { description: 'The id provided does not exist' } };
    },
    refund: async (paymentId, params) => {
      calls.push({ refund: paymentId, ...params });
      if (paymentId === 'pay_Done0000000001') {
        throw { statusCode: 400, error: { description: 'The payment has been fully refunded' } };
      }
      return {
        id: 'rfnd_Live000000001',
        payment_id: paymentId,
        amount: String(params.amount),
        receipt: params.receipt,
        status: 'pending',
      };
    },
    fetchMultipleRefund: async (paymentId) => ({
      items: [
        { id: 'rfnd_Live000000001', payment_id: paymentId, amount: 50_000, status: 'processed' },
      ],
    }),
  },
});

describe('the live gateway (the SDK)', () => {
  it('creates orders in paise and reads payments in paise', async () => {
    const calls: unknown[] = [];
    const gateway = liveRazorpay(KEYS, fakeClient(calls));
    const order = await gateway.createOrder({
      amountPaise: 99_900,
      currency: 'INR',
      receipt: 'r1_abc',
      notes: { purchase_id: 'p' },
    });
    expect(calls).toEqual([
      { amount: 99_900, currency: 'INR', receipt: 'r1_abc', notes: { purchase_id: 'p' } },
    ]);
    expect(order).toMatchObject({ id: 'order_Live0000000001', amount: 99_900, status: 'created' });
    const [payment] = await gateway.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({ amount: 99_900, status: 'captured', error_description: null });
    expect(gateway.keyId).toBe(KEYS.keyId);
  });

  it('reads an unknown payment as none, and an outage as a gateway error', async () => {
    const gateway = liveRazorpay(KEYS, fakeClient([]));
    expect(await gateway.fetchPayment('pay_Nope0000000001')).toBeNull();
    await expect(gateway.fetchPayment('pay_Down0000000001')).rejects.toBeInstanceOf(GatewayError);
  });

  it("refunds at normal speed with our receipt through the SDK's payments.refund", async () => {
    const calls: unknown[] = [];
    const gateway = liveRazorpay(KEYS, fakeClient(calls));
    const refund = await gateway.refundPayment('pay_Live0000000001', {
      amountPaise: 50_000,
      receipt: 'r-1',
      notes: { purchase_id: 'p' },
    });
    expect(calls).toEqual([
      {
        refund: 'pay_Live0000000001',
        amount: 50_000,
        speed: 'normal',
        receipt: 'r-1',
        notes: { purchase_id: 'p' },
      },
    ]);
    expect(refund).toEqual({
      id: 'rfnd_Live000000001',
      payment_id: 'pay_Live0000000001',
      amount: 50_000,
      receipt: 'r-1',
      status: 'pending',
    });
    const [listed] = await gateway.fetchRefunds('pay_Live0000000001');
    expect(listed).toMatchObject({ id: 'rfnd_Live000000001', receipt: null, status: 'processed' });
    const refused = await gateway
      .refundPayment('pay_Done0000000001', { amountPaise: 100, receipt: 'r-2', notes: {} })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).status).toBe(400);
  });

  it('checks both signatures as the SDK computes them, in constant time', () => {
    const gateway = liveRazorpay(KEYS, fakeClient([]));
    const signature = paymentSignature(KEYS.keySecret, 'order_A', 'pay_B');
    expect(
      razorpayUtils.validatePaymentVerification(
        { order_id: 'order_A', payment_id: 'pay_B' },
        signature,
        KEYS.keySecret,
      ),
    ).toBe(true);
    expect(gateway.verifyPaymentSignature('order_A', 'pay_B', signature)).toBe(true);
    expect(gateway.verifyPaymentSignature('order_A', 'pay_C', signature)).toBe(false);
    expect(gateway.verifyPaymentSignature('order_A', 'pay_B', 'short')).toBe(false);
    const body = Buffer.from('{"event":"order.paid"}');
    const hook = webhookSignature(KEYS.webhookSecret, body);
    expect(razorpayUtils.validateWebhookSignature(body.toString(), hook, KEYS.webhookSecret)).toBe(
      true,
    );
    expect(gateway.verifyWebhookSignature(body, hook)).toBe(true);
    expect(gateway.verifyWebhookSignature(body, webhookSignature(KEYS.keySecret, body))).toBe(
      false,
    );
  });
});

describe("Razorpay's order limits", () => {
  it('takes whole paise from ₹1, INR, a receipt of at most 40 and at most 15 notes', () => {
    const ok = { amountPaise: 100, currency: 'INR' as const, receipt: 'r'.repeat(40), notes: {} };
    expect(orderRequestProblems(ok)).toEqual([]);
    expect(orderRequestProblems({ ...ok, amountPaise: 99.5 })).toHaveLength(1);
    expect(orderRequestProblems({ ...ok, receipt: 'r'.repeat(41) })).toHaveLength(1);
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, 'v']));
    expect(orderRequestProblems({ ...ok, notes })).toHaveLength(1);
  });
});
