import { formatINR, groupIndian } from '../../format/formatINR.js';

/** Spec 02 §9's sentence, word for word. */
export const SPEC_DAILY_EMI_TEMPLATE =
  'Your indicative EMI is {emi} for a loan amount of Rs {amount} which is only Rs {per day} per day.';

/** The sentence as shown: one currency sign, ₹, for all three amounts (decision 078). */
export const DAILY_EMI_TEMPLATE = SPEC_DAILY_EMI_TEMPLATE.replaceAll('Rs ', '₹');

/**
 * The daily EMI line: the best EMI over 30, as a whole number of rupees. The spec leaves the
 * rounding open (PL-55); decision 047 rounds **up**, so the line never understates the cost.
 * The EMI is written '₹9,456' (to the rupee, rounded half up); amounts with lakh grouping.
 */
export function dailyEmiText(bestEmiPaise: number, amountRupees: number): string {
  const perDay = Math.ceil(bestEmiPaise / 100 / 30);
  return DAILY_EMI_TEMPLATE.replace('{emi}', formatINR(Math.round(bestEmiPaise / 100), 0))
    .replace('{amount}', groupIndian(String(Math.round(amountRupees))))
    .replace('{per day}', groupIndian(String(perDay)));
}
