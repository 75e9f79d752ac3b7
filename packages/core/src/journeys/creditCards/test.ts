// The test journey (credit-cards/test): one step, the last, for checking the pipeline.
import type { JourneyDef } from '../../journeyModel/types.js';
import { fullNameField, makeStep, mobileField } from '../shared/index.js';
import { cardJourney } from './cardJourney.js';

export const testJourney: JourneyDef = cardJourney({
  slug: 'test',
  title: 'Test credit card',
  providerId: null,
  steps: [
    makeStep('step1', 'last', {
      title: 'This is a test journey. What is your full name and mobile number?',
      info: ['Nothing you enter here is sent to a bank.'],
      fields: [fullNameField(), mobileField()],
    }),
  ],
});
