// RBL Bank (credit-cards/rbl). Graph of 01 §2 "rbl flow"; choices the spec leaves open are
// recorded in docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  appliedBeforeStep,
  CARD_WORDS,
  cardProviderStep,
  companyField,
  contactStep,
  creditLimitStep,
  dobStep,
  emailStep,
  empTypeStep,
  existingCardStep,
  genderStep,
  is,
  itrValueField,
  makeStep,
  metroStep,
  monthlyIncomeField,
  nameStep,
  onYesNo,
  salaried,
  selfEmployed,
  to,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.rbl;
const afterEmployment = ['mobile', 'empType'];

export const rblJourney: JourneyDef = cardJourney({
  slug: 'rbl',
  title: 'RBL Bank credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step2.1')),
    metroStep('step2.1', to('step3')),
    emailStep('step3', to('step4')),
    addressStep('step4', to('step5'), CARD_WORDS),
    genderStep('step5', to('step6')),
    dobStep('step6', to('step7'), CARD_WORDS, PROVIDER_ID),
    empTypeStep(
      'step7',
      [
        { to: 'step8', when: salaried },
        { to: 'step8.1', when: { all: [selfEmployed, is('itrStatus', 'yes')] } },
        { to: 'step10', when: { all: [selfEmployed, is('itrStatus', 'no')] } },
      ],
      CARD_WORDS,
      { subQuestion: 'itrStatus' },
    ),
    makeStep('step8', to('step10'), {
      title: 'Which company do you work for, and what is your monthly take-home salary?',
      info: ['Your salary decides your credit limit. Give it after deductions.'],
      fields: [companyField(false), monthlyIncomeField('MONTHLY TAKE-HOME SALARY (₹)')],
      guard: afterEmployment,
    }),
    makeStep('step8.1', to('step10'), {
      title: 'Tell me about your business and the income in your last ITR.',
      info: ['RBL Bank decides the limit for self-employed applicants from their ITR.'],
      fields: [companyField(true, 'BUSINESS NAME'), itrValueField()],
      guard: [...afterEmployment, 'itrStatus'],
    }),
    existingCardStep('step10', onYesNo('existingCard', 'step10.1', 'step11'), CARD_WORDS, {
      guard: afterEmployment,
    }),
    cardProviderStep('step10.1', to('step10.2'), { guard: [...afterEmployment, 'existingCard'] }),
    creditLimitStep('step10.2', to('step11'), {
      guard: [...afterEmployment, 'existingCard', 'creditCardProvider'],
    }),
    appliedBeforeStep('step11', 'last', CARD_WORDS, 'RBL Bank', {
      hardSkip: true,
      guard: afterEmployment,
    }),
  ],
});
