import {
  COMBO_PREFIXES,
  type ComboPlan,
  comboPlanById,
  comboQuote,
  coverName,
  formatPaise,
  INSURANCE_LEAD_STATUS,
  OBJECT_TYPES,
} from '@tara/core';
import type { PolicyProposal } from '../../db/insuranceSchema.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { findPurchase } from '../payments/data.js';
import {
  type ComboRow,
  insertQuotedCombo,
  newestComboOfLead,
  paidComboOfLead,
  partsOfCombo,
} from './comboData.js';
import { comboDisclosure, comboDisplayData, comboViewOf } from './comboView.js';
import { type LeadRow, userInsuranceLead } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { NOT_PAID, OTHER_PAYMENT } from './insuranceLeadAdd.js';
import { findPartner, partnerPaymentLink } from './partnerDetail.js';
import { proposalOf } from './policyRequest.js';
import { recordInsuranceStatus } from './recordInsuranceStatus.js';
import { NO_PLAN, withoutNames } from './validateLead.js';

const rupees = (paise: number): number => paise / 100;
const day = (d: Date): string => d.toISOString().slice(0, 10);

/** The checkout's title: 'Term with Group Personal Accident, ₹5,00,000 life cover'. */
export const comboTitle = (combo: Pick<ComboRow, 'combo' | 'planId'>): string => {
  const plan = comboPlanById(combo.planId);
  const name = coverName(combo.combo);
  return plan ? `${name}, ${formatPaise(plan.lifeCoverPaise)} life cover` : name;
};

/**
 * The combo's validate-only lead creation (decision 055): the plan priced by core's tables (the
 * sum of its parts), each part's proposal put to its insurer (rated as the combo: its ages);
 * a refusal is a 400 with the message, names removed (it goes into the step6 URL). Taken: a
 * quoted combo and its quoted parts (lead status 258). A paid combo answers itself: a lead is
 * never paid for twice.
 */
export async function validateComboLead(deps: InsuranceDeps, lead: LeadRow): Promise<ComboRow> {
  const paid = await paidComboOfLead(deps.db, lead.id);
  if (paid) return paid;
  const plan = comboQuote(lead.journey, lead.answers);
  if (!plan || !lead.userId) throw httpError(400, NO_PLAN);
  const proposal = proposalOf('term', lead.answers);
  const now = deps.now();
  for (const part of plan.parts) {
    const check = await deps.insurer.validateProposal({
      leadId: lead.id,
      product: plan.combo,
      insurer: part.insurer,
      instrumentId: part.instrumentId,
      planId: part.planId,
      sumInsuredPaise: part.sumInsuredPaise,
      premiumPaise: part.premiumPaise,
      proposer: proposal.proposer,
      insured: proposal.insured,
      nominee: proposal.nominee,
      startDate: day(now),
    });
    if (check.outcome === 'refused') throw httpError(400, withoutNames(check.message, proposal));
  }
  const newest = await newestComboOfLead(deps.db, lead.id);
  if (newest?.state === 'quoted' && newest.planId === plan.planId) return newest;
  return insertComboOf(deps, { ...lead, userId: lead.userId }, plan, proposal, now);
}

async function insertComboOf(
  deps: InsuranceDeps,
  lead: LeadRow & { userId: string },
  plan: ComboPlan,
  proposal: PolicyProposal,
  now: Date,
): Promise<ComboRow> {
  const status = INSURANCE_LEAD_STATUS.quoteGenerated;
  await recordInsuranceStatus(deps.db, lead.id, lead.userId, status, now);
  return insertQuotedCombo(
    deps.db,
    {
      userId: lead.userId,
      leadId: lead.id,
      journey: lead.journey,
      combo: plan.combo,
      planId: plan.planId,
      premiumPaise: plan.premiumPaise,
      leadStatus: status,
      createdAt: now,
    },
    plan.parts.map((part) => ({
      userId: lead.userId,
      leadId: lead.id,
      journey: lead.journey,
      product: part.product,
      insurer: part.insurer,
      instrumentId: part.instrumentId,
      planId: part.planId,
      sumInsuredPaise: part.sumInsuredPaise,
      premiumPaise: part.premiumPaise,
      proposal,
      leadStatus: status,
      createdAt: now,
    })),
  );
}

/** The lead creation's answer for a combo: the payment item while quoted, the items after. */
export async function comboAnswer(
  deps: InsuranceDeps,
  lead: LeadRow,
  combo: ComboRow,
  partnerId?: string | null,
) {
  const partner = findPartner(partnerId);
  const plan = comboPlanById(combo.planId);
  if (!plan) throw httpError(400, 'This plan is not available.');
  const parts = await partsOfCombo(deps.db, combo);
  const display = combo.state === 'quoted' ? null : comboDisplayData(combo, parts);
  return {
    data: {
      results: {
        lead_id: lead.id,
        combo_id: combo.id,
        state: comboViewOf(combo, parts),
        payment_item:
          combo.state === 'quoted'
            ? {
                id: combo.planId,
                object_id: combo.id,
                object_type: OBJECT_TYPES.insuranceCombo,
                invoice_amount: rupees(combo.premiumPaise),
                discounted_price: rupees(combo.premiumPaise),
                plan_coins: 0,
                banner: null,
                title: comboTitle(combo),
              }
            : null,
        // A partner that collects the payment itself answers its page (spec 03 §4).
        partner_payment_link:
          partner && combo.state === 'quoted' ? partnerPaymentLink(partner, combo.id) : null,
        disclosure: comboDisclosure(plan, combo.createdAt),
      },
      metadata: { display_data: display },
    },
  };
}

/**
 * POST /insurances/lead/combo/add: `validateOnly: 1, paymentId: null` validates and quotes
 * (400 with the insurer's refusal); `validateOnly: 0` with the payment's id answers the paid
 * combo with its items. The session's own combo lead only; another's is 'Lead not found'.
 */
export async function comboLeadAdd(
  deps: InsuranceDeps,
  userId: string,
  body: {
    leadId?: string | undefined;
    validateOnly: 0 | 1;
    paymentId?: string | null | undefined;
    partnerId?: string | null | undefined;
  },
) {
  const lead = await userInsuranceLead(deps.db, userId, COMBO_PREFIXES, body.leadId);
  if (!lead) throw httpError(404, LEAD_NOT_FOUND);
  if (body.validateOnly === 1) {
    return comboAnswer(deps, lead, await validateComboLead(deps, lead), body.partnerId);
  }
  const combo = await newestComboOfLead(deps.db, lead.id);
  if (!combo?.purchaseId || combo.state === 'quoted') throw httpError(400, NOT_PAID);
  const purchase = await findPurchase(deps.db, combo.purchaseId);
  if (!purchase || !body.paymentId || purchase.paymentId !== body.paymentId) {
    throw httpError(400, OTHER_PAYMENT);
  }
  return comboAnswer(deps, lead, combo);
}
