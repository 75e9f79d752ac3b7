import type { StepDef } from '../../engine/types.js';
import { dobField } from './dobField.js';
import { genderField } from './genderField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';

export function genderDobStep(
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
      title: 'A little about you: your gender and date of birth.',
      info: [
        `Every bank has an age limit for its ${words.products}. Give the date as on your PAN card.`,
      ],
      fields: [genderField(), dobField(providerId)],
      guard: ['mobile'],
    },
    extras,
  );
}
