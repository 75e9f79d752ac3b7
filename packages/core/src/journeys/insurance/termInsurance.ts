import { OBJECT_TYPES } from '../../catalog/products.js';
import type { FieldDef, JourneyDef } from '../../engine/types.js';
import { insuranceDobRule } from '../../insurance/insuranceAges.js';
import { insuranceAddressField } from '../../insurance/insuranceFormRules.js';
import { insuranceNomineeFields } from '../../insurance/insuranceNominee.js';
import { INSTRUMENT_IDS, PRODUCT_NAMES } from '../../insurance/insuranceProducts.js';
import { fullNameField } from '../shared/fullNameField.js';
import { genderField } from '../shared/genderField.js';
import { makeStep, to } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { panField } from '../shared/panField.js';
import { pincodeField } from '../shared/pincodeField.js';
import { insuranceDisclaimerField, insurancePlanField, PLAN_ANSWER } from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE, insurancePrefix } from './shopCoverJourney.js';

/** Term's PAN-and-name check (spec 03 §7 `/karza/validate/pan-and-name`), the registry's call. */
export const TERM_PAN_NAME_CALL = 'karza.panName';
export const PAN_NAME_MISMATCH =
  'The name associated with entered PAN does not match. Please enter your name as on your PAN.';

/** The applicant's date of birth, in term's ages (18 to 60: 'Minimum age 18', …). */
function termDobField(): FieldDef {
  const rule = insuranceDobRule('term');
  return {
    name: 'dob',
    kind: 'dob',
    label: 'DATE OF BIRTH (DD/MM/YYYY)',
    rules: rule ? [rule] : [],
  };
}

/**
 * Term insurance (spec 03 §2, INS-TERM): step1 contact, step2.1 personal with the PAN-and-name
 * check, step3.3 address with the pincode's lookup, step6.4 nominee (term's rule set: a full
 * name), step7 the terms (lastStep). The spec gives term no plan step; decision 048 adds the
 * voluntary variants' plan step id, step0.5, first, so an entry link's `plan` is carried as for
 * the shop covers and the premium is known before any personal data is asked.
 */
export const termInsuranceJourney: JourneyDef = {
  prefix: insurancePrefix('term'),
  version: 1,
  title: PRODUCT_NAMES.term,
  productId: OBJECT_TYPES.insurance,
  providerId: null,
  instrumentId: INSTRUMENT_IDS.term,
  first: 'step0.5',
  finalRoute: INSURANCE_CONGRATES_ROUTE,
  finalMessage:
    'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
  steps: [
    makeStep('step0.5', to('step1'), {
      title: 'Namaste! Secure your family. Choose your life cover.',
      info: [
        'Plans are listed by premium, lowest first. Every premium includes GST.',
        'You see the insurer, the cover and the key exclusions again before you pay.',
      ],
      fields: [insurancePlanField('term')],
    }),
    makeStep('step1', to('step2.1'), {
      title: 'What is your mobile number?',
      info: ['Your policy is sent to this number.'],
      fields: [mobileField()],
      effects: ['checkUser'],
      guard: [PLAN_ANSWER],
    }),
    makeStep('step2.1', [{ to: 'step3.3', when: { outcome: TERM_PAN_NAME_CALL, eq: 'matched' } }], {
      title: 'Tell us about yourself.',
      info: ['Your name must be as it is on your PAN: we check it with the tax register.'],
      fields: [fullNameField(), genderField(), termDobField(), panField()],
      guard: [PLAN_ANSWER, 'mobile'],
      autoAdvance: false,
      call: {
        name: TERM_PAN_NAME_CALL,
        outcomes: ['matched', 'mismatch'],
        refuse: { outcomes: ['mismatch'], field: 'pancard', message: PAN_NAME_MISMATCH },
      },
    }),
    makeStep('step3.3', to('step6.4'), {
      title: 'Where do you live?',
      info: ['We send your policy papers here.'],
      fields: [
        insuranceAddressField({ mode: 'term', of: 'correspondence', shortForm: false }),
        pincodeField(),
      ],
      guard: ['mobile', 'fullName'],
    }),
    makeStep('step6.4', to('step7'), {
      title: 'Who is your nominee?',
      info: ['Nominee details are important and ensure benefits reach your loved ones'],
      fields: insuranceNomineeFields({ product: 'term', applicantField: 'dob' }),
      guard: ['mobile', 'fullName', 'address'],
      autoAdvance: false,
    }),
    makeStep('step7', 'last', {
      title: 'Read and accept the terms and conditions.',
      info: ['Next you see the insurer, the cover, the premium and the key exclusions, then pay.'],
      fields: [insuranceDisclaimerField()],
      guard: ['mobile', 'nomineeName'],
    }),
  ],
};
