import { OBJECT_TYPES } from '../../catalog/products.js';
import { comboHasBusiness, comboPlansOf } from '../../insurance/comboPlans.js';
import type { ComboProduct } from '../../insurance/covers/insuranceCover.js';
import { comboCover } from '../../insurance/covers/insuranceCovers.js';
import {
  BUSINESS_STEP_NOTICE,
  businessNameField,
  insuranceAddressField,
} from '../../insurance/insuranceFormRules.js';
import { insuranceNomineeFields } from '../../insurance/insuranceNominee.js';
import {
  comboPlanCardLabel,
  coverFactsInfo,
  planFieldLabel,
  sampleFactsNote,
} from '../../insurance/planCards.js';
import type { FieldDef, JourneyDef } from '../../journeyModel/types.js';
import { businessPanField } from '../shared/businessPanField.js';
import { cityField } from '../shared/cityField.js';
import { makeStep, to } from '../shared/makeStep.js';
import { officePincodeField } from '../shared/officePincodeField.js';
import { lifeAddressStep, lifeContactStep, lifePersonalStep, lifeTermsStep } from './comboSteps.js';
import { insuranceTermsPath, PLAN_ANSWER } from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE, insurancePrefix } from './shopCoverJourney.js';

/**
 * The combo's plan radio: its levels of life cover, lowest premium first (decision 055), each
 * card listing its parts with their insurer and premium (decision 083).
 */
function comboPlanField(combo: ComboProduct): FieldDef {
  return {
    name: PLAN_ANSWER,
    kind: 'radio',
    ...planFieldLabel(combo),
    options: [...comboPlansOf(combo)]
      .sort((a, b) => a.premiumPaise - b.premiumPaise || a.planId - b.planId)
      .map((plan) => ({ value: String(plan.planId), label: comboPlanCardLabel(plan) })),
  };
}

/** The firm's details (INS-COMBO-04, INS-COMBO-06): name, date of establishment, GSTIN, PAN. */
function businessFields(combo: ComboProduct): FieldDef[] {
  return [
    businessNameField(combo),
    {
      name: 'firmDob',
      kind: 'dob',
      label: 'DATE OF ESTABLISHMENT (DD/MM/YYYY)',
      rules: [
        { rule: 'dob', minAge: 0, maxAge: 1000 },
        { rule: 'dateFrom', from: '1800-01-01' },
      ],
    },
    // A proprietor may have neither a GSTIN nor a business PAN: both optional.
    {
      name: 'gstNumber',
      kind: 'text',
      label: 'GSTIN (OPTIONAL)',
      required: false,
      maxLength: 15,
      rules: [{ rule: 'gstin' }],
    },
    businessPanField(),
  ];
}

const NOMINEE_DOB = 'nomineeDob';

/**
 * A combo (spec 03 §2, INS-COMBO): the plan (step0.5, as term), step1 contact, step2.1
 * personal with the PAN check (combo ages 18–61), step3.3 correspondence address, step4.3 the
 * business/firm ('Why are we asking?'), step5.2 its address, step6.4 the nominee, the nominee's
 * date of birth (step6.5, "a nominee date-of-birth step precedes step7"), step7 the terms
 * (last). The group-personal-accident-only combo (term + accident, X-21) has no business
 * suraksha: step3.3 goes straight to step6.4.
 */
export function comboInsuranceJourney(combo: ComboProduct): JourneyDef {
  const business = comboHasBusiness(combo);
  // The nominee's name is a full name, as term's (a life claim pays the named person).
  const nominee = insuranceNomineeFields({ product: 'term', applicantField: 'dob' });
  return {
    prefix: insurancePrefix(combo),
    termsPath: insuranceTermsPath(combo),
    version: 1,
    title: comboCover(combo).name,
    productId: OBJECT_TYPES.insurance,
    providerId: null,
    // A combo has no instrument of its own (decision 045): its parts' are on its policies.
    instrumentId: null,
    first: 'step0.5',
    finalRoute: INSURANCE_CONGRATES_ROUTE,
    finalMessage:
      'Review your covers, then pay the premium: the insurers issue your policies once it is paid.',
    steps: [
      makeStep('step0.5', to('step1'), {
        title: 'Namaste! Protect your family and your business. Choose your cover.',
        info: [
          'Plans are listed by premium, lowest first. Every premium includes GST.',
          'You see each insurer, cover and the key exclusions again before you pay.',
          ...coverFactsInfo(combo),
          ...sampleFactsNote(combo),
        ],
        fields: [comboPlanField(combo)],
      }),
      lifeContactStep('step2.1'),
      lifePersonalStep(combo, 'step3.3'),
      lifeAddressStep(combo, to(business ? 'step4.3' : 'step6.4')),
      ...(business
        ? [
            makeStep('step4.3', to('step5.2'), {
              title: 'Tell us about your business or firm.',
              info: [BUSINESS_STEP_NOTICE.question, BUSINESS_STEP_NOTICE.answer],
              fields: businessFields(combo),
              guard: ['mobile', 'fullName', 'address'],
              autoAdvance: false,
            }),
            makeStep('step5.2', to('step6.4'), {
              title: 'Where is your business or firm?',
              info: ['The business suraksha covers the business at this address.'],
              fields: [
                insuranceAddressField({ mode: combo, of: 'business', shortForm: false }),
                officePincodeField('officePincode', 'PINCODE'),
                cityField('officeCity', 'CITY'),
              ],
              guard: ['mobile', 'businessName'],
            }),
          ]
        : []),
      makeStep('step6.4', to('step6.5'), {
        title: 'Who is your nominee?',
        info: ['Nominee details are important and ensure benefits reach your loved ones'],
        fields: nominee.filter((f) => f.name !== NOMINEE_DOB),
        guard: ['mobile', 'fullName', 'address'],
        autoAdvance: false,
      }),
      makeStep('step6.5', to('step7'), {
        title: 'When was your nominee born?',
        info: ['A nominee must be an adult: 18 to 99 years old.'],
        fields: nominee.filter((f) => f.name === NOMINEE_DOB),
        guard: ['mobile', 'nomineeName', 'nomineeRelation'],
      }),
      lifeTermsStep(combo, ['mobile', 'nomineeName']),
    ],
  };
}

export const termHospicashSurakshaJourney = comboInsuranceJourney('termHospicashSuraksha');
export const termSurakshaAccidentJourney = comboInsuranceJourney('termSurakshaAccident');
export const termAccidentJourney = comboInsuranceJourney('termAccident');

/** The three combo journeys, in the spec's order. */
export const COMBO_JOURNEYS: readonly JourneyDef[] = [
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
  termAccidentJourney,
];
