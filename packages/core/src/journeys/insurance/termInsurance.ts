import { OBJECT_TYPES } from '../../catalog/products.js';
import { termCover } from '../../insurance/covers/term.js';
import { insuranceNomineeFields } from '../../insurance/insuranceNominee.js';
import { coverFactsInfo, sampleFactsNote } from '../../insurance/planCards.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { makeStep, to } from '../shared/makeStep.js';
import {
  lifeAddressStep,
  lifeContactStep,
  lifePersonalStep,
  lifeTermsStep,
  PAN_NAME_CALL,
  PAN_NAME_MISMATCH_TEXT,
} from './comboSteps.js';
import { insurancePlanField, insuranceTermsPath } from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE, insurancePrefix } from './shopCoverJourney.js';

/** Term's PAN-and-name check (spec 03 §7 `/karza/validate/pan-and-name`), the registry's call. */
export const TERM_PAN_NAME_CALL = PAN_NAME_CALL;
export const PAN_NAME_MISMATCH = PAN_NAME_MISMATCH_TEXT;

/**
 * Term insurance (spec 03 §2, INS-TERM): step1 contact, step2.1 personal with the PAN-and-name
 * check, step3.3 address with the pincode's lookup, step6.4 nominee (term's rule set: a full
 * name), step7 the terms (lastStep). The spec gives term no plan step; decision 048 adds the
 * voluntary variants' plan step id, step0.5, first, so an entry link's `plan` is carried as for
 * the shop covers and the premium is known before any personal data is asked.
 */
export const termInsuranceJourney: JourneyDef = {
  prefix: insurancePrefix('term'),
  termsPath: insuranceTermsPath('term'),
  version: 1,
  title: termCover.name,
  productId: OBJECT_TYPES.insurance,
  providerId: null,
  instrumentId: termCover.instrumentId,
  first: 'step0.5',
  finalRoute: INSURANCE_CONGRATES_ROUTE,
  finalMessage:
    'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
  steps: [
    makeStep('step0.5', to('step1'), {
      title: 'Namaste! Secure your family. Choose your life cover.',
      info: [
        'Plans are listed by premium, lowest first. Every premium is GST exempt.',
        'You see the insurer, the cover and the key exclusions again before you pay.',
        ...coverFactsInfo('term'),
        ...sampleFactsNote('term'),
      ],
      fields: [insurancePlanField('term')],
    }),
    lifeContactStep('step2.1'),
    lifePersonalStep('term', 'step3.3'),
    lifeAddressStep('term', to('step6.4')),
    makeStep('step6.4', to('step7'), {
      title: 'Who is your nominee?',
      info: ['Nominee details are important and ensure benefits reach your loved ones'],
      fields: insuranceNomineeFields({ product: 'term', applicantField: 'dob' }),
      guard: ['mobile', 'fullName', 'address'],
      autoAdvance: false,
    }),
    lifeTermsStep('term', ['mobile', 'nomineeName']),
  ],
};
