import type { StepDef } from '../../engine/types.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';
import { professionField } from './professionField.js';

export function professionStep(
  id: string,
  next: Next,
  words: ProductWords,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Which profession do you practise?',
      info: [`Banks have special ${words.products} for doctors, CAs, lawyers and architects.`],
      fields: [professionField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
