// The membership "hp" journey (spec 01 §2, 03 §2, HP-01..HP-09): /hp redirects to step1, then
// contact, e-mail, name, gender, birthday (where the membership is paid for), employment type,
// address and the personal step, then membership/submit. The spec lists the steps, not their
// edges: they follow the listing (HP-03, assumed) and decision 042 records the payment.
import { OBJECT_TYPES } from '../../catalog/products.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  contactStep,
  dobField,
  dobStep,
  emailStep,
  empTypeStep,
  firstnameField,
  genderStep,
  lastnameField,
  makeStep,
  middlenameField,
  mobileField,
  to,
} from '../shared/index.js';
import { maritalStatusField } from '../shared/loanFields.js';
import type { ProductWords } from '../shared/productWords.js';
import { membershipPlanField } from './membershipPlanField.js';
import { MEMBERSHIP_TERMS_PATH, membershipTermsField } from './membershipTermsField.js';

const WORDS: ProductWords = { product: 'membership', products: 'memberships' };

/** The call step5 makes (HP-06): a membership order, answered when the payment is fulfilled. */
export const MEMBERSHIP_PAY_CALL = 'membership.initiatePay';
export const MEMBERSHIP_SUBMIT_ROUTE = 'membership/submit';
/** Where step5's payment is made: the plans page with the plan picked, then back to the journey. */
export const MEMBERSHIP_PAY_LINK = { text: 'Pay for your plan', href: '/membership?journey=hp' };
export const MEMBERSHIP_PAY_WAIT =
  'Pay for the plan you picked. We move on as soon as the payment is confirmed.';

export const hpJourney: JourneyDef = {
  prefix: 'hp',
  version: 1,
  title: 'Tara membership',
  // The spec gives the membership no product id; its object type (21) stands for it.
  productId: OBJECT_TYPES.membership,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: MEMBERSHIP_SUBMIT_ROUTE,
  termsPath: MEMBERSHIP_TERMS_PATH,
  finalMessage:
    'Welcome to Tara membership! Your plan is active and your coins are in your account.',
  steps: [
    // checkUser (HP-04): the mobile's user is linked to the lead, or created unverified.
    // The cards' contact step without the bureau consent: a membership pulls no report.
    contactStep('step1', to('step2'), {
      title: 'Namaste! Let us start your Tara membership. What is your mobile number?',
      info: ['Your membership and its coins are kept on this number.'],
      fields: [mobileField()],
      effects: ['checkUser'],
      guard: [],
    }),
    emailStep('step2', to('step3')),
    // userAction (HP-05): the user's name comes from this step's answers.
    makeStep('step3', to('step4'), {
      title: 'What is your name?',
      fields: [firstnameField(), middlenameField(), lastnameField()],
      guard: ['mobile'],
    }),
    genderStep('step4', to('step5')),
    // initiatePay (HP-06): the plan's order is opened; the step waits for the payment.
    dobStep(
      'step5',
      [{ to: 'step6', when: { outcome: MEMBERSHIP_PAY_CALL, eq: 'paid' } }],
      WORDS,
      null,
      {
        title: 'What is your date of birth? Then pick your plan and pay.',
        info: ['Your plan starts as soon as the payment is confirmed.'],
        fields: [dobField(null), membershipPlanField(), membershipTermsField()],
        guard: ['mobile', 'firstname'],
        call: {
          name: MEMBERSHIP_PAY_CALL,
          outcomes: ['paid'],
          wait: { message: MEMBERSHIP_PAY_WAIT, pollSeconds: 3, link: MEMBERSHIP_PAY_LINK },
        },
      },
    ),
    empTypeStep('step6', to('step7'), WORDS),
    addressStep('step7', to('step10'), WORDS, { guard: ['mobile', 'empType'] }),
    makeStep('step10', 'last', {
      title: 'One last thing about you.',
      fields: [maritalStatusField()],
      guard: ['mobile', 'empType'],
    }),
  ],
};
