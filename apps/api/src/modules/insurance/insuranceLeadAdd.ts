import {
  COMBO_PREFIXES,
  coverOfPrefix,
  coverPrefixes,
  insuranceQuote,
  OBJECT_TYPES,
  planById,
  prePaymentDisclosure,
  SINGLE_COVERS,
  type SingleCover,
} from '@tara/core';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { findPurchase } from '../payments/data.js';
import { currentCombo } from './comboCurrent.js';
import { type LeadRow, newestPolicyOfLead, type PolicyRow, userInsuranceLead } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { insurancePayment } from './insurancePayment.js';
import { policyTitle } from './insurancePurchasable.js';
import { displayDataOf } from './policyView.js';
import { validateInsuranceLead } from './validateLead.js';

export const NOT_PAID = 'This policy is not paid for yet.';
export const OTHER_PAYMENT = 'This payment is not the one that paid for this policy.';

/** A single cover's lead-add call (spec 03 §7: Lombard has its own). */
export type LeadAddPath = `/api/${SingleCover['leadAddPath']}`;

const pathOf = (cover: SingleCover): LeadAddPath => `/api/${cover.leadAddPath}`;

/** Which journeys each lead-add path creates leads of: the covers' records say. */
export const LEAD_ADD_JOURNEYS: ReadonlyMap<LeadAddPath, readonly string[]> = SINGLE_COVERS.reduce(
  (paths, cover) =>
    paths.set(pathOf(cover), [...(paths.get(pathOf(cover)) ?? []), ...coverPrefixes(cover)]),
  new Map<LeadAddPath, string[]>(),
);

/** The lead-add path of a single cover's journey (the common one for any other). */
export function leadAddPathOf(journey: string): LeadAddPath {
  const cover = coverOfPrefix(journey);
  return cover?.kind === 'single' ? pathOf(cover) : '/api/insurances/lead/add';
}

const rupees = (paise: number): number => paise / 100;

/**
 * The disclosure of a plan sold by `journey` (its GST: decision 075); `premiumPaise`, when
 * given, is the priced premium (group health's is every member's, decision 052), else the
 * table's; `boughtOn`, a quoted policy's day (the rule in force then), else today's rule.
 */
export function disclosureView(
  planId: number,
  journey: string,
  premiumPaise?: number,
  boughtOn?: Date,
) {
  const found = planById(planId);
  if (!found) return null;
  const plan = premiumPaise === undefined ? found : { ...found, premiumPaise };
  const d = prePaymentDisclosure(plan, { journey, boughtOn });
  return {
    insurer_name: d.insurerName,
    product_name: d.productName,
    plan_id: d.planId,
    sum_insured_paise: d.sumInsuredPaise,
    premium_paise: d.premium.totalPaise,
    taxable_paise: d.premium.basePaise,
    gst_paise: d.premium.gstPaise,
    gst_rate_percent: d.premium.ratePercent,
    key_exclusions: [...d.keyExclusions],
  };
}

function answerOf(lead: LeadRow, policy: PolicyRow) {
  const disclosure = disclosureView(
    policy.planId,
    policy.journey,
    policy.premiumPaise,
    policy.createdAt,
  );
  if (!disclosure) throw httpError(400, 'This plan is not available.');
  const display = policy.state === 'quoted' ? null : displayDataOf(policy);
  return {
    data: {
      results: {
        lead_id: lead.id,
        policy_id: policy.id,
        state: policy.state,
        payment_item:
          policy.state === 'quoted'
            ? {
                id: policy.planId,
                object_id: policy.id,
                object_type: OBJECT_TYPES.insurance,
                invoice_amount: rupees(policy.premiumPaise),
                discounted_price: rupees(policy.premiumPaise),
                plan_coins: 0,
                banner: null,
                title: policyTitle(policy),
              }
            : null,
        disclosure,
      },
      metadata: {
        display_data: display,
        policy_download_link: display?.policy_download_link ?? null,
      },
    },
  };
}

/**
 * POST /insurances/lead/add (and Lombard's): `validateOnly: 1, paymentId: null` validates and
 * quotes (400 with the insurer's refusal); `validateOnly: 0` with the payment's id answers the
 * paid lead: its `display_data` once issued (Processing meanwhile, policyFailed on failure).
 * The session's own lead only; another's is 'Lead not found'.
 */
export async function insuranceLeadAdd(
  deps: InsuranceDeps,
  userId: string,
  path: LeadAddPath,
  body: { leadId?: string | undefined; validateOnly: 0 | 1; paymentId?: string | null | undefined },
) {
  const journeys = LEAD_ADD_JOURNEYS.get(path) ?? [];
  const lead = await userInsuranceLead(deps.db, userId, journeys, body.leadId);
  if (!lead) throw httpError(404, LEAD_NOT_FOUND);
  if (body.validateOnly === 1) return answerOf(lead, await validateInsuranceLead(deps, lead));
  const policy = await newestPolicyOfLead(deps.db, lead.id);
  if (!policy?.purchaseId || policy.state === 'quoted') throw httpError(400, NOT_PAID);
  const purchase = await findPurchase(deps.db, policy.purchaseId);
  if (!purchase || !body.paymentId || purchase.paymentId !== body.paymentId) {
    throw httpError(400, OTHER_PAYMENT);
  }
  return answerOf(lead, policy);
}

/** GET /insurances/current: the user's newest finished insurance lead and its policy, if any. */
export async function currentInsurance(deps: InsuranceDeps, userId: string) {
  const journeys = [...LEAD_ADD_JOURNEYS.values()].flat();
  const lead = await userInsuranceLead(deps.db, userId, [...journeys, ...COMBO_PREFIXES]);
  if (!lead) return { data: { results: null } };
  // A combo's lead answers its combo (decision 055).
  if (COMBO_PREFIXES.includes(lead.journey)) return currentCombo(deps, lead);
  const policy = await newestPolicyOfLead(deps.db, lead.id);
  const quote = policy ?? insuranceQuote(lead.journey, lead.answers);
  const boughtOn = policy?.createdAt;
  return {
    data: {
      results: {
        lead_id: lead.id,
        journey: lead.journey,
        lead_add_path: leadAddPathOf(lead.journey).replace(/^\/api\//, ''),
        disclosure: quote
          ? disclosureView(quote.planId, lead.journey, quote.premiumPaise, boughtOn)
          : null,
        policy_state: policy?.state ?? null,
        display_data: policy && policy.state !== 'quoted' ? displayDataOf(policy) : null,
        ...(await insurancePayment(deps.db, policy?.purchaseId)),
      },
    },
  };
}
