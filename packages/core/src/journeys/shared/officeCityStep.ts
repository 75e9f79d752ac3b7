import type { StepDef } from '../../engine/types.js';
import { cityField } from './cityField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function officeCityStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'In which city is your office?',
      fields: [cityField('officeCity', 'OFFICE CITY')],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
