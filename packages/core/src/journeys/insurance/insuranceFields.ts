import type { InsuranceProduct } from '../../insurance/covers/insuranceCover.js';
import { coverOf } from '../../insurance/covers/insuranceCovers.js';
import { type PlanProduct, plansOf } from '../../insurance/insurancePlans.js';
import { planCardLabel, planFieldLabel } from '../../insurance/planCards.js';
import { orderPlansNeutrally } from '../../insurance/planNeutrality.js';
import type { FieldDef } from '../../journeyModel/types.js';

// The insurance journeys' own fields (decision 048): the plan picked (the spec's
// `insurancePremiumPlan`, valued by core's plan id) and the shop covers' disclaimer.

/** The answer that holds the chosen plan's id (spec 03 §3 "Contact and plan"). */
export const PLAN_ANSWER = 'insurancePremiumPlan';

/**
 * The plan radio: the product's plans in the neutral order (premium, then cover, then insurer),
 * each a card naming its insurer, sum insured and premium with its tax apart, as sold by
 * `journey` (decisions 075, 083); never ranked nor praised (IRDAI). Its label links the compare
 * page and the policy wording.
 */
export function insurancePlanField(product: PlanProduct, journey?: string): FieldDef {
  return {
    name: PLAN_ANSWER,
    kind: 'radio',
    ...planFieldLabel(product, undefined, journey),
    options: orderPlansNeutrally(plansOf(product)).map((plan) => ({
      value: String(plan.planId),
      label: planCardLabel(plan, { journey }),
    })),
  };
}

/** Where the insurance products' own terms are read, one page per product (decision 064). */
export const INSURANCE_TERMS_PATH = '/insurance/terms-and-conditions';

/** A product's policy terms page: `/insurance/terms-and-conditions/<slug>`. */
export const insuranceTermsPath = (product: InsuranceProduct): string =>
  `${INSURANCE_TERMS_PATH}/${coverOf(product).slug}`;

/**
 * The insurance disclaimer (INS-COM-20: submit stays off until it is ticked), unticked; its
 * link opens the product's own policy terms (decision 064; Tara's terms of use before).
 */
export function insuranceDisclaimerField(product: InsuranceProduct): FieldDef {
  return {
    name: 'isInsuranceDisclaimerChecked',
    kind: 'disclaimer',
    label:
      'I confirm the details are correct and agree to the policy Terms and Conditions. I have read the key exclusions.',
    links: [{ text: 'Terms and Conditions', href: insuranceTermsPath(product) }],
  };
}
