import type { StepDef } from '../../engine/types.js';
import { isYes } from './conditions.js';
import { itrStatusField } from './itrStatusField.js';
import { itrValueField } from './itrValueField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

export function itrStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Do you file income tax returns?',
      info: ['If you do, your ITR income helps the bank approve a higher limit.'],
      fields: [itrStatusField(), itrValueField(isYes('itrStatus'))],
      guard: ['mobile', 'empType'],
      autoAdvance: false,
    },
    extras,
  );
}
