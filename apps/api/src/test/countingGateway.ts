import type { DbOrTx } from '../db/types.js';
import { sandboxRazorpay } from '../partners/razorpay/sandbox.js';
import { GatewayError, type PaymentGateway } from '../partners/razorpay/types.js';

/**
 * The sandbox gateway counting its refund calls (decision 081). `failNext` refund calls throw
 * as an unreachable gateway does; `loseNext` are made at the gateway but their answer is lost
 * (a timeout after Razorpay refunded); `pendingNext` are answered `pending`, as live Razorpay
 * may, and `pendingFetches` lists of refunds still say so (decision 093), counted in `fetches`.
 */
export function countingGateway(db: DbOrTx) {
  const inner = sandboxRazorpay(db);
  const state = {
    refundCalls: 0,
    failNext: 0,
    loseNext: 0,
    pendingNext: 0,
    pendingFetches: 0,
    fetches: 0,
  };
  const gateway: PaymentGateway = {
    ...inner,
    refundPayment: async (paymentId, request) => {
      state.refundCalls += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new GatewayError('Razorpay: unreachable', 503);
      }
      const made = await inner.refundPayment(paymentId, request);
      if (state.loseNext > 0) {
        state.loseNext -= 1;
        throw new GatewayError('Razorpay: timed out');
      }
      if (state.pendingNext > 0) {
        state.pendingNext -= 1;
        return { ...made, status: 'pending' };
      }
      return made;
    },
    fetchRefunds: async (paymentId) => {
      state.fetches += 1;
      const listed = await inner.fetchRefunds(paymentId);
      if (state.pendingFetches <= 0) return listed;
      state.pendingFetches -= 1;
      return listed.map((r) => ({ ...r, status: 'pending' as const }));
    },
  };
  return { gateway, state };
}
