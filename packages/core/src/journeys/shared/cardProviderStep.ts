import type { StepDef } from '../../engine/types.js';
import { cardProviderField } from './cardProviderField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function cardProviderStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Which bank issued your credit card?',
      fields: [cardProviderField()],
      guard: ['mobile', 'existingCard'],
    },
    extras,
  );
}
