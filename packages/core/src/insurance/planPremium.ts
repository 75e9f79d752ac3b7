import { type GstSplit, gstSplit } from '../payments/gstSplit.js';
import { insuranceGstRatePercent } from '../payments/insuranceGstRule.js';
import { withGstText } from '../payments/withGstText.js';
import { coverTaxClass } from './coverTaxClass.js';
import type { InsurancePlan } from './insurancePlans.js';

// A plan's premium with its GST (decisions 045, 075): the table's figure is what the buyer
// pays, GST included, split by decision 040's `gstSplit` at the rate of the cover's tax class
// (`INSURANCE_GST_RULE`): individual life and health covers are exempt from 22-09-2025, group
// policies and non-life covers carry 18 %.

/** Where and when a plan is sold: its journey (a variant may differ) and the day of purchase. */
export interface PremiumTaxContext {
  /** The journey's prefix or slug; the cover's own class when absent. */
  journey?: string | null;
  /** The day it was bought; the rule in force now when absent. */
  boughtOn?: Date;
}

/** The GST rate of a plan's premium, in percent (0: exempt). */
export const planGstRatePercent = (
  plan: Pick<InsurancePlan, 'product'>,
  context: PremiumTaxContext = {},
): number =>
  insuranceGstRatePercent(coverTaxClass(plan.product, context.journey), context.boughtOn);

/** The premium split into its taxable value, CGST and SGST (all zero GST when exempt). */
export const planPremium = (plan: InsurancePlan, context: PremiumTaxContext = {}): GstSplit =>
  gstSplit(plan.premiumPaise, planGstRatePercent(plan, context));

/** '₹299, including ₹45.61 GST (18 %)' (decision 040), or '₹447, GST exempt'. */
export function premiumWithGstText(plan: InsurancePlan, context: PremiumTaxContext = {}): string {
  const split = planPremium(plan, context);
  return withGstText(split.totalPaise, split.gstPaise, split.ratePercent);
}
