import { coverName, formatPaise, INSURANCE_LEAD_STATUS, OBJECT_TYPES } from '@tara/core';
import { FulfilmentRefused, type Purchasable } from '../payments/purchasable.js';
import { findPolicy, markPolicyPaid, type PolicyRow } from './data.js';
import { recordInsuranceStatus } from './recordInsuranceStatus.js';

/** The checkout's title: 'Shop Insurance, ₹3,00,000 cover'. */
export const policyTitle = (policy: Pick<PolicyRow, 'product' | 'sumInsuredPaise'>): string =>
  `${coverName(policy.product)}, ${formatPaise(policy.sumInsuredPaise)} cover`;

/**
 * Insurance policies as a purchasable (objectType 19, decision 048): the object is a quoted
 * policy, priced from the lead's plan by core's tables when the insurer validated it (never
 * by the browser), and only its own user may buy it. Fulfilment marks it paid (lead status
 * 263) in the purchase's transaction, once; the insurer is asked to issue it afterwards
 * (`issuePaidPolicy`, from `onFulfilled`), never inside the transaction.
 */
export const insurancePurchasable: Purchasable = {
  objectType: OBJECT_TYPES.insurance,
  quote: async (db, objectId, userId) => {
    const policy = await findPolicy(db, objectId);
    if (!policy || policy.userId !== userId || policy.state !== 'quoted') return null;
    return {
      objectId: policy.id,
      title: policyTitle(policy),
      amountPaise: policy.premiumPaise,
      discountedPaise: policy.premiumPaise,
    };
  },
  fulfil: async (tx, purchase, now) => {
    const policy = await findPolicy(tx, purchase.objectId);
    if (!policy || policy.userId !== purchase.userId) {
      throw new FulfilmentRefused(['This policy could not be found.']);
    }
    const paid = await markPolicyPaid(
      tx,
      policy.id,
      purchase.id,
      INSURANCE_LEAD_STATUS.paymentCompleted,
    );
    if (!paid) throw new FulfilmentRefused(['This policy is already paid for.']);
    await recordInsuranceStatus(tx, paid.leadId, paid.userId, paid.leadStatus, now);
    return { policyId: paid.id, planId: paid.planId };
  },
};
