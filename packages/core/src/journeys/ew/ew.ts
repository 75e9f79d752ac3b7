// The extended warranty journey (spec 03 §2, EW-01..EW-07): the spec names only `ew/step3`
// and `ew/congrates`; the steps before step3 are OPEN and decision 044 settles them: step1
// the contact (checkUser: the journey's own user), step2 the product covered, step3 the plan
// and its payment (objectType 18), waiting on the payment like the hp journey's step5, step4
// the e-mail the certificate goes to (a waiting step cannot be a last step), then
// `ew/congrates`, the one journey page shown with the header (EW-02).
import { OBJECT_TYPES } from '../../catalog/products.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { contactStep, emailStep, makeStep, mobileField, to } from '../shared/index.js';
import { EW_TERMS_PATH, ewPlanField, ewProductFields, ewTermsField } from './ewFields.js';

/** The call step3 makes: the warranty's order, answered when the payment is fulfilled. */
export const EW_PAY_CALL = 'ew.initiatePay';
export const EW_CONGRATES_ROUTE = 'ew/congrates';
/** Where step3's payment is made: the warranty's pay page, which opens the checkout. */
export const EW_PAY_PATH = '/ew/pay';
export const EW_PAY_LINK = { text: 'Pay for your warranty', href: EW_PAY_PATH };
export const EW_PAY_WAIT =
  'Pay the premium to start your warranty. We move on as soon as the payment is confirmed.';

export const ewJourney: JourneyDef = {
  prefix: 'ew',
  version: 1,
  title: 'Extended warranty',
  // The spec gives the extended warranty no product id; its object type (18) stands for it.
  productId: OBJECT_TYPES.ew,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: EW_CONGRATES_ROUTE,
  termsPath: EW_TERMS_PATH,
  finalMessage: 'Your extended warranty is active. Your certificate is ready to download.',
  steps: [
    // checkUser (EW-07): the mobile's user is linked to the lead, or created unverified.
    contactStep('step1', to('step2'), {
      title: 'Namaste! Let us protect your product for longer. What is your mobile number?',
      info: ['Your warranty certificate is kept on this number.'],
      fields: [mobileField()],
      effects: ['checkUser'],
      guard: [],
    }),
    makeStep('step2', to('step3'), {
      title: 'Which product should we cover?',
      info: [
        'Cover starts when the maker’s one-year warranty ends.',
        'Keep your bill handy: the invoice value sets the premium.',
      ],
      fields: ewProductFields(),
      guard: ['mobile'],
    }),
    // The plan and its payment: the premium is priced by the server from step2's invoice value.
    makeStep('step3', [{ to: 'step4', when: { outcome: EW_PAY_CALL, eq: 'paid' } }], {
      title: 'Pick your plan, then pay the premium.',
      info: ['Premiums include 18\u00a0% GST. You see each plan in rupees before you pay.'],
      fields: [ewPlanField(), ewTermsField()],
      guard: ['mobile', 'ewInvoiceValue'],
      autoAdvance: false,
      call: {
        name: EW_PAY_CALL,
        outcomes: ['paid'],
        wait: { message: EW_PAY_WAIT, pollSeconds: 3, link: EW_PAY_LINK },
      },
    }),
    emailStep('step4', 'last', {
      title: 'Paid, thank you! Where should we e-mail your warranty certificate?',
      info: ['You can also download it on the next page.'],
    }),
  ],
};
