import { OBJECT_TYPES } from '@tara/core';
import { creditCoins } from '../payments/data.js';
import { FulfilmentRefused, type Purchasable } from '../payments/purchasable.js';
import { activePlan, insertMembership } from './data.js';

/**
 * Membership plans as a purchasable (objectType 21): the plan's invoice amount is the price;
 * fulfilment starts the membership, marks the user's membership type and credits the plan's
 * coins, in the one transaction that marks the purchase fulfilled.
 */
export const membershipPurchasable: Purchasable = {
  objectType: OBJECT_TYPES.membership,
  quote: async (db, objectId) => {
    const plan = /^\d{1,9}$/.test(objectId) ? await activePlan(db, Number(objectId)) : null;
    return (
      plan && {
        objectId: String(plan.id),
        title: plan.title,
        amountPaise: plan.invoiceAmountPaise,
        discountedPaise: plan.discountedPricePaise,
      }
    );
  },
  fulfil: async (tx, purchase, now) => {
    const plan = await activePlan(tx, Number(purchase.objectId));
    if (!plan) throw new FulfilmentRefused(['This plan is no longer available.']);
    const membershipId = await insertMembership(tx, {
      userId: purchase.userId,
      planId: plan.id,
      purchaseId: purchase.id,
      startsAt: now,
    });
    await creditCoins(tx, {
      userId: purchase.userId,
      coins: plan.planCoins,
      reason: 'membership',
      purchaseId: purchase.id,
      now,
    });
    return { membershipId, planId: plan.id, coins: plan.planCoins };
  },
};
