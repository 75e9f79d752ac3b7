import {
  type ComboPlan,
  comboCover,
  comboPartPlanById,
  comboPremium,
  coverName,
  formatDate,
  formatPaise,
  partKeyExclusions,
  partPremium,
} from '@tara/core';
import type { ComboRow } from './comboData.js';
import type { PolicyRow } from './data.js';
import { POLICY_FOOTER, POLICY_STATUS, policyDocumentPath } from './policyView.js';

// What a combo shows (spec 03 §3 "Combo display body items", decision 055): before paying,
// each part's insurer, cover, premium and key exclusions and the total; after, each part's
// item (inst_name, name, valid_till, status, policy_number, policy_download_link, footer,
// background_color).

export const COMBO_ISSUED_TITLE = 'Congratulations! Your policies are issued';
export const COMBO_PROCESSING_TITLE = 'Payment received. Your policies are being issued';
export const COMBO_FAILED_TITLE = 'We could not issue your policies';
export const COMBO_PARTLY_TITLE = 'We could not issue every policy';

/** The item's tint by status: neutral, never a ranking (IRDAI). */
const BACKGROUND = { issued: '#e8f5e9', failed: '#ffebee', other: '#fff8e1' } as const;

/** The combo's state as the page reads it. */
export type ComboView = 'quoted' | 'issuing' | 'issued' | 'failed';

export function comboViewOf(combo: ComboRow, parts: readonly PolicyRow[]): ComboView {
  if (combo.state === 'quoted') return 'quoted';
  if (parts.some((p) => p.state === 'paid' || p.state === 'issuing' || p.state === 'quoted')) {
    return 'issuing';
  }
  return parts.every((p) => p.state === 'issued') ? 'issued' : 'failed';
}

const productName = coverName;

/**
 * The IRDAI disclosure of every part and the total, before paying: each part at its own
 * cover's GST rate (decision 075), the total's GST their sum.
 */
export function comboDisclosure(plan: ComboPlan, boughtOn?: Date) {
  const total = comboPremium(plan, boughtOn);
  return {
    combo_name: comboCover(plan.combo).name,
    plan_id: plan.planId,
    premium_paise: total.totalPaise,
    taxable_paise: total.basePaise,
    gst_paise: total.gstPaise,
    gst_rate_percent: total.ratePercent,
    parts: plan.parts.map((part) => ({
      product_name: productName(part.product),
      insurer_name: part.insurerName,
      plan_id: part.planId,
      sum_insured_paise: part.sumInsuredPaise,
      premium_paise: part.premiumPaise,
      gst_rate_percent: partPremium(part, boughtOn).ratePercent,
      key_exclusions: [...partKeyExclusions(part)],
    })),
  };
}

function itemOf(part: PolicyRow) {
  const issued = part.state === 'issued';
  const failed = part.state === 'failed';
  const plan = comboPartPlanById(part.planId);
  const period =
    issued && part.startDate && part.endDate
      ? `Period of cover ${formatDate(part.startDate)} to ${formatDate(part.endDate)}`
      : null;
  return {
    inst_name: productName(part.product),
    name: plan?.insurerName ?? part.insurer,
    sum_insured: formatPaise(part.sumInsuredPaise),
    valid_till: issued && part.endDate ? formatDate(part.endDate) : null,
    status: POLICY_STATUS[part.state],
    policy_number: issued ? part.policyNumber : null,
    policy_download_link: issued ? policyDocumentPath(part.id) : null,
    footer: failed ? (part.failure ?? '') : (period ?? ''),
    background_color: issued ? BACKGROUND.issued : failed ? BACKGROUND.failed : BACKGROUND.other,
  };
}

/** The combo lead's `display_data` after payment: its items, and the failure if any. */
export function comboDisplayData(combo: ComboRow, parts: readonly PolicyRow[]) {
  const view = comboViewOf(combo, parts);
  const failed = parts.filter((p) => p.state === 'failed');
  const name = coverName(combo.combo);
  const title =
    view === 'issued'
      ? COMBO_ISSUED_TITLE
      : view === 'failed'
        ? failed.length === parts.length
          ? COMBO_FAILED_TITLE
          : COMBO_PARTLY_TITLE
        : COMBO_PROCESSING_TITLE;
  return {
    title,
    header: name,
    body: { title: name, items: parts.map(itemOf), footer: POLICY_FOOTER },
    name,
    status: view === 'issued' ? 'Issued' : view === 'failed' ? 'Failed' : 'Processing',
    policyFailed: failed.length > 0,
    failure: failed[0]?.failure ?? null,
  };
}

export type ComboDisplayData = ReturnType<typeof comboDisplayData>;
