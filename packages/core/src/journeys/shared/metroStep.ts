import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

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
        {
          name: 'metroCardNumber',
          kind: 'text',
          label: 'METRO CARD NUMBER',
          hint: 'The 8 digits of your store code and customer number',
          rules: [{ rule: 'metroCard', holderField: 'metroHolderNumber' }],
          showWhen: checked,
        },
        {
          name: 'metroHolderNumber',
          kind: 'text',
          label: 'CARD HOLDER NUMBER',
          maxLength: 2,
          rules: [{ rule: 'numeric' }, { rule: 'maxLength', n: 2 }],
          showWhen: checked,
        },
      ],
      guard: ['mobile'],
    },
    extras,
  );
}
