import { stepWith } from './makeStep.js';
import { yesNoQuestion } from './yesNoQuestion.js';

/** `existingRelationWithBank`: has an account, deposit or loan with this issuer's bank. */
export const relationWithBankStep = stepWith((bank: string) =>
  yesNoQuestion(
    `Do you have a savings account, fixed deposit or loan with ${bank}?`,
    `Existing ${bank} customers are often approved faster.`,
    'existingRelationWithBank',
    `I BANK WITH ${bank.toUpperCase()}`,
  ),
);
