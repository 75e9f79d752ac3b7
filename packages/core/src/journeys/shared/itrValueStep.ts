import type { StepDef } from '../../engine/types.js';
import { itrValueField } from './itrValueField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function itrValueStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What annual income did you show in your last income tax return?',
      info: ['Look for "Gross Total Income" in your ITR acknowledgement.'],
      fields: [itrValueField()],
      guard: ['mobile', 'empType', 'itrStatus'],
    },
    extras,
  );
}
