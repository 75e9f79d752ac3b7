import { INSURANCE_LEAD_STATUS, OBJECT_TYPES } from '@tara/core';
import { FulfilmentRefused, type Purchasable } from '../payments/purchasable.js';
import { findCombo, markComboPaid } from './comboData.js';
import { comboTitle } from './comboLeadAdd.js';
import { recordInsuranceStatus } from './recordInsuranceStatus.js';

/**
 * Insurance combos as a purchasable (objectType 20, decision 055): one payment for the combo's
 * total premium, priced from the lead's plan by core's tables, for its own user only.
 * Fulfilment marks the combo and each part paid (lead status 263) in the purchase's
 * transaction, once; the parts are issued afterwards (`issuePaidCombo`, from `onFulfilled`).
 */
export const comboPurchasable: Purchasable = {
  objectType: OBJECT_TYPES.insuranceCombo,
  quote: async (db, objectId, userId) => {
    const combo = await findCombo(db, objectId);
    if (!combo || combo.userId !== userId || combo.state !== 'quoted') return null;
    return {
      objectId: combo.id,
      title: comboTitle(combo),
      amountPaise: combo.premiumPaise,
      discountedPaise: combo.premiumPaise,
    };
  },
  fulfil: async (tx, purchase, now) => {
    const combo = await findCombo(tx, purchase.objectId);
    if (!combo || combo.userId !== purchase.userId) {
      throw new FulfilmentRefused(['This policy could not be found.']);
    }
    const paid = await markComboPaid(
      tx,
      combo.id,
      purchase.id,
      INSURANCE_LEAD_STATUS.paymentCompleted,
    );
    if (!paid) throw new FulfilmentRefused(['This policy is already paid for.']);
    await recordInsuranceStatus(tx, paid.leadId, paid.userId, paid.leadStatus, now);
    return { comboId: paid.id, planId: paid.planId };
  },
};
