// ICICI Bank (credit-cards/icici). Graph of 01 §2 "icici flow"; step8.2, step9, step12,
// step13 and the other open choices are recorded in docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  bankRelationOptions,
  CARD_WORDS,
  companyStep,
  contactStep,
  designationStep,
  dobStep,
  emailStep,
  empTypeStep,
  existingCardStep,
  existingRelationStep,
  incomeStep,
  is,
  itrStep,
  makeStep,
  nameStep,
  onYesNo,
  professionStep,
  relationWithBankStep,
  salaried,
  selfEmployed,
  to,
  UNKNOWN_EMP_TYPE,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.icici;
const afterEmployment = ['mobile', 'empType'];
const iciciCustomer = [...afterEmployment, 'existingRelationWithBank'];

export const iciciJourney: JourneyDef = cardJourney({
  slug: 'icici',
  title: 'ICICI Bank credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step3')),
    addressStep('step3', to('step5'), CARD_WORDS),
    emailStep('step5', to('step6')),
    dobStep('step6', to('step7'), CARD_WORDS, PROVIDER_ID),
    empTypeStep(
      'step7',
      [
        { to: 'step8.2', when: salaried },
        { to: 'step8', when: { all: [selfEmployed, is('selfEmplType', 'business')] } },
        { to: 'step9', when: { all: [selfEmployed, is('selfEmplType', 'professional')] } },
      ],
      CARD_WORDS,
      { subQuestion: 'selfEmplType' },
    ),
    incomeStep('step8.2', to('step8'), CARD_WORDS),
    professionStep('step9', to('step13'), CARD_WORDS),
    companyStep(
      'step8',
      [
        { to: 'step12', when: salaried },
        { to: 'step13', when: selfEmployed },
      ],
      CARD_WORDS,
      { freeText: true, unmatched: UNKNOWN_EMP_TYPE },
    ),
    designationStep('step12', to('step10')),
    itrStep('step13', to('step10')),
    existingCardStep('step10', to('step10.1'), CARD_WORDS, {
      withDetails: true,
      guard: afterEmployment,
    }),
    relationWithBankStep(
      'step10.1',
      onYesNo('existingRelationWithBank', 'step10.2', 'step11'),
      'ICICI Bank',
      { guard: afterEmployment },
    ),
    makeStep('step10.2', to('step10.3'), {
      title: 'Which ICICI Bank account or loan do you have?',
      info: ['ICICI Bank has pre-approved cards for many of its own customers.'],
      fields: [
        {
          name: 'bankRelationType',
          kind: 'select',
          label: 'ICICI BANK RELATIONSHIP',
          options: bankRelationOptions().filter((o) => o.value !== '8'),
        },
      ],
      guard: iciciCustomer,
    }),
    makeStep('step10.3', to('step11'), {
      title: 'Since when have you been an ICICI Bank customer?',
      fields: [
        {
          name: 'relationVintage',
          kind: 'radio',
          label: 'CUSTOMER SINCE',
          options: [
            { value: 'lt1', label: 'Less than a year' },
            { value: '1to3', label: '1 to 3 years' },
            { value: 'gt3', label: 'More than 3 years' },
          ],
        },
      ],
      guard: [...iciciCustomer, 'bankRelationType'],
    }),
    existingRelationStep('step11', 'last', { guard: afterEmployment }),
  ],
});
