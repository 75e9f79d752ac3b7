import type { DbOrTx } from '../db/types.js';
import { sandboxRazorpay } from '../partners/razorpay/sandbox.js';
import { GatewayError, type PaymentGateway } from '../partners/razorpay/types.js';

/**
 * The sandbox gateway counting its refund calls (decision 081). `failNext` refund calls throw
 * as an unreachable gateway does; `loseNext` are made at the gateway but their answer is lost
 * (a timeout after Razorpay refunded).
 */
export function countingGateway(db: DbOrTx) {
  const inner = sandboxRazorpay(db);
  const state = { refundCalls: 0, failNext: 0, loseNext: 0 };
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
      return made;
    },
  };
  return { gateway, state };
}
