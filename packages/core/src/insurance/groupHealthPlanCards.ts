import { partyById } from '../catalog/parties.js';
import type { FieldOption } from '../journeyModel/types.js';
import { gstSplit } from '../payments/gstSplit.js';
import { formatPaise } from '../payments/paise.js';
import type { MemberKind } from './groupHealthMembers.js';
import { memberPremiumPaise } from './groupHealthPlans.js';
import type { InsurancePlan } from './insurancePlans.js';
import { premiumTaxText } from './planFacts.js';
import { planGstRatePercent } from './planPremium.js';

// Group health's plan cards (decision 083), apart from its premiums (`groupHealthPlans`): the
// validation rules import those, and the journey step's browser code with them, which must not
// carry the cover records and the catalogue's parties these words need (the 90 KB budget).

/** A member's premium with its tax apart, at the plan's rate (decision 083). */
const memberPremiumText = (plan: InsurancePlan, kind: MemberKind): string =>
  premiumTaxText(gstSplit(memberPremiumPaise(plan, kind), planGstRatePercent(plan)));

/**
 * A plan's card on step1.2 (decision 083): 'Zurich Kotak General Insurance Company (India)
 * Limited: ₹5,00,000 sum insured. Premium per adult ₹3,388.98 + GST ₹610.02 (18 %), per child
 * ₹1,355.08 + GST ₹243.92 (18 %).' The insurer is named because two networks are offered;
 * neutral words only (IRDAI).
 */
export const groupHealthPlanLabel = (plan: InsurancePlan): string =>
  `${partyById(plan.insurer).legalName ?? plan.insurerName}: ${formatPaise(
    plan.sumInsuredPaise,
  )} sum insured. Premium ${groupHealthPremiumText(plan)}.`;

/** A plan's premiums, tax apart: 'per adult ₹2,541.53 + GST ₹457.47 (18 %), per child …'. */
export const groupHealthPremiumText = (plan: InsurancePlan): string =>
  `per adult ${memberPremiumText(plan, 'self')}, per child ${memberPremiumText(plan, 'son')}`;

export const groupHealthPlanOptions = (plans: readonly InsurancePlan[]): FieldOption[] =>
  plans.map((plan) => ({ value: String(plan.planId), label: groupHealthPlanLabel(plan) }));
