import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { yesNoField } from './yesNoField.js';

/** `existingRelationWithBank`: has an account, deposit or loan with this issuer's bank. */
export function relationWithBankStep(
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Do you have a savings account, fixed deposit or loan with ${bank}?`,
      info: [`Existing ${bank} customers are often approved faster.`],
      fields: [yesNoField('existingRelationWithBank', `I BANK WITH ${bank.toUpperCase()}`)],
      guard: ['mobile'],
    },
    extras,
  );
}
