import { cardProviderField } from './cardProviderField.js';
import { fixedStep } from './makeStep.js';

export const cardProviderStep = fixedStep(() => ({
  title: 'Which bank issued your credit card?',
  fields: [cardProviderField()],
  guard: ['mobile', 'existingCard'],
}));
