import type { StepDef } from '../../engine/types.js';
import { creditLimitField } from './creditLimitField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function creditLimitStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is the credit limit on that card?',
      info: ['You can find it on your latest card statement.'],
      fields: [creditLimitField()],
      guard: ['mobile', 'existingCard'],
    },
    extras,
  );
}
