import type { StepDef } from '../../engine/types.js';
import { genderField } from './genderField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function genderStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    { title: 'Please tell me your gender.', fields: [genderField()], guard: ['mobile'] },
    extras,
  );
}
