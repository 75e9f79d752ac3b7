import { itrValueField } from './itrValueField.js';
import { fixedStep } from './makeStep.js';

export const itrValueStep = fixedStep(() => ({
  title: 'What annual income did you show in your last income tax return?',
  info: ['Look for "Gross Total Income" in your ITR acknowledgement.'],
  fields: [itrValueField()],
  guard: ['mobile', 'empType', 'itrStatus'],
}));
