import { isYes } from './conditions.js';
import { itrStatusField } from './itrStatusField.js';
import { itrValueField } from './itrValueField.js';
import { fixedStep } from './makeStep.js';

export const itrStep = fixedStep(() => ({
  title: 'Do you file income tax returns?',
  info: ['If you do, your ITR income helps the bank approve a higher limit.'],
  fields: [itrStatusField(), itrValueField(isYes('itrStatus'))],
  guard: ['mobile', 'empType'],
  autoAdvance: false,
}));
