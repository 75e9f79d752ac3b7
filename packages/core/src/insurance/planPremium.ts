import { type GstSplit, gstSplit } from '../payments/gstSplit.js';
import { formatPaise } from '../payments/paise.js';
import { coverOfPlan, type InsurancePlan } from './insurancePlans.js';

// A plan's premium with its GST (decision 045): the table's figure is what the buyer pays, GST
// included, split by decision 040's `gstSplit` at 18 %. Individual life and health policies
// became GST-exempt in India on 22 September 2025; the covers sold here are group and
// general policies, and any cover the tax team rules exempt changes its rate in its record
// only (`premium.gstRatePercent`).

/** The GST rate of a plan's premium, in percent: its cover's premium rule. */
export const planGstRatePercent = (plan: Pick<InsurancePlan, 'product'>): number =>
  coverOfPlan(plan).premium.gstRatePercent;

/** The premium split into its taxable value, CGST and SGST. */
export const planPremium = (plan: InsurancePlan): GstSplit =>
  gstSplit(plan.premiumPaise, planGstRatePercent(plan));

/** '₹299, including ₹45.61 GST (18%)', the decision 040 wording. */
export function premiumWithGstText(plan: InsurancePlan): string {
  const split = planPremium(plan);
  return `${formatPaise(split.totalPaise)}, including ${formatPaise(split.gstPaise)} GST (${split.ratePercent}%)`;
}
