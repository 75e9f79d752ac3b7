// SBI Card (credit-cards/sbi). Graph of 01 §2 "sbi flow"; the choices the spec leaves open
// are recorded in docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS, PROVIDER_NAMES } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  CARD_WORDS,
  cardProviderStep,
  companyStep,
  contactStep,
  creditLimitStep,
  designationStep,
  emailStep,
  empTypeStep,
  existingCardField,
  existingCardStep,
  genderDobStep,
  haveBankCardStep,
  incomeStep,
  is,
  makeStep,
  metroStep,
  monthlyIncomeField,
  nameStep,
  onYesNo,
  professionStep,
  relationWithBankStep,
  salaried,
  salaryModeStep,
  selfEmployed,
  to,
  UNKNOWN_EMP_TYPE,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.sbi;
const afterEmployment = ['mobile', 'empType'];
const metroMember = {
  all: [is('isMetroChecked', true), { field: 'metroCardNumber', filled: true }],
};

export const sbiJourney: JourneyDef = cardJourney({
  slug: 'sbi',
  title: 'SBI Card credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step2.1')),
    metroStep('step2.1', to('step3')),
    emailStep('step3', to('step4')),
    addressStep('step4', to('step5'), CARD_WORDS),
    // METRO members (small businesses) take the short lane step9 → step8.1 / step10.
    genderDobStep(
      'step5',
      [{ to: 'step9', when: metroMember }, { to: 'step6' }],
      CARD_WORDS,
      PROVIDER_ID,
    ),
    empTypeStep(
      'step6',
      [
        { to: 'step6.3', when: salaried },
        { to: 'step6.1', when: { all: [selfEmployed, is('selfEmplType', 'business')] } },
        { to: 'step6.4', when: { all: [selfEmployed, is('selfEmplType', 'professional')] } },
      ],
      CARD_WORDS,
      { subQuestion: 'selfEmplType' },
    ),
    salaryModeStep('step6.3', to('step6.1')),
    professionStep('step6.4', to('step6.1'), CARD_WORDS),
    companyStep(
      'step6.1',
      [
        { to: 'step6.2', when: salaried },
        { to: 'step7', when: selfEmployed },
      ],
      CARD_WORDS,
      { freeText: true, unmatched: UNKNOWN_EMP_TYPE },
    ),
    designationStep('step6.2', to('step7'), { hardSkip: true }),
    incomeStep('step7', to('step7.1'), CARD_WORDS, { fields: [monthlyIncomeField()] }),
    existingCardStep('step7.1', onYesNo('existingCard', 'step7.2', 'step8'), CARD_WORDS, {
      guard: afterEmployment,
    }),
    cardProviderStep('step7.2', to('step7.3'), { guard: [...afterEmployment, 'existingCard'] }),
    creditLimitStep('step7.3', to('step8'), {
      guard: [...afterEmployment, 'existingCard', 'creditCardProvider'],
    }),
    haveBankCardStep('step8', 'last', PROVIDER_NAMES[PROVIDER_ID], {
      hardSkip: true,
      guard: afterEmployment,
    }),
    makeStep('step9', onYesNo('existingCard', 'step8.1', 'step10'), {
      title: 'As a METRO member you run a business. Tell me about its income and your cards.',
      info: ['Your METRO membership already tells SBI Card that you are self-employed.'],
      fields: [monthlyIncomeField('MONTHLY BUSINESS INCOME (₹)'), existingCardField()],
      guard: ['mobile', 'metroCardNumber'],
      autoAdvance: false,
    }),
    relationWithBankStep('step8.1', 'last', 'State Bank of India', {
      guard: ['mobile', 'existingCard'],
    }),
    relationWithBankStep('step10', 'last', 'State Bank of India', {
      info: [
        'New to credit cards? SBI Card can offer a card against a fixed deposit with State Bank of India.',
      ],
      guard: ['mobile', 'existingCard'],
    }),
  ],
});
