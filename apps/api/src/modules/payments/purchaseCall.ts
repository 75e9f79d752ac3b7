import type { Scalar } from '@tara/core';
import {
  type PartnerCall,
  type PartnerCallInput,
  PartnerUnavailable,
} from '../../partners/partnerCall.js';
import { findUserById, type UserRow } from '../users/data.js';
import type { PaymentsDeps } from './deps.js';
import type { StartedPurchase } from './startPurchase.js';

/** What a paying step opened: the purchase, and what to keep of it beside the order. */
export interface OpenedPurchase {
  started: StartedPurchase;
  /** Facts beside the order's (id, amount, key, title) for the checkout. */
  facts?: Record<string, Scalar>;
  record: { request: Record<string, unknown>; response: Record<string, unknown> };
}

export interface PurchaseCallSpec {
  name: string;
  /** The refusal when the lead has no user to buy (no mobile given yet). */
  noBuyer: string;
  input: PartnerCall['input'];
  /** Opens the purchase for the lead's user (`startPurchase`). */
  open(call: PartnerCallInput, user: UserRow): Promise<OpenedPurchase>;
}

/**
 * A journey step that pays (decision 042): saving it opens an order for the lead's user and
 * the step waits under the purchase's id. Fulfilment answers it 'paid' (`settledBy:
 * 'purchase'`: the leads module's hook on the payments' onFulfilled), whichever of callback,
 * webhook or reconciliation settles the payment first. The order (id, amount, key) is kept as
 * facts for the checkout.
 */
export function purchaseCall(deps: PaymentsDeps, spec: PurchaseCallSpec): PartnerCall {
  return {
    name: spec.name,
    mode: deps.gateway.mode,
    outcomes: ['paid'],
    settledBy: 'purchase',
    input: spec.input,
    async run(call) {
      const user = call.userId ? await findUserById(deps.db, call.userId) : null;
      if (!user) throw new PartnerUnavailable(spec.name, 'server-error', spec.noBuyer);
      const { started, facts, record } = await spec.open(call, user);
      return {
        kind: 'waiting',
        externalRef: started.purchaseId,
        facts: {
          orderId: started.orderId,
          amountPaise: started.amountPaise,
          ...facts,
          keyId: started.keyId,
          title: started.title,
        },
        record,
      };
    },
  };
}
