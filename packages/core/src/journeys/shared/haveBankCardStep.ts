import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { yesNoField } from './yesNoField.js';

/** `haveBankCard`: already holds a credit card of this issuer. */
export function haveBankCardStep(
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Do you already hold a credit card issued by ${bank}?`,
      info: [`${bank} usually offers existing cardholders an upgrade instead of a new card.`],
      fields: [yesNoField('haveBankCard', `I HAVE A ${bank.toUpperCase()} CREDIT CARD`)],
      guard: ['mobile'],
    },
    extras,
  );
}
