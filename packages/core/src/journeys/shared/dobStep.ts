import type { StepDef } from '../../journeyModel/types.js';
import { dobField } from './dobField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';

export function dobStep(
  id: string,
  next: Next,
  words: ProductWords,
  providerId: number | null,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your date of birth?',
      info: [
        `Every bank has an age limit for its ${words.products}. Give the date as on your PAN card.`,
      ],
      fields: [dobField(providerId)],
      guard: ['mobile'],
    },
    extras,
  );
}
