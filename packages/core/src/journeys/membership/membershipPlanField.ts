import { MEMBERSHIP_PLANS, type MembershipPlanRecord } from '../../catalog/membershipPlans.js';
import { formatINR } from '../../format/formatINR.js';
import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The plan paid for at step5 (`planId`). The spec does not say where the hp journey takes its
 * plan from (HP-06, OPEN): the applicant picks one of the plans on sale (decisions 040, 042),
 * each shown with its price and benefits before paying (issue 22 §1), from the list the API
 * seeds its plans table with.
 */
export function membershipPlanField(): FieldDef {
  return {
    name: 'planId',
    kind: 'radio',
    label: 'MEMBERSHIP PLAN',
    options: MEMBERSHIP_PLANS.map((plan) => ({
      value: String(plan.id),
      label: membershipPlanLabel(plan),
    })),
  };
}

/** "Tara Gold: ₹999, GST included. A year of priority support, … and 500 coins." */
export function membershipPlanLabel(plan: MembershipPlanRecord): string {
  const price = formatINR(plan.invoiceAmountPaise / 100, 0);
  return `${plan.title}: ${price}, GST included. ${plan.description}`;
}
