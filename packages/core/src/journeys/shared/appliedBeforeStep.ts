import type { StepDef } from '../../journeyModel/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';
import { yesNoQuestion } from './yesNoQuestion.js';

export function appliedBeforeStep(
  id: string,
  next: Next,
  words: ProductWords,
  bank: string,
  extras?: StepExtras,
): StepDef {
  const question = yesNoQuestion(
    `Have you applied for any ${bank} ${words.product} in the last 6 months?`,
    'Banks do not accept a fresh application soon after an earlier one.',
    'appliedBefore',
    'APPLIED IN THE LAST 6 MONTHS',
  );
  return makeStep(id, next, question, extras);
}
