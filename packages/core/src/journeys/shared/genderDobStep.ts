import type { StepDef } from '../../engine/types.js';
import { dobField } from './dobField.js';
import { dobStep } from './dobStep.js';
import { genderField } from './genderField.js';
import type { Next, StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';

/** The date-of-birth step asking the gender too. */
export function genderDobStep(
  id: string,
  next: Next,
  words: ProductWords,
  providerId: number | null,
  extras?: StepExtras,
): StepDef {
  return dobStep(id, next, words, providerId, {
    title: 'A little about you: your gender and date of birth.',
    fields: [genderField(), dobField(providerId)],
    ...extras,
  });
}
