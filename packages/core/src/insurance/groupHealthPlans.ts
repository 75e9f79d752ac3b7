import type { Answers } from '../journeyModel/types.js';
import { insuredMembers, type MemberKind, type MemberSelection } from './groupHealthMembers.js';
import type { InsurancePlan } from './insurancePlans.js';

// Group health's premiums (decision 052, PLACEHOLDER: spec 03 §3 has no group health table).
// A family floater priced per insured person: each adult (self, spouse) pays the plan table's
// premium (its cover record's plan rows), each child the plan's child premium below. Every figure
// includes GST (decision 045), so the family's premium is their plain sum.

/** A child's premium per plan id, whole rupees, GST included. */
export const GROUP_HEALTH_CHILD_PREMIUMS: Readonly<Record<number, number>> = {
  261: 1199,
  262: 1599,
  263: 2399,
  264: 1699,
};

/** The answers of step1.1 (add members): `spouse` yes/no, `sons` and `daughters` counts. */
export const MEMBER_ANSWERS = { spouse: 'spouse', sons: 'sons', daughters: 'daughters' } as const;

const count = (value: Answers[string] | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The members a lead's answers chose (self is always insured). */
export function memberSelectionOf(answers: Answers): MemberSelection {
  const spouse = answers[MEMBER_ANSWERS.spouse];
  return {
    spouse: spouse === 'yes' || spouse === true,
    sons: count(answers[MEMBER_ANSWERS.sons]),
    daughters: count(answers[MEMBER_ANSWERS.daughters]),
  };
}

const isAdult = (kind: MemberKind): boolean => kind === 'self' || kind === 'spouse';

/** One member's premium on a plan, in paise, GST included. */
export function memberPremiumPaise(plan: InsurancePlan, kind: MemberKind): number {
  if (isAdult(kind)) return plan.premiumPaise;
  return (GROUP_HEALTH_CHILD_PREMIUMS[plan.planId] ?? 0) * 100;
}

/** The family's premium: every insured member priced by the plan, in paise, GST included. */
export function groupHealthPremiumPaise(plan: InsurancePlan, selection: MemberSelection): number {
  return insuredMembers(selection).reduce((sum, kind) => sum + memberPremiumPaise(plan, kind), 0);
}

/** The plan priced for the lead's members: the same plan, its premium the family's. */
export function groupHealthQuote(plan: InsurancePlan, answers: Answers): InsurancePlan {
  return { ...plan, premiumPaise: groupHealthPremiumPaise(plan, memberSelectionOf(answers)) };
}
