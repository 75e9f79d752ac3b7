import { MEMBERSHIP_PAY_CALL, OBJECT_TYPES } from '@tara/core';
import type { PaymentsDeps } from '../payments/deps.js';
import { purchaseCall } from '../payments/purchaseCall.js';
import { startPurchase } from '../payments/startPurchase.js';

export const NO_MEMBER = 'Please give your mobile number at the first step before paying.';

/**
 * The hp journey's initiatePay (HP-06, decision 042): saving step5 opens an order for the plan
 * picked there, as POST /membership/pay/initiate does (objectType 21), for the lead's user;
 * the step then waits under the purchase's id until the payment is fulfilled (`purchaseCall`).
 */
export function membershipPayCall(deps: PaymentsDeps) {
  return purchaseCall(deps, {
    name: MEMBERSHIP_PAY_CALL,
    noBuyer: NO_MEMBER,
    input: (call) => ({ userId: call.userId, planId: String(call.answers.planId ?? '') }),
    async open(call, user) {
      const started = await startPurchase(deps, user, {
        objectType: OBJECT_TYPES.membership,
        objectId: String(call.answers.planId ?? ''),
      });
      return {
        started,
        record: {
          request: { planId: String(call.answers.planId) },
          response: { orderId: started.orderId },
        },
      };
    },
  });
}
