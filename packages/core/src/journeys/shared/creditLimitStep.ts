import { creditLimitField } from './creditLimitField.js';
import { fixedStep } from './makeStep.js';

export const creditLimitStep = fixedStep(() => ({
  title: 'What is the credit limit on that card?',
  info: ['You can find it on your latest card statement.'],
  fields: [creditLimitField()],
  guard: ['mobile', 'existingCard'],
}));
