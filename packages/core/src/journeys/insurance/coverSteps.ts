import type { InsuranceProduct } from '../../insurance/covers/insuranceCover.js';
import { insuranceEmailField } from '../../insurance/insuranceFormRules.js';
import { leadStatuses } from '../../insurance/insuranceLeadStatus.js';
import { insuranceNomineeFields, NOMINEE_HELP } from '../../insurance/insuranceNominee.js';
import { planGstExempt, plansOf } from '../../insurance/insurancePlans.js';
import { coverFactsInfo, sampleFactsNote } from '../../insurance/planCards.js';
import type { StepDef } from '../../journeyModel/types.js';
import { fullNameField } from '../shared/fullNameField.js';
import { genderField } from '../shared/genderField.js';
import { makeStep, type Next } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { applicantDobField } from './comboSteps.js';
import { insurancePlanField, PLAN_ANSWER } from './insuranceFields.js';

// The steps a person's insurance journey shares with term's (spec 03 §2: step0.5 plan, step1
// contact, step2.1 personal, step3.3 correspondence address, step6.4 nominee), built for any
// product: its plan table, its entry ages, its nominee rules. Term keeps its own definition
// (its PAN check and terms step differ); its steps are these with term's product (decision 054).
// The correspondence address (step3.3) is term's own step, lifeAddressStep (comboSteps).

/** The plan step (step0.5): the product's plans, neutrally ordered, premiums with their tax. */
export function planStep(
  product: Parameters<typeof insurancePlanField>[0],
  title: string,
  journey?: string,
): StepDef {
  const exempt = plansOf(product).every((plan) => planGstExempt(plan, journey));
  return makeStep('step0.5', [{ to: 'step1' }], {
    title,
    info: [
      `Plans are listed by premium, lowest first. Every premium ${
        exempt ? 'is GST exempt' : 'includes GST'
      }.`,
      'You see the insurer, the cover and the key exclusions again before you pay.',
      ...coverFactsInfo(product),
      ...sampleFactsNote(product),
    ],
    fields: [insurancePlanField(product, journey)],
  });
}

/** step1: the buyer's mobile (checkUser: the policy's buyer). */
export function contactStep(guard: string[]): StepDef {
  return makeStep('step1', [{ to: 'step2.1' }], {
    title: 'What is your mobile number?',
    info: ['Your policy is sent to this number.'],
    fields: [mobileField()],
    effects: ['checkUser'],
    ...(guard.length > 0 ? { guard } : {}),
    adminStatuses: leadStatuses('leadCreated'),
  });
}

/**
 * step2.1: the insured person: full name, gender, date of birth (the product's ages), e-mail.
 * It records 257 and 259; as the last step of a journey with no address step (dengue-only) its
 * e-mail completes the communication details too: 260 (decision 059).
 */
export function personalStep(product: InsuranceProduct, next: Next, guard: string[]): StepDef {
  return makeStep('step2.1', next, {
    title: 'Tell us about the person to insure.',
    info: ['The policy is in this name. We send it to this e-mail address too.'],
    fields: [
      fullNameField(),
      genderField(),
      applicantDobField(product),
      insuranceEmailField(product),
    ],
    guard: [...guard, 'mobile'],
    autoAdvance: false,
    adminStatuses:
      next === 'last'
        ? leadStatuses('dobShared', 'personalDetailsCompleted', 'communicationDetailsCompleted')
        : leadStatuses('dobShared', 'personalDetailsCompleted'),
  });
}

/** step6.4: the nominee, with the product's nominee rules (not a minor, at most 99, …). */
export function nomineeStep(product: InsuranceProduct): StepDef {
  return makeStep('step6.4', 'last', {
    title: 'Who is your nominee?',
    info: [NOMINEE_HELP],
    fields: insuranceNomineeFields({ product, applicantField: 'dob' }),
    guard: ['mobile', 'fullName', 'address'],
    autoAdvance: false,
  });
}

/** The guard of the steps after a plan step: the plan must be chosen. */
export const planGuard = (hasPlanStep: boolean): string[] => (hasPlanStep ? [PLAN_ANSWER] : []);
