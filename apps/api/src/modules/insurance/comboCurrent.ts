import { type ComboCover, comboOfPrefix, comboPlanById, comboQuote, coverName } from '@tara/core';
import { newestComboOfLead, partsOfCombo } from './comboData.js';
import { comboDisclosure, comboDisplayData, comboViewOf } from './comboView.js';
import type { LeadRow } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { insurancePayment } from './insurancePayment.js';

/**
 * The combos' lead creation (spec 03 §7 `POST /insurances/lead/combo/add`, INS-COMBO-08): the
 * call every combo's record names (its type admits no other).
 */
export const COMBO_LEAD_ADD_PATH: `/api/${ComboCover['leadAddPath']}` =
  '/api/insurances/lead/combo/add';

/** `insurances/current`'s answer for a combo lead: its plan's disclosure and its state. */
export async function currentCombo(deps: InsuranceDeps, lead: LeadRow) {
  const combo = await newestComboOfLead(deps.db, lead.id);
  const planId = combo?.planId ?? comboQuote(lead.journey, lead.answers)?.planId ?? null;
  const plan = planId === null ? null : comboPlanById(planId);
  const parts = combo ? await partsOfCombo(deps.db, combo) : [];
  const view = combo ? comboViewOf(combo, parts) : null;
  return {
    data: {
      results: {
        lead_id: lead.id,
        journey: lead.journey,
        lead_add_path: COMBO_LEAD_ADD_PATH.replace(/^\/api\//, ''),
        disclosure: null,
        policy_state: view,
        display_data: null,
        combo: {
          combo_id: combo?.id ?? null,
          name: coverName(comboOfPrefix(lead.journey) ?? 'termAccident'),
          state: view,
          disclosure: plan ? comboDisclosure(plan, combo?.createdAt) : null,
          display_data: combo && combo.state !== 'quoted' ? comboDisplayData(combo, parts) : null,
        },
        ...(await insurancePayment(deps.db, combo?.purchaseId)),
      },
    },
  };
}
