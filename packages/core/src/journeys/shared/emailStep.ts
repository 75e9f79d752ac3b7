import type { StepDef } from '../../engine/types.js';
import { emailField } from './emailField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function emailStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your e-mail address?',
      info: ['Updates on your application will come to this address.'],
      fields: [emailField()],
      guard: ['mobile'],
    },
    extras,
  );
}
