import type { StepDef } from '../../engine/types.js';
import { designationField } from './designationField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function designationStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your designation at work?',
      fields: [designationField()],
      guard: ['mobile', 'empType', 'company'],
    },
    extras,
  );
}
