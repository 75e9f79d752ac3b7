// Stashfin (credit-cards/stashfin). The spec gives only the range step1–step11; the linear
// chain below is what a card application asks, recorded in
// docs/decisions/002-card-journey-steps.md.
import { PROVIDER_IDS } from '../../catalog/providers.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import {
  addressStep,
  appliedBeforeStep,
  CARD_WORDS,
  companyStep,
  contactStep,
  dobStep,
  emailStep,
  empTypeStep,
  existingCardStep,
  genderStep,
  incomeStep,
  nameStep,
  to,
} from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

const PROVIDER_ID = PROVIDER_IDS.stashfin;
const afterEmployment = ['mobile', 'empType'];

export const stashfinJourney: JourneyDef = cardJourney({
  slug: 'stashfin',
  title: 'Stashfin credit card',
  providerId: PROVIDER_ID,
  steps: [
    nameStep('step1', to('step2'), CARD_WORDS),
    contactStep('step2', to('step3')),
    emailStep('step3', to('step4')),
    addressStep('step4', to('step5'), CARD_WORDS),
    genderStep('step5', to('step6')),
    dobStep('step6', to('step7'), CARD_WORDS, PROVIDER_ID),
    empTypeStep('step7', to('step8'), CARD_WORDS),
    companyStep('step8', to('step9'), CARD_WORDS, { freeText: true }),
    incomeStep('step9', to('step10'), CARD_WORDS),
    existingCardStep('step10', to('step11'), CARD_WORDS, {
      withDetails: true,
      guard: afterEmployment,
    }),
    appliedBeforeStep('step11', 'last', CARD_WORDS, 'Stashfin', { guard: afterEmployment }),
  ],
});
