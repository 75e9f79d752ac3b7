import { comboPlanById, comboPremium, OBJECT_TYPES } from '@tara/core';
import { findCombo, markComboPaid } from './comboData.js';
import { comboTitle } from './comboLeadAdd.js';
import { paidInsurancePurchasable } from './paidInsurancePurchasable.js';

/**
 * Insurance combos as a purchasable (objectType 20, decision 055): one payment for the combo's
 * total premium, priced from the lead's plan by core's tables, for its own user only.
 * Fulfilment marks the combo and each part paid (lead status 263) in the purchase's
 * transaction, once; the parts are issued afterwards (`issuePaidCombo`, from `onFulfilled`).
 */
export const comboPurchasable = paidInsurancePurchasable({
  objectType: OBJECT_TYPES.insuranceCombo,
  find: findCombo,
  title: comboTitle,
  markPaid: markComboPaid,
  fulfilment: (paid) => ({ comboId: paid.id, planId: paid.planId }),
  // Each part at its own cover's rate (decision 075), the day the combo was quoted.
  gst: (combo) => {
    const plan = comboPlanById(combo.planId);
    return plan ? comboPremium(plan, combo.createdAt) : null;
  },
});
