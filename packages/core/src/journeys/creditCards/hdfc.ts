// HDFC Bank (credit-cards/hdfc). Graph of 01 §2 "hdfc flow"; the yes/no questions of step6
// and step6.1 and the other open choices are recorded in
// docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  CARD_WORDS,
  cardProviderField,
  companyStep,
  contactStep,
  creditLimitField,
  emailStep,
  empTypeStep,
  existingCardStep,
  existingRelationStep,
  genderDobStep,
  incomeStep,
  is,
  itrValueStep,
  makeStep,
  nameStep,
  officeAddressStep,
  officeCityStep,
  onYesNo,
  qualificationStep,
  salaried,
  selfEmployed,
  to,
  yesNoField,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';
import { hdfcDisclaimerField } from './hdfcDisclaimerField.js';

const PROVIDER_ID = PROVIDER_IDS.hdfc;
const afterEmployment = ['mobile', 'empType'];

export const hdfcJourney: JourneyDef = cardJourney({
  slug: 'hdfc',
  title: 'HDFC Bank credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step3')),
    emailStep('step3', to('step4')),
    addressStep('step4', to('step5'), CARD_WORDS),
    genderDobStep('step5', to('step6'), CARD_WORDS, PROVIDER_ID),
    existingCardStep('step6', onYesNo('existingCard', 'step6.1', 'step7'), CARD_WORDS),
    makeStep('step6.1', onYesNo('cardForCard', 'step6.2', 'step7'), {
      title: 'Shall HDFC Bank consider your current card for this application (Card for Card)?',
      info: [
        'If you have used your card for at least 6 months, HDFC Bank can offer a card on its strength, often with fewer income papers.',
      ],
      fields: [yesNoField('cardForCard', 'USE MY CURRENT CARD')],
      guard: ['mobile', 'existingCard'],
    }),
    makeStep('step6.2', to('step7'), {
      title: 'Which bank issued your card, and what is its credit limit?',
      info: ['You can find both on your latest card statement.'],
      fields: [cardProviderField(), creditLimitField()],
      guard: ['mobile', 'existingCard', 'cardForCard'],
    }),
    empTypeStep(
      'step7',
      [
        { to: 'step7.1', when: salaried },
        { to: 'step7.2', when: { all: [selfEmployed, is('itrStatus', 'yes')] } },
        { to: 'step8', when: { all: [selfEmployed, is('itrStatus', 'no')] } },
      ],
      CARD_WORDS,
      { subQuestion: 'itrStatus' },
    ),
    incomeStep('step7.1', to('step8'), CARD_WORDS),
    itrValueStep('step7.2', to('step8')),
    qualificationStep('step8', to('step9')),
    companyStep('step9', to('step9.1'), CARD_WORDS, { freeText: true }),
    officeCityStep('step9.1', to('step10')),
    officeAddressStep('step10', to('step10.1')),
    existingRelationStep('step10.1', to('step11'), { guard: afterEmployment }),
    makeStep('step11', 'last', {
      title: 'Where should HDFC Bank send your card and letters?',
      info: ['Choose the address where someone can receive a courier during the day.'],
      fields: [
        {
          name: 'communicationAddress',
          kind: 'radio',
          label: 'COMMUNICATION ADDRESS',
          options: [
            { value: 'residence', label: 'My home address' },
            { value: 'office', label: 'My office address' },
          ],
        },
        hdfcDisclaimerField(),
      ],
      guard: [...afterEmployment, 'officeAddress'],
      autoAdvance: false,
    }),
  ],
});
