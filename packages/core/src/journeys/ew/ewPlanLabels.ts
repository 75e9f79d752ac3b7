import { formatBasisPoints } from '../../format/formatPercent.js';
import type { Answers } from '../../journeyModel/types.js';
import { type EwPremium, ewPlanPremiums, invoicePaiseOf } from '../../payments/ewPremium.js';
import { premiumTaxNote } from '../../payments/insuranceGstRule.js';
import { formatPaise } from '../../payments/paise.js';

/**
 * A plan as the plan step names it for the product's invoice value (decision 092): '2 years
 * extended warranty — ₹4,675 incl. 18 % GST (8.5 % of ₹54,999)', or '… (the minimum premium)'
 * when the share is below ₹499. The premium is the one the pay page and the certificate show.
 */
export const ewPlanLabel = ({ plan, split, invoicePaise, atMinimum }: EwPremium): string =>
  `${plan.title} — ${formatPaise(split.totalPaise)} ${premiumTaxNote(split.ratePercent)} (${
    atMinimum
      ? 'the minimum premium'
      : `${formatBasisPoints(plan.rateBps)} of ${formatPaise(invoicePaise)}`
  })`;

/** Each plan's label (by plan id) for the lead's invoice value; {} when it has none in range. */
export function ewPlanLabels(answers: Answers): Record<string, string> {
  const invoicePaise = invoicePaiseOf(answers.ewInvoiceValue);
  if (invoicePaise === null) return {};
  return Object.fromEntries(ewPlanPremiums(invoicePaise).map((p) => [p.plan.id, ewPlanLabel(p)]));
}
