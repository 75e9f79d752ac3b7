import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { salaryModeField } from './salaryModeField.js';

export function salaryModeStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'How do you receive your salary?',
      info: ['A salary paid into a bank account makes approval easier.'],
      fields: [salaryModeField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
