import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';
import { yesNoField } from './yesNoField.js';

export function appliedBeforeStep(
  id: string,
  next: Next,
  words: ProductWords,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Have you applied for any ${bank} ${words.product} in the last 6 months?`,
      info: ['Banks do not accept a fresh application soon after an earlier one.'],
      fields: [yesNoField('appliedBefore', 'APPLIED IN THE LAST 6 MONTHS')],
      guard: ['mobile'],
    },
    extras,
  );
}
