// American Express (credit-cards/amex, the Amex-type product 4). The spec gives only the
// range step1–step10 "with sub-steps"; the steps below follow the Amex-type lead's fields
// (01 §3) and are recorded in docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressField,
  addressStep,
  CARD_WORDS,
  cityField,
  companyField,
  companyStep,
  contactStep,
  emailStep,
  empTypeStep,
  genderDobStep,
  incomeStep,
  makeStep,
  nameStep,
  officePincodeField,
  qualificationStep,
  salaried,
  selfEmployed,
  to,
} from '../shared/index.js';
import { amexConsentFields } from './amexConsentFields.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.amex;
const afterEmployment = ['mobile', 'empType'];

export const amexJourney: JourneyDef = cardJourney({
  slug: 'amex',
  title: 'American Express credit card',
  productId: 4,
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step3')),
    emailStep('step3', to('step4')),
    genderDobStep('step4', to('step5'), CARD_WORDS, PROVIDER_ID),
    addressStep('step5', to('step5.1'), CARD_WORDS),
    makeStep('step5.1', to('step6'), {
      title: 'Do you have a landline at home? This is optional.',
      info: ['American Express may call this number to confirm your address.'],
      fields: [
        {
          name: 'std',
          kind: 'text',
          label: 'STD CODE',
          required: false,
          maxLength: 5,
          rules: [{ rule: 'std' }],
        },
        {
          name: 'phone',
          kind: 'text',
          label: 'LANDLINE NUMBER',
          required: false,
          maxLength: 8,
          rules: [{ rule: 'landline', stdField: 'std' }],
        },
      ],
      guard: ['mobile'],
    }),
    empTypeStep(
      'step6',
      [
        { to: 'step6.1', when: salaried },
        { to: 'step6.2', when: selfEmployed },
      ],
      CARD_WORDS,
    ),
    companyStep('step6.1', to('step7'), CARD_WORDS),
    companyStep('step6.2', to('step7'), CARD_WORDS, {
      title: 'What is the name of your business or practice?',
      fields: [companyField(true, 'BUSINESS NAME')],
    }),
    incomeStep('step7', to('step8'), CARD_WORDS),
    qualificationStep('step8', to('step9')),
    makeStep('step9', to('step10'), {
      title: 'Where do you work from? Please give your office or business address.',
      info: ['American Express sends some letters to your office, and may verify it.'],
      fields: [
        addressField('officeAddress', 'OFFICE ADDRESS'),
        officePincodeField(),
        cityField('officeCity', 'OFFICE CITY'),
      ],
      guard: afterEmployment,
    }),
    makeStep('step10', 'last', {
      title: 'Last step! Your Aadhaar number and your consent.',
      info: [
        'American Express uses Aadhaar to verify your identity. We keep only its last 4 digits.',
        'The boxes below are optional; tick what you would like from American Express.',
      ],
      fields: [
        {
          name: 'aadhaar',
          kind: 'text',
          label: 'AADHAAR NUMBER',
          maxLength: 14,
          rules: [{ rule: 'aadhaar' }],
        },
        ...amexConsentFields(),
      ],
      guard: [...afterEmployment, 'officeAddress'],
      autoAdvance: false,
    }),
  ],
});
