import type { StepDef } from '../../engine/types.js';
import { withArticle } from '../../format/withArticle.js';
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
      fields: [yesNoField('haveBankCard', `I have ${withArticle(cardOf(bank))}`)],
      guard: ['mobile'],
    },
    extras,
  );
}

/** The issuer's credit card, said once: `SBI Card` → `SBI Card credit card`. */
function cardOf(bank: string): string {
  return /\bcredit card$/i.test(bank) ? bank : `${bank} credit card`;
}
