import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { qualificationField } from './qualificationField.js';

export function qualificationStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your highest educational qualification?',
      fields: [qualificationField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
