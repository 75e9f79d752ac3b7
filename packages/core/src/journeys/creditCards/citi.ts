// Citi (credit-cards/citi). Steps of 01 §2 "citi flow", in the listed order; the open
// choices are recorded in docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  CARD_WORDS,
  contactStep,
  dobStep,
  empTypeStep,
  genderStep,
  incomeStep,
  itrStep,
  metroStep,
  nameStep,
  to,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.citi;
const afterEmployment = ['mobile', 'empType'];

export const citiJourney: JourneyDef = cardJourney({
  slug: 'citi',
  title: 'Citi credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step2.1'), { withEmail: true }),
    metroStep('step2.1', to('step3')),
    genderStep('step3', to('step4')),
    dobStep('step4', to('step5'), CARD_WORDS, PROVIDER_ID),
    empTypeStep('step5', to('step5.1'), CARD_WORDS),
    incomeStep('step5.1', to('step5.2'), CARD_WORDS),
    itrStep('step5.2', to('step6')),
    addressStep('step6', 'last', CARD_WORDS, { guard: afterEmployment }),
  ],
});
