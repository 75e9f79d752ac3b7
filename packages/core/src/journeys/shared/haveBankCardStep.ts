import { withArticle } from '../../format/withArticle.js';
import { stepWith } from './makeStep.js';
import { yesNoQuestion } from './yesNoQuestion.js';

/** `haveBankCard`: already holds a credit card of this issuer (`bank`). */
export const haveBankCardStep = stepWith((bank: string) =>
  yesNoQuestion(
    `Do you already hold a credit card issued by ${bank}?`,
    `${bank} usually offers existing cardholders an upgrade instead of a new card.`,
    'haveBankCard',
    `I have ${withArticle(cardOf(bank))}`,
  ),
);

/** The issuer's credit card, said once: `SBI Card` → `SBI Card credit card`. */
function cardOf(bank: string): string {
  return /\bcredit card$/i.test(bank) ? bank : `${bank} credit card`;
}
