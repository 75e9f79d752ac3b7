import { GST_RATE_PERCENT, type GstSplit, gstSplit } from '../payments/gstSplit.js';
import { formatPaise } from '../payments/paise.js';
import type { InsurancePlan } from './insurancePlans.js';

// A plan's premium with its GST (decision 045): the table's figure is what the buyer pays, GST
// included, split by decision 040's `gstSplit` at 18 %. Individual life and health policies
// became GST-exempt in India on 22 September 2025; the covers sold here are group and
// general policies, and any product the tax team rules exempt changes its rate here only.

/** GST rate of each product's premium, in percent. */
export const INSURANCE_GST_RATE_PERCENT: Readonly<Record<InsurancePlan['product'], number>> = {
  shop: GST_RATE_PERCENT,
  lombard: GST_RATE_PERCENT,
  term: GST_RATE_PERCENT,
  accident: GST_RATE_PERCENT,
  dengueMalaria: GST_RATE_PERCENT,
  hospicash: GST_RATE_PERCENT,
  groupHealth: GST_RATE_PERCENT,
  instaOpd: GST_RATE_PERCENT,
};

/** The premium split into its taxable value, CGST and SGST. */
export const planPremium = (plan: InsurancePlan): GstSplit =>
  gstSplit(plan.premiumPaise, INSURANCE_GST_RATE_PERCENT[plan.product]);

/** '₹299, including ₹45.61 GST (18%)', the decision 040 wording. */
export function premiumWithGstText(plan: InsurancePlan): string {
  const split = planPremium(plan);
  return `${formatPaise(split.totalPaise)}, including ${formatPaise(split.gstPaise)} GST (${split.ratePercent}%)`;
}
