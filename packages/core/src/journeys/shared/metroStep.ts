import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { metroCardFields } from './metroCardFields.js';

/** The optional METRO Cash & Carry card (step2.1). */
export function metroStep(id: string, next: Next, extras?: StepExtras): StepDef {
  const checked = { field: 'isMetroChecked', eq: true };
  return makeStep(
    id,
    next,
    {
      title: 'Are you a METRO Cash & Carry member? Add your METRO card for member offers.',
      info: ['This is optional. Skip it if you do not have a METRO card.'],
      fields: [
        { name: 'isMetroChecked', kind: 'checkbox', label: 'I have a METRO card', required: false },
        ...metroCardFields({ showWhen: checked }),
      ],
      guard: ['mobile'],
    },
    extras,
  );
}
