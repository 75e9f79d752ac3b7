// The METRO (warehouse-club) card journey (spec 03 §2, §4; METRO-01..14): a METRO Cash & Carry
// card holder gives their name, mobile (looked up at step2: found → update, 400 → add), e-mail
// and pincode, then the card at step5, where the card is checked for the business credit
// (POST /third-party/loans/idfc/cb-eligibility), then their gender and date of birth, and ends
// on /metro-stc/success. The spec names step2 and step5 only: the list, the prefix and the
// edges are decision 043's.
import { OBJECT_TYPES } from '../../catalog/products.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  emailStep,
  firstnameField,
  genderDobStep,
  lastnameField,
  makeStep,
  metroCardFields,
  mobileField,
  pincodeField,
  to,
} from '../shared/index.js';
import { otpField } from '../shared/loanFields.js';
import type { ProductWords } from '../shared/productWords.js';
import { metroConsentField } from './metroConsentField.js';
import { metroFeatureField } from './metroFeatureField.js';
import { METRO_TERMS_PATH, metroTermsField } from './metroTermsField.js';

const WORDS: ProductWords = { product: 'METRO card offer', products: 'METRO card offers' };

/** The eligibility check step5 makes (METRO-10): the card, the user and the mobile. */
export const METRO_ELIGIBILITY_CALL = 'metro.cbEligibility';
/** The journey's final page (METRO-01). */
export const METRO_SUCCESS_ROUTE = 'metro-stc/success';

/** METRO-05 (the spec's MSG-053): a wrong OTP on step2, and only a wrong one. */
export const METRO_OTP_FAILED = 'OTP verification failed';
/** The landing page that starts the journey. */
export const METRO_LANDING_PATH = '/metro-stc';
/** The spec's fallback when the eligibility check gives no errors of its own (spelling kept). */
export const METRO_ELIGIBILITY_FALLBACK = 'Error has occured';

export const metroJourney: JourneyDef = {
  prefix: 'metro',
  version: 1,
  title: 'METRO card benefits',
  // The spec gives the metro card no product id; its object type (12) stands for it.
  productId: OBJECT_TYPES.metro,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: METRO_SUCCESS_ROUTE,
  termsPath: METRO_TERMS_PATH,
  finalMessage:
    'Your METRO card is linked. We will call you about the business credit your card makes you eligible for.',
  steps: [
    makeStep('step1', to('step2'), {
      title: 'Namaste! Let us link your METRO card. What is your name?',
      info: ['Give your name as it is on your METRO card.'],
      fields: [firstnameField(), lastnameField()],
      guard: [],
    }),
    // METRO-03: the mobile's user is looked up (found → update, 400 → add): checkUser. The
    // OTP proves the mobile unless it is verified already (METRO-05).
    makeStep('step2', to('step3'), {
      title: 'Thanks! What is your mobile number?',
      info: ['Your METRO card benefits are kept on this number.'],
      fields: [mobileField(), { ...otpField(), wrongOtpMessage: METRO_OTP_FAILED }],
      effects: ['checkUser'],
      guard: ['firstname', 'lastname'],
    }),
    emailStep('step3', to('step4')),
    makeStep('step4', to('step5'), {
      title: 'Where is your business? Your pincode, please.',
      info: ['We use it to find the METRO store near you.'],
      fields: [pincodeField()],
      guard: ['mobile'],
    }),
    // METRO-06..11: the card (10 characters with the holder number), the feature box (staff:
    // pre-ticked), the terms (pre-checked, required) and the eligibility check, whose refusal
    // keeps the applicant here with the partner's errors on the card number.
    makeStep(
      'step5',
      [{ to: 'step6', when: { outcome: METRO_ELIGIBILITY_CALL, eq: 'eligible' } }],
      {
        title: 'Now your METRO card: the card number and the card holder number.',
        info: [
          'Both are printed on the front of your METRO card.',
          'We check with our lending partner what your card makes you eligible for.',
        ],
        fields: [...metroCardFields(), metroFeatureField(), metroTermsField(), metroConsentField()],
        guard: ['mobile'],
        call: {
          name: METRO_ELIGIBILITY_CALL,
          outcomes: ['eligible', 'notEligible'],
          refuse: {
            outcomes: ['notEligible'],
            field: 'metroCardNumber',
            message: METRO_ELIGIBILITY_FALLBACK,
          },
        },
      },
    ),
    genderDobStep('step6', 'last', WORDS, null, {
      title: 'Last step: your gender and date of birth.',
      guard: ['mobile', 'metroCardNumber'],
    }),
  ],
};
