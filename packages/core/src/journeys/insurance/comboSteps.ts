import type { InsuranceProduct } from '../../insurance/covers/insuranceCover.js';
import { insuranceDobRule } from '../../insurance/insuranceAges.js';
import { insuranceAddressField } from '../../insurance/insuranceFormRules.js';
import { INSURANCE_LEAD_STATUS } from '../../insurance/insuranceLeadStatus.js';
import type { FieldDef, StepDef } from '../../journeyModel/types.js';
import { fullNameField } from '../shared/fullNameField.js';
import { genderField } from '../shared/genderField.js';
import { makeStep, type Next, to } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { panField } from '../shared/panField.js';
import { pincodeField } from '../shared/pincodeField.js';
import { insuranceDisclaimerField, PLAN_ANSWER } from './insuranceFields.js';

// The life covers' steps (spec 03 §2: term and the combos share step1, step2.1 with the PAN
// check, step3.3 and step7), built once: term's definition uses them, the combos with their
// own ages, next steps and guards (decision 055). Saving step1 records lead status 256 (lead
// created), step2.1 257 and 259 (DOB shared, personal details), step3.3 260 (communication).

/** The PAN-and-name check of term and the combos (spec 03 §7 `/karza/validate/pan-and-name`). */
export const PAN_NAME_CALL = 'karza.panName';
export const PAN_NAME_MISMATCH_TEXT =
  'The name associated with entered PAN does not match. Please enter your name as on your PAN.';

/** The applicant's date of birth in the product's ages ('Minimum age 18', …). */
export function applicantDobField(product: InsuranceProduct): FieldDef {
  const rule = insuranceDobRule(product);
  return {
    name: 'dob',
    kind: 'dob',
    label: 'DATE OF BIRTH (DD/MM/YYYY)',
    rules: rule ? [rule] : [],
  };
}

/** step1: the buyer's mobile (checkUser), after the plan. */
export const lifeContactStep = (next: string): StepDef =>
  makeStep('step1', to(next), {
    title: 'What is your mobile number?',
    info: ['Your policy is sent to this number.'],
    fields: [mobileField()],
    effects: ['checkUser'],
    guard: [PLAN_ANSWER],
    adminStatuses: [String(INSURANCE_LEAD_STATUS.leadCreated)],
  });

/** step2.1: name as on the PAN, gender, date of birth, PAN; the PAN-and-name check picks next. */
export const lifePersonalStep = (product: InsuranceProduct, next: string): StepDef =>
  makeStep('step2.1', [{ to: next, when: { outcome: PAN_NAME_CALL, eq: 'matched' } }], {
    title: 'Tell us about yourself.',
    info: ['Your name must be as it is on your PAN: we check it with the tax register.'],
    fields: [fullNameField(), genderField(), applicantDobField(product), panField()],
    guard: [PLAN_ANSWER, 'mobile'],
    autoAdvance: false,
    adminStatuses: [
      String(INSURANCE_LEAD_STATUS.dobShared),
      String(INSURANCE_LEAD_STATUS.personalDetailsCompleted),
    ],
    call: {
      name: PAN_NAME_CALL,
      outcomes: ['matched', 'mismatch'],
      refuse: { outcomes: ['mismatch'], field: 'pancard', message: PAN_NAME_MISMATCH_TEXT },
    },
  });

/** step3.3: the correspondence address with the pincode's city lookup. */
export const lifeAddressStep = (product: InsuranceProduct, next: Next): StepDef =>
  makeStep('step3.3', next, {
    title: 'Where do you live?',
    info: ['We send your policy papers here.'],
    fields: [
      insuranceAddressField({ mode: product, of: 'correspondence', shortForm: false }),
      pincodeField(),
    ],
    guard: ['mobile', 'fullName'],
    adminStatuses: [String(INSURANCE_LEAD_STATUS.communicationDetailsCompleted)],
  });

/** step7 (lastStep): the terms, then the disclosure and the payment on insurance/congrates. */
export const lifeTermsStep = (product: InsuranceProduct, guard: string[]): StepDef =>
  makeStep('step7', 'last', {
    title: 'Read and accept the terms and conditions.',
    info: ['Next you see the insurer, the cover, the premium and the key exclusions, then pay.'],
    fields: [insuranceDisclaimerField(product)],
    guard,
  });
