import { OBJECT_TYPES } from '../../catalog/products.js';
import type { InsuranceProduct } from '../../insurance/covers/insuranceCover.js';
import { coverOf, singleCover } from '../../insurance/covers/insuranceCovers.js';
import {
  businessNameField,
  insuranceAddressField,
  insuranceEmailField,
} from '../../insurance/insuranceFormRules.js';
import { leadStatuses } from '../../insurance/insuranceLeadStatus.js';
import { coverFactsInfo, sampleFactsNote } from '../../insurance/planCards.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { makeStep, to } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { pincodeField } from '../shared/pincodeField.js';
import {
  insuranceDisclaimerField,
  insurancePlanField,
  insuranceTermsPath,
  PLAN_ANSWER,
} from './insuranceFields.js';

/** Where every insurance journey ends (spec 03 §2; `insurance/congrats` resolves there too). */
export const INSURANCE_CONGRATES_ROUTE = 'insurance/congrates';

/** The journeys' route prefix of a product: `insurance/<slug>`. */
export const insurancePrefix = (product: InsuranceProduct): string =>
  `insurance/${coverOf(product).slug}`;

/**
 * The shop covers (spec 03 §2: shop insurance step0.6 → step1 → step4.3, Lombard's step0.9 →
 * step1 → step4.3): the plan, the contact (checkUser: the policy's buyer), the shop's details,
 * last. Paying and issuing follow on `insurance/congrates` (decision 048: pay, then issue).
 * Lead statuses (decision 059): step1 256, step4.3 259 and 260; no date of birth, no 257.
 */
export function shopCoverJourney(product: 'shop' | 'lombard', planStep: string): JourneyDef {
  return {
    prefix: insurancePrefix(product),
    termsPath: insuranceTermsPath(product),
    version: 1,
    title: singleCover(product).name,
    // The insurance object type stands for the product (none in the spec), like ew's 18.
    productId: OBJECT_TYPES.insurance,
    providerId: null,
    instrumentId: singleCover(product).instrumentId,
    first: planStep,
    finalRoute: INSURANCE_CONGRATES_ROUTE,
    finalMessage:
      'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
    // Spec SHELL-23 and X-16: shop and Lombard pages add 90 px in tm=1; AUTH-47: no reset.
    shell: { extraBottomPadding: 90, resetButton: false },
    steps: [
      makeStep(planStep, to('step1'), {
        title: 'Namaste! Protect your shop. Choose the cover you need.',
        info: [
          'Plans are listed by premium, lowest first. Every premium includes GST.',
          'You see the insurer, the cover and the key exclusions again before you pay.',
          ...coverFactsInfo(product),
          ...sampleFactsNote(product),
        ],
        fields: [insurancePlanField(product)],
      }),
      makeStep('step1', to('step4.3'), {
        title: 'Great choice. What is your mobile number?',
        info: ['Your policy is sent to this number.'],
        fields: [mobileField()],
        effects: ['checkUser'],
        guard: [PLAN_ANSWER],
        adminStatuses: leadStatuses('leadCreated'),
      }),
      makeStep('step4.3', 'last', {
        title: 'Tell us about your shop.',
        info: ['The policy covers the shop at this address.'],
        fields: [
          businessNameField(product),
          insuranceAddressField({ mode: product, of: 'business', shortForm: false }),
          pincodeField(),
          insuranceEmailField(product),
          insuranceDisclaimerField(product),
        ],
        guard: [PLAN_ANSWER, 'mobile'],
        autoAdvance: false,
        // The shop's details are the proposer's, its address and e-mail the communication's.
        adminStatuses: leadStatuses('personalDetailsCompleted', 'communicationDetailsCompleted'),
      }),
    ],
  };
}
