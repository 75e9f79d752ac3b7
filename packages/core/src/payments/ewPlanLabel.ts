import { formatINR } from '../format/formatINR.js';
import { type EwPlan, ewPremium, invoicePaiseOf } from './ewPremium.js';

/**
 * The premium of plan `planId` for the invoice value answered (`ewInvoiceValue`, rupees), as
 * the plan step shows it (decision 077): '₹2,500', or null when the plan is unknown or the
 * invoice value is missing or outside the range covered. It is `ewPremium`'s total, the amount
 * the server charges (GST included), so the amount shown is the amount paid.
 */
export function ewPlanPrice(planId: string, invoiceValue: unknown): string | null {
  const invoicePaise = invoicePaiseOf(invoiceValue);
  const premium = invoicePaise === null ? null : ewPremium(invoicePaise, planId);
  return premium ? formatINR(premium.split.totalPaise / 100, 0) : null;
}

/**
 * A plan as the plan step offers it: its title, its premium for the invoice value when known,
 * and its rate ('1 year extended warranty: ₹2,500 (5% of the invoice value)').
 */
export function ewPlanLabel(plan: EwPlan, invoiceValue: unknown): string {
  const price = ewPlanPrice(plan.id, invoiceValue);
  const rate = `(${plan.rateBps / 100}% of the invoice value)`;
  return price ? `${plan.title}: ${price} ${rate}` : `${plan.title} ${rate}`;
}
