import {
  coverName,
  formatPaise,
  gstSplit,
  OBJECT_TYPES,
  planGstRatePercent,
  type SingleProduct,
} from '@tara/core';
import { findPolicy, markPolicyPaid, type PolicyRow } from './data.js';
import { paidInsurancePurchasable } from './paidInsurancePurchasable.js';

/** The checkout's title: 'Shop Insurance, ₹3,00,000 cover'. */
export const policyTitle = (policy: Pick<PolicyRow, 'product' | 'sumInsuredPaise'>): string =>
  `${coverName(policy.product)}, ${formatPaise(policy.sumInsuredPaise)} cover`;

/** A policy's premium split at its cover's rate as its journey sold it, the day it was quoted. */
export function policyGst(policy: PolicyRow) {
  const context = { journey: policy.journey, boughtOn: policy.createdAt };
  const rate = planGstRatePercent({ product: policy.product as SingleProduct }, context);
  return gstSplit(policy.premiumPaise, rate);
}

/**
 * Insurance policies as a purchasable (objectType 19, decision 048): the object is a quoted
 * policy, priced from the lead's plan by core's tables when the insurer validated it (never
 * by the browser), and only its own user may buy it. Fulfilment marks it paid (lead status
 * 263) in the purchase's transaction, once; the insurer is asked to issue it afterwards
 * (`issuePaidPolicy`, from `onFulfilled`), never inside the transaction.
 */
export const insurancePurchasable = paidInsurancePurchasable({
  objectType: OBJECT_TYPES.insurance,
  find: findPolicy,
  title: policyTitle,
  markPaid: markPolicyPaid,
  fulfilment: (paid) => ({ policyId: paid.id, planId: paid.planId }),
  // The proposer the insurer validated: the person covered, or the shop (decision 077).
  buyerName: (policy) => policy.proposal.proposer.name,
  gst: (policy) => policyGst(policy),
});
