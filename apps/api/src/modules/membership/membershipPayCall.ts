import { MEMBERSHIP_PAY_CALL, OBJECT_TYPES } from '@tara/core';
import { type PartnerCall, PartnerUnavailable } from '../../partners/partnerCall.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { startPurchase } from '../payments/startPurchase.js';
import { findUserById } from '../users/data.js';

export const NO_MEMBER = 'Please give your mobile number at the first step before paying.';

/**
 * The hp journey's initiatePay (HP-06, decision 042): saving step5 opens an order for the plan
 * picked there, as POST /membership/pay/initiate does (objectType 21), for the lead's user;
 * the step then waits under the purchase's id. Fulfilment answers it 'paid' (`settledBy:
 * 'purchase'`: the leads module's hook on the payments' onFulfilled), whichever of callback,
 * webhook or reconciliation settles the payment first. The order (id, amount, key) is kept as facts for the checkout.
 */
export function membershipPayCall(deps: PaymentsDeps): PartnerCall {
  return {
    name: MEMBERSHIP_PAY_CALL,
    mode: deps.gateway.mode,
    outcomes: ['paid'],
    settledBy: 'purchase',
    input: (call) => ({ userId: call.userId, planId: String(call.answers.planId ?? '') }),
    async run(call) {
      const user = call.userId ? await findUserById(deps.db, call.userId) : null;
      if (!user) throw new PartnerUnavailable(MEMBERSHIP_PAY_CALL, 'server-error', NO_MEMBER);
      const started = await startPurchase(deps, user, {
        objectType: OBJECT_TYPES.membership,
        objectId: String(call.answers.planId ?? ''),
      });
      return {
        kind: 'waiting',
        externalRef: started.purchaseId,
        facts: {
          orderId: started.orderId,
          amountPaise: started.amountPaise,
          keyId: started.keyId,
          title: started.title,
        },
        record: {
          request: { planId: String(call.answers.planId) },
          response: { orderId: started.orderId },
        },
      };
    },
  };
}
