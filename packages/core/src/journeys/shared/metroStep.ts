import { fixedStep } from './makeStep.js';
import { metroCardFields } from './metroCardFields.js';

/** The optional METRO Cash & Carry card (step2.1). */
export const metroStep = fixedStep(() => ({
  title: 'Are you a METRO Cash & Carry member? Add your METRO card for member offers.',
  info: ['This is optional. Skip it if you do not have a METRO card.'],
  fields: [
    { name: 'isMetroChecked', kind: 'checkbox', label: 'I have a METRO card', required: false },
    ...metroCardFields({ showWhen: { field: 'isMetroChecked', eq: true } }),
  ],
  guard: ['mobile'],
}));
