// The test journey (credit-cards/test): one step, the last, for checking the pipeline.
import type { JourneyDef } from '../../engine/types.js';
import { fullNameField, makeStep, mobileField } from '../shared/index.js';

export const testJourney: JourneyDef = {
  prefix: 'credit-cards/test',
  version: 1,
  title: 'Test credit card',
  productId: 3,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'credit-card/offers',
  steps: [
    makeStep('step1', 'last', {
      title: 'This is a test journey. What is your full name and mobile number?',
      info: ['Nothing you enter here is sent to a bank.'],
      fields: [fullNameField(), mobileField()],
    }),
  ],
};
